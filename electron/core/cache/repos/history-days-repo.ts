// Per-day totals of an account's history (cache migration 10), kept up to date by folding what changed since the last
// fold; the effect of a row comes from the caller (the core's message kinds), the bookkeeping lives here.
import type Database from 'better-sqlite3';
import type { FoldedRow, HistoryDay, HistoryDaysRepo, RowEffect } from './history-days-types';

interface EffectRecord {
  timestamp: string;
  code: number;
  direction: string;
  fee: string;
  messages: string;
}

const jsonArray = (text: string): unknown[] => {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

const toFolded = (r: EffectRecord): FoldedRow => ({
  timestamp: r.timestamp,
  code: r.code,
  direction: r.direction as FoldedRow['direction'],
  fee: jsonArray(r.fee) as FoldedRow['fee'],
  messages: jsonArray(r.messages),
});

function prepare(db: Database.Database) {
  return {
    owner: db.prepare<[string, string], { id: number; days_through: number }>(
      'SELECT id, days_through FROM history_owners WHERE network_id = ? AND address = ?',
    ),
    pending: db.prepare<[number], EffectRecord & { seq: number; sign: number }>(
      'SELECT * FROM history_days_pending WHERE owner = ? ORDER BY seq',
    ),
    dropPending: db.prepare<[number, number]>(
      'DELETE FROM history_days_pending WHERE owner = ? AND seq <= ?',
    ),
    unfolded: db.prepare<[number, number, number], EffectRecord & { id: number }>(
      `SELECT id, timestamp, code, direction, fee, messages FROM history WHERE owner = ? AND id > ?
       ORDER BY id LIMIT ?`,
    ),
    setThrough: db.prepare<[number, number]>('UPDATE history_owners SET days_through = ? WHERE id = ?'),
    day: db.prepare<[number, string], { delta: string; unknown: number; rows: number }>(
      'SELECT delta, unknown, rows FROM history_days WHERE owner = ? AND day = ?',
    ),
    putDay: db.prepare<[number, string, string, number, number]>(
      'INSERT OR REPLACE INTO history_days (owner, day, delta, unknown, rows) VALUES (?, ?, ?, ?, ?)',
    ),
    dropDay: db.prepare<[number, string]>('DELETE FROM history_days WHERE owner = ? AND day = ?'),
    days: db.prepare<[string, string], { day: string; delta: string; unknown: number; rows: number }>(
      `SELECT day, delta, unknown, rows FROM history_days
       WHERE owner = (SELECT id FROM history_owners WHERE network_id = ? AND address = ?) ORDER BY day`,
    ),
  };
}

export function createHistoryDaysRepo(db: Database.Database): HistoryDaysRepo {
  // Prepared on first use: a repository over a database not yet at schema 10 (migration tests) still opens.
  let statements: ReturnType<typeof prepare> | null = null;
  const st = () => (statements ??= prepare(db));

  const foldStep = (networkId: string, address: string, limit: number, effectOf: RowEffect) => {
    const s = st();
    const owner = s.owner.get(networkId, address);
    if (!owner) return { rows: 0, done: true };
    const changes = new Map<string, { delta: bigint; unknown: number; rows: number }>();
    const add = (record: EffectRecord, sign: number) => {
      const effect = effectOf(toFolded(record));
      if (!effect) return;
      const sum = changes.get(effect.day) ?? { delta: 0n, unknown: 0, rows: 0 };
      sum.delta += BigInt(sign) * effect.delta;
      sum.unknown += effect.known ? 0 : sign;
      sum.rows += sign;
      changes.set(effect.day, sum);
    };
    const pending = s.pending.all(owner.id);
    for (const p of pending) add(p, p.sign);
    if (pending.length > 0) s.dropPending.run(owner.id, pending.at(-1)!.seq);
    const rows = s.unfolded.all(owner.id, owner.days_through, limit);
    for (const r of rows) add(r, 1);
    if (rows.length > 0) s.setThrough.run(rows.at(-1)!.id, owner.id);
    for (const [day, change] of changes) {
      const stored = s.day.get(owner.id, day);
      const total = {
        delta: BigInt(stored?.delta ?? '0') + change.delta,
        unknown: (stored?.unknown ?? 0) + change.unknown,
        rows: (stored?.rows ?? 0) + change.rows,
      };
      if (total.rows <= 0) s.dropDay.run(owner.id, day);
      else s.putDay.run(owner.id, day, total.delta.toString(), total.unknown, total.rows);
    }
    return { rows: pending.length + rows.length, done: rows.length < limit };
  };
  const foldInTransaction = db.transaction(foldStep);

  return {
    foldStep: (networkId, address, limit, effectOf) =>
      db.inTransaction
        ? foldStep(networkId, address, limit, effectOf)
        : foldInTransaction(networkId, address, limit, effectOf),
    days: (networkId, address): HistoryDay[] =>
      st()
        .days.all(networkId, address)
        .map((d) => ({ day: d.day, delta: BigInt(d.delta), unknown: d.unknown, rows: d.rows })),
  };
}
