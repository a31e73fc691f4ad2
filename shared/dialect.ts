// The one place that spells module prefixes: maps canonical (cosmos) names to a network profile's dialect.
// Spec dialect renames cosmos -> ledger, cosmwasm -> ledgerwasm, tendermint -> consensus (DOMAIN.md section 1).

export type Dialect = 'spec' | 'cosmos';

const SPEC_RENAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/cosmwasm/g, 'ledgerwasm'],
  [/cosmos-sdk/g, 'ledger-sdk'],
  [/cosmos_sdk/g, 'ledger_sdk'],
  [/cosmos/g, 'ledger'],
  [/tendermint/g, 'consensus'],
];

/** Maps a canonical name (URL path, type URL, amino type, JSON key) into `dialect`. Pure. */
export function toDialect(canonical: string, dialect: Dialect): string {
  if (dialect === 'cosmos') return canonical;
  let out = canonical;
  for (const [from, to] of SPEC_RENAMES) out = out.replace(from, to);
  return out;
}

/** Maps a dialect name back to canonical (cosmos) form. Pure. */
export function fromDialect(name: string, dialect: Dialect): string {
  if (dialect === 'cosmos') return name;
  return name
    .replace(/ledgerwasm/g, 'cosmwasm')
    .replace(/ledger-sdk/g, 'cosmos-sdk')
    .replace(/ledger_sdk/g, 'cosmos_sdk')
    .replace(/ledger/g, 'cosmos')
    .replace(/consensus/g, 'tendermint');
}

/** Both dialects, the spec's first (the default of a file or profile that does not say). */
export const DIALECTS: readonly Dialect[] = ['spec', 'cosmos'];

/** The dialect that is not `dialect`. Pure. */
export function otherDialect(dialect: Dialect): Dialect {
  return dialect === 'spec' ? 'cosmos' : 'spec';
}
