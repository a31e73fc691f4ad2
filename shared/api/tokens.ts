// Contract of the paged token list and token hygiene: the renderer asks the core for windows of rows (the list is
// filtered and sorted where the data is, in SQLite) and for the person's per-account choices about tokens.
import { z } from 'zod';
import { channel, idSchema, type EpochMs } from './channel';
import type { TokenView } from './data';

export const tokenFilterSchema = z.enum(['all', 'launchpad', 'amm', 'graduated']);
export const tokenSortSchema = z.enum(['newest', 'volume', 'price', 'progress']);
export type TokenFilter = z.infer<typeof tokenFilterSchema>;
export type TokenSort = z.infer<typeof tokenSortSchema>;

/** Most rows one window may carry (a screen holds ~15; the list asks for a few screens at once). */
export const TOKEN_WINDOW_MAX = 200;

/** A person's mark on one token: hidden everywhere, or kept (never hidden by a rule, never flagged). */
export const tokenMarkSchema = z.enum(['hidden', 'kept']);
export type TokenMark = z.infer<typeof tokenMarkSchema>;

/** Non-negative whole uxyz, as a decimal string. */
const uxyzSchema = z.string().regex(/^(0|[1-9][0-9]{0,30})$/, 'expected a whole number of uxyz');

export interface TokenWindow {
  /** Rows `offset` .. `offset + rows.length - 1` of the filtered, sorted list. */
  rows: TokenView[];
  offset: number;
  /** Rows the whole filtered list has; a lower bound when `totalIsLowerBound` (very short queries). */
  total: number;
  totalIsLowerBound: boolean;
  /** Tokens the person hid that match the query and filter (shown only with `showHidden`). */
  hiddenMatches: number;
  updatedAt: EpochMs | null;
}

/** What names a token in a history row. */
export interface TokenName {
  address: string;
  name: string | null;
  symbol: string | null;
  pair: string | null;
}

/** The person's token choices for one account, and which of their tokens arrived unasked. */
export interface TokenHygieneView {
  accountId: string;
  marks: Record<string, TokenMark>;
  /** Holdings worth less than this many uxyz are hidden; null = no threshold. */
  hideBelowUxyz: string | null;
  showHidden: boolean;
  /** Held tokens the account never sent a transaction about (and not marked kept): flagged as unsolicited. */
  unsolicited: string[];
}

export const tokenListChannels = {
  /**
   * One window of the token list, filtered (substring of name, symbol or address; kind) and sorted by the core;
   * tokens the account hid are left out unless `showHidden`. Cache only: 'tokens/list' refreshes it.
   */
  'tokens/window': channel(
    z.strictObject({
      accountId: idSchema.optional(),
      query: z.string().max(100).default(''),
      filter: tokenFilterSchema.default('all'),
      sort: tokenSortSchema.default('newest'),
      showHidden: z.boolean().default(false),
      offset: z.number().int().min(0).max(10_000_000).default(0),
      limit: z.number().int().min(1).max(TOKEN_WINDOW_MAX).default(50),
    }),
  ).returns<TokenWindow>(),
  /** Names of the cached tokens whose contract or AMM pair is one of `addresses` (to name history rows). */
  'tokens/names': channel(
    z.strictObject({ addresses: z.array(z.string().min(1).max(128)).max(500) }),
  ).returns<{ tokens: TokenName[] }>(),
  /** One cached token by address; null when the list does not have it. */
  'tokens/get': channel(z.strictObject({ token: z.string().min(1).max(128) })).returns<{
    token: TokenView | null;
  }>(),
  /** The account's token choices and its unsolicited tokens. */
  'tokens/hygiene': channel(z.strictObject({ accountId: idSchema })).returns<TokenHygieneView>(),
  /** Hides a token, keeps it, or (null) forgets the mark. */
  'tokens/mark': channel(
    z.strictObject({
      accountId: idSchema,
      token: z.string().min(1).max(128),
      mark: tokenMarkSchema.nullable(),
    }),
  ).returns<TokenHygieneView>(),
  /** Changes the account's threshold (null = none) and whether hidden tokens are shown. */
  'tokens/hygiene-prefs': channel(
    z.strictObject({
      accountId: idSchema,
      hideBelowUxyz: uxyzSchema.nullable().optional(),
      showHidden: z.boolean().optional(),
    }),
  ).returns<TokenHygieneView>(),
} as const;
