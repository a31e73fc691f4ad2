// Writes one block's facts into the index tables: tokens, trades, txs and their parties (prepared statements).
import type { BlockRecord } from '../chain/types';
import type { Db } from './db';
import type { LiquidityProvided, PositionedFact, Trade } from './events';
import { blockFacts } from './events';
import { txParties } from './parties';
import { txEntryJson } from './tx-entry';
import { txFee, txMemo, txMessages } from './tx-json';
import { blockTimeMs } from './time';

interface TokenState {
  source: string;
  graduated: number;
  pair: string | null;
}

/** Prepared writers bound to one database; `writeBlock` is called inside the indexer's per-block transaction. */
export function createIndexWriter(db: Db) {
  const insertTx = db.prepare(
    `INSERT INTO txs (hash, height, tx_index, time_ms, code, memo, fee_json, messages_json, raw_log, entry_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertParty = db.prepare(
    'INSERT OR IGNORE INTO tx_parties (address, tx_id, direction) VALUES (?, ?, ?)',
  );
  const insertCw20 = db.prepare(
    `INSERT OR IGNORE INTO cw20_meta (address, name, symbol, image, description, creator, created_at_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectCw20 = db.prepare('SELECT * FROM cw20_meta WHERE address = ?');
  const insertToken = db.prepare(
    `INSERT OR IGNORE INTO tokens (address, name, symbol, image, description, creator, source, pair,
       created_at_ms, first_seen_at_ms, first_seen_height, first_seen_pos)
     VALUES (@address, @name, @symbol, @image, @description, @creator, @source, @pair,
       @created_at_ms, @first_seen_at_ms, @first_seen_height, @first_seen_pos)`,
  );
  const selectToken = db.prepare('SELECT source, graduated, pair FROM tokens WHERE address = ?');
  const insertTrade = db.prepare(
    `INSERT INTO trades (token, height, block_time_ms, venue, side, xyz_amount, token_amount, price)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updatePrice = db.prepare('UPDATE tokens SET current_price = ? WHERE address = ?');
  const updateReserves = db.prepare('UPDATE tokens SET xyz_reserves = ? WHERE address = ?');
  const updatePair = db.prepare('UPDATE tokens SET pair = ? WHERE address = ?');
  const graduate = db.prepare('UPDATE tokens SET graduated = 1, pair = COALESCE(?, pair) WHERE address = ?');

  /** The token's row, creating it (source "amm" for pool activity, else "launchpad") when first seen. */
  function ensureToken(
    fact: Trade | LiquidityProvided,
    height: number,
    timeMs: number,
    pos: number,
  ): TokenState {
    const known = selectToken.get(fact.token) as TokenState | undefined;
    if (known) return known;
    const meta = selectCw20.get(fact.token) as Record<string, unknown> | undefined;
    const amm = fact.kind === 'liquidity' || fact.venue === 'amm';
    insertToken.run({
      address: fact.token,
      name: meta?.name ?? null,
      symbol: meta?.symbol ?? null,
      image: meta?.image ?? null,
      description: meta?.description ?? null,
      creator: meta?.creator ?? null,
      source: amm ? 'amm' : 'launchpad',
      pair: fact.pair,
      created_at_ms: meta?.created_at_ms ?? null,
      first_seen_at_ms: timeMs,
      first_seen_height: height,
      first_seen_pos: pos,
    });
    return selectToken.get(fact.token) as TokenState;
  }

  /** Pool opening: an AMM-only token appears with the pool's price and reserve (not a trade). */
  function applyLiquidity(fact: LiquidityProvided, height: number, timeMs: number, pos: number): void {
    const token = ensureToken(fact, height, timeMs, pos);
    if (token.source !== 'amm' || (token.pair !== null && token.pair !== fact.pair)) return;
    if (token.pair === null) updatePair.run(fact.pair, fact.token);
    if (fact.price !== null) updatePrice.run(fact.price.toString(), fact.token);
    if (fact.xyzReserves !== null) updateReserves.run(fact.xyzReserves.toString(), fact.token);
  }

  function applyTrade(trade: Trade, height: number, timeMs: number, pos: number): void {
    const token = ensureToken(trade, height, timeMs, pos);
    insertTrade.run(
      trade.token,
      height,
      timeMs,
      trade.venue,
      trade.side,
      trade.xyzAmount.toString(),
      trade.tokenAmount.toString(),
      trade.price.toString(),
    );
    updatePrice.run(trade.price.toString(), trade.token);
    if (trade.xyzReserves === null) return;
    const onCurve = trade.venue === 'curve' && token.graduated === 0;
    let ownPool =
      trade.venue === 'amm' && (token.graduated === 1 || token.source === 'amm') && token.pair === trade.pair;
    if (trade.venue === 'amm' && token.source === 'amm' && token.pair === null) {
      updatePair.run(trade.pair, trade.token);
      ownPool = true;
    }
    if (onCurve || ownPool) updateReserves.run(trade.xyzReserves.toString(), trade.token);
  }

  function applyFact({ fact, txIndex, eventIndex }: PositionedFact, height: number, timeMs: number): void {
    const pos = txIndex * 1_000_000 + eventIndex;
    switch (fact.kind) {
      case 'cw20':
        insertCw20.run(
          fact.token,
          fact.name,
          fact.symbol,
          fact.image,
          fact.description,
          fact.creator,
          timeMs,
        );
        return;
      case 'created':
        insertToken.run({
          address: fact.token,
          name: fact.name,
          symbol: fact.symbol,
          image: fact.image,
          description: fact.description,
          creator: fact.creator,
          source: 'launchpad',
          pair: null,
          created_at_ms: timeMs,
          first_seen_at_ms: timeMs,
          first_seen_height: height,
          first_seen_pos: pos,
        });
        return;
      case 'trade':
        applyTrade(fact, height, timeMs, pos);
        return;
      case 'liquidity':
        applyLiquidity(fact, height, timeMs, pos);
        return;
      case 'graduated':
        graduate.run(fact.pair, fact.token);
        if (fact.xyzReserves !== null) updateReserves.run(fact.xyzReserves.toString(), fact.token);
        return;
    }
  }

  /** Records every tx of `block` with its parties, and applies its token facts. */
  function writeBlock(block: BlockRecord): void {
    const timeMs = blockTimeMs(block.time);
    for (const tx of block.txs) {
      const messages = txMessages(tx.txJson);
      const memo = txMemo(tx.txJson);
      const fee = txFee(tx.txJson);
      const entry = txEntryJson({
        hash: tx.hash,
        height: block.height,
        timeMs,
        code: tx.code,
        memo,
        fee,
        messages,
        rawLog: tx.rawLog,
      });
      const info = insertTx.run(
        tx.hash,
        block.height,
        tx.index,
        timeMs,
        tx.code,
        memo,
        JSON.stringify(fee),
        JSON.stringify(messages),
        tx.rawLog,
        entry,
      );
      for (const [address, direction] of txParties(tx))
        insertParty.run(address, info.lastInsertRowid, direction);
    }
    for (const fact of blockFacts(block)) applyFact(fact, block.height, timeMs);
  }

  return { writeBlock };
}
