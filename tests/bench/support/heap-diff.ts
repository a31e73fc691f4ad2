// Compares two V8 heap snapshots by constructor (count and self size), largest growth first:
// `npx tsx tests/bench/support/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]`.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface ConstructorTotals {
  count: number;
  selfSize: number;
}

/** Totals of a snapshot's nodes by "type:name" (e.g. "object:Map", "closure:refresh", "code:..."). */
export function totalsByConstructor(snapshot: Snapshot): Map<string, ConstructorTotals> {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const totals = new Map<string, ConstructorTotals>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    const raw = snapshot.strings[snapshot.nodes[i + nameAt]!]!;
    const name =
      type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '' : raw.slice(0, 60);
    const key = `${type}:${name}`;
    const entry = totals.get(key) ?? { count: 0, selfSize: 0 };
    entry.count += 1;
    entry.selfSize += snapshot.nodes[i + sizeAt]!;
    totals.set(key, entry);
  }
  return totals;
}

/** Rows of (key, count delta, size delta) sorted by size growth, largest first. */
export function diffTotals(
  before: Map<string, ConstructorTotals>,
  after: Map<string, ConstructorTotals>,
): Array<{ key: string; count: number; size: number }> {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .map((key) => ({
      key,
      count: (after.get(key)?.count ?? 0) - (before.get(key)?.count ?? 0),
      size: (after.get(key)?.selfSize ?? 0) - (before.get(key)?.selfSize ?? 0),
    }))
    .sort((a, b) => b.size - a.size);
}

if (process.argv[1]?.endsWith('heap-diff.ts')) {
  const [beforeFile, afterFile, rows = '30'] = process.argv.slice(2);
  if (!beforeFile || !afterFile)
    throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
  const read = (file: string) => totalsByConstructor(JSON.parse(readFileSync(file, 'utf8')) as Snapshot);
  for (const row of diffTotals(read(beforeFile), read(afterFile)).slice(0, Number(rows)))
    console.log(`${String(row.size).padStart(10)} B ${String(row.count).padStart(7)}  ${row.key}`);
}
