// Pure name book for history rows: addresses become contact / account names, validator monikers or token symbols.
import { DECIMALS, DISPLAY_DENOM } from '../../../shared/chain';
import { shortAddress } from './money';

export interface TokenName {
  symbol: string;
  /** Smallest-unit digits; the token cache carries none, so CW20 tokens default to the chain's 6. */
  decimals: number;
}

export interface NameBook {
  /** Address -> a name the user gave it (own accounts and address-book contacts). */
  people: ReadonlyMap<string, string>;
  /** Validator operator address -> moniker. */
  validators: ReadonlyMap<string, string>;
  /** CW20 contract address -> symbol and decimals. */
  tokens: ReadonlyMap<string, TokenName>;
  /** AMM pair contract address -> "SYMBOL/XYZ". */
  pairs: ReadonlyMap<string, string>;
}

export const EMPTY_NAMES: NameBook = {
  people: new Map(),
  validators: new Map(),
  tokens: new Map(),
  pairs: new Map(),
};

export interface NameSources {
  accounts?: ReadonlyArray<{ address: string; name: string }>;
  contacts?: ReadonlyArray<{ address: string; name: string }>;
  validators?: ReadonlyArray<{ operatorAddress: string; moniker: string }>;
  tokens?: ReadonlyArray<{
    address: string;
    symbol: string | null;
    name?: string | null;
    decimals?: number;
    pair?: string | null;
  }>;
}

/** Builds the book; a contact's name wins over an account's of the same address, empty names are skipped. */
export function buildNameBook(src: NameSources): NameBook {
  const people = new Map<string, string>();
  for (const a of [...(src.accounts ?? []), ...(src.contacts ?? [])])
    if (a.name.trim()) people.set(a.address, a.name.trim());
  const validators = new Map<string, string>();
  for (const v of src.validators ?? [])
    if (v.moniker.trim()) validators.set(v.operatorAddress, v.moniker.trim());
  const tokens = new Map<string, TokenName>();
  const pairs = new Map<string, string>();
  for (const t of src.tokens ?? []) {
    const symbol = (t.symbol ?? t.name ?? '').trim();
    if (!symbol) continue;
    if (!tokens.has(t.address)) tokens.set(t.address, { symbol, decimals: t.decimals ?? DECIMALS });
    if (t.pair) pairs.set(t.pair, `${symbol}/${DISPLAY_DENOM}`);
  }
  return { people, validators, tokens, pairs };
}

/** The most telling name of an address: contact/account, validator moniker, token symbol, AMM pair, else the short address. */
export function nameOf(address: string, book: NameBook): string {
  return (
    book.people.get(address) ??
    book.validators.get(address) ??
    book.tokens.get(address)?.symbol ??
    book.pairs.get(address) ??
    shortAddress(address)
  );
}
