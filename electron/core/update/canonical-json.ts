// Canonical JSON for signing: object keys sorted by code unit, no whitespace, so signer and verifier agree byte for byte.

/** JSON a signature covers: plain objects, arrays, strings, finite numbers, booleans and null only. */
export type CanonicalValue =
  string | number | boolean | null | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

/** The canonical text of a value; throws for values JSON cannot carry exactly (undefined, NaN, functions). */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonical JSON cannot carry a non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item as CanonicalValue)).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as { readonly [key: string]: CanonicalValue };
    const keys = Object.keys(record).sort();
    return `{${keys
      .map((key) => {
        const member = record[key];
        if (member === undefined) throw new Error(`canonical JSON: "${key}" is undefined`);
        return `${JSON.stringify(key)}:${canonicalJson(member)}`;
      })
      .join(',')}}`;
  }
  throw new Error(`canonical JSON cannot carry a ${typeof value}`);
}
