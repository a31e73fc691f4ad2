// Lookups over a list of message kinds (or of their views): by type URL in either dialect, or by a message's `@type`.
import { fromDialect } from '../dialect';
import type { KindView, MsgKind } from './kind';

/** The kinds by canonical type URL (history aliases included), built once per list. */
export interface KindBook<K extends KindView = MsgKind> {
  readonly kinds: readonly K[];
  /** The kind of a type URL in either dialect (spec names are mapped back first); null when unknown. */
  byTypeUrl(typeUrl: string): K | null;
  /** The kind a message of a history row or sign doc belongs to, by its `@type`; null when unknown. */
  ofJson(message: unknown): K | null;
}

/** Builds the lookups of `kinds`; two kinds claiming one type URL is a programming error. */
export function kindBook<K extends KindView>(kinds: readonly K[]): KindBook<K> {
  const byUrl = new Map<string, K>();
  for (const kind of kinds) {
    for (const url of [kind.typeUrl, ...(kind.historyAliases ?? [])]) {
      if (byUrl.has(url)) throw new Error(`two message kinds claim ${url}`);
      byUrl.set(url, kind);
    }
  }
  const byTypeUrl = (typeUrl: string) =>
    byUrl.get(typeUrl) ?? byUrl.get(fromDialect(typeUrl, 'spec')) ?? null;
  return {
    kinds,
    byTypeUrl,
    ofJson: (message) =>
      message !== null && typeof message === 'object'
        ? byTypeUrl(String((message as Record<string, unknown>)['@type'] ?? ''))
        : null,
  };
}
