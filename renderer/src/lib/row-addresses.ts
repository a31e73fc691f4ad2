// The bech32-looking addresses a history row's messages carry (senders, recipients, contracts, pairs), pure: what
// the names store asks the core to name.

const ADDRESS = /^[a-z]{1,20}1[02-9ac-hj-np-z]{38,90}$/;

/** Every distinct address string anywhere in `value` (nested objects and arrays), in first-seen order. */
export function addressesIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (ADDRESS.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) addressesIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) addressesIn(item, into);
  }
  return into;
}
