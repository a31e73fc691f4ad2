// Address poisoning: a new recipient that looks like one the person already used (same first and last 4 characters).
// Pure; used by the renderer's send form and the CLI's review.

/** Characters compared at each end of the bech32 data part (what people glance at). */
export const LOOK_ALIKE_CHARS = 4;

/** The data part of a bech32 address (after the last '1'), lowercase. */
function dataPart(address: string): string {
  const normalized = address.trim().toLowerCase();
  return normalized.slice(normalized.lastIndexOf('1') + 1);
}

/** True when two different addresses share the first and last 4 characters of their data part. */
export function looksAlike(a: string, b: string): boolean {
  const x = dataPart(a);
  const y = dataPart(b);
  if (x === y || x.length <= LOOK_ALIKE_CHARS * 2 || y.length <= LOOK_ALIKE_CHARS * 2) return false;
  return (
    x.slice(0, LOOK_ALIKE_CHARS) === y.slice(0, LOOK_ALIKE_CHARS) &&
    x.slice(-LOOK_ALIKE_CHARS) === y.slice(-LOOK_ALIKE_CHARS)
  );
}

/**
 * The known addresses (history counterparties, address book) that `address` imitates — only when `address` itself
 * was never used: sending again to a known address is not poisoning, whatever it resembles.
 */
export function lookAlikes(address: string, known: readonly string[]): string[] {
  const target = address.trim().toLowerCase();
  const normalized = known.map((k) => k.trim().toLowerCase());
  if (normalized.includes(target)) return [];
  return [...new Set(normalized.filter((k) => looksAlike(target, k)))];
}

/** Every string in a JSON value (a history row's messages) that looks like an address with `prefix`. */
export function addressesIn(value: unknown, prefix: string): string[] {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith(`${prefix}1`) && /^[a-z0-9]+$/.test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}

/** The search text that finds history rows whose addresses could look like `address`: its first characters. */
export function lookAlikeQuery(address: string): string {
  const normalized = address.trim().toLowerCase();
  return normalized.slice(0, normalized.lastIndexOf('1') + 1 + LOOK_ALIKE_CHARS);
}
