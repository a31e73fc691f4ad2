// Tokens whose symbol or name has a word starting with a search word, found through indexes (cache migration 8)
// instead of reading the whole list: the trigram index for words of 3+ characters, symbol/name-start ranges below.
import type Database from 'better-sqlite3';
import { searchWords, type NamedAddress } from './history-match';

/** Candidate rows read per word before the word-start check (a word inside many names stops here). */
const CANDIDATES = 2_000;

/** The smallest string above every string starting with `prefix` (for a range scan). */
const after = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

export function createTokenNameFinder(db: Database.Database) {
  let byTrigram: Database.Statement | null = null;
  let byStart: Database.Statement | null = null;
  /** At most `cap` tokens (newest first among the candidates) whose symbol or name has a word starting with `word`. */
  return function tokensNamed(networkId: string, word: string, cap: number): NamedAddress[] {
    const lower = word.toLowerCase();
    let rows: Array<{ address: string; name: string | null; symbol: string | null }>;
    if (lower.length >= 3) {
      byTrigram ??= db.prepare(
        `SELECT tokens.address, tokens.name, tokens.symbol FROM tokens_fts CROSS JOIN tokens
           ON tokens.rowid = tokens_fts.rowid
         WHERE tokens_fts MATCH @match AND tokens.network_id = @networkId LIMIT ${CANDIDATES}`,
      );
      rows = byTrigram.all({
        match: `{name symbol} : "${lower.replace(/"/g, '""')}"`,
        networkId,
      }) as typeof rows;
    } else {
      // Short words: only the start of the symbol or of the name (no index finds a 1-2 letter word inside a name).
      byStart ??= db.prepare(
        `SELECT address, name, symbol FROM tokens WHERE network_id = @networkId
           AND lower(symbol) >= @from AND lower(symbol) < @to
         UNION
         SELECT address, name, symbol FROM tokens WHERE network_id = @networkId
           AND lower(name) >= @from AND lower(name) < @to
         LIMIT ${CANDIDATES}`,
      );
      rows = byStart.all({ networkId, from: lower, to: after(lower) }) as typeof rows;
    }
    const named: NamedAddress[] = [];
    for (const row of rows) {
      const names = [row.symbol ?? '', row.name ?? ''];
      if (names.some((name) => searchWords(name).some((w) => w.startsWith(lower)))) {
        named.push({ names, address: row.address });
        if (named.length >= cap) break;
      }
    }
    return named;
  };
}
