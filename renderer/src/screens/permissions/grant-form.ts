// The grant form's checks, pure: the end date (a local day, ending at its last second, after today; more than a
// year out is allowed but advised against), the grantee (an address of this network, not this account) and the
// optional allow list of a send allowance.
import { checkAddress } from '../../../../shared/address';
import { MAX_PERMISSION_ITEMS } from './permissions-api';

export type GrantMode = 'restake' | 'send' | 'fee';

/** Most validators a restake grant names, and most addresses a send allow list holds (the contract's bound). */
export const MAX_LIST = MAX_PERMISSION_ITEMS;
const DAY_MS = 86_400_000;

export type ExpiryCheck =
  { ok: true; iso: string; far: boolean } | { ok: false; reason: 'empty' | 'past' | 'bad' };

/** "2027-03-01" (an <input type=date> value) as the end of that local day, checked against `now`. */
export function checkExpiry(day: string, now: Date): ExpiryCheck {
  if (day.trim() === '') return { ok: false, reason: 'empty' };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return { ok: false, reason: 'bad' };
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(end.getTime()) || end.getDate() !== Number(match[3])) return { ok: false, reason: 'bad' };
  if (end.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  return { ok: true, iso: end.toISOString(), far: end.getTime() - now.getTime() > 365 * DAY_MS };
}

/** The local day `days` after `now`, as an <input type=date> value. */
export function dayAfter(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type GranteeCheck =
  { ok: true; address: string } | { ok: false; message: string | null; self: boolean };

/** The grantee as typed: an address of `prefix`, never this account's own. Empty is not an error yet. */
export function checkGrantee(text: string, prefix: string, own: string | null): GranteeCheck {
  if (text.trim() === '') return { ok: false, message: null, self: false };
  const checked = checkAddress(text, prefix);
  if (!checked.ok) return { ok: false, message: checked.message, self: false };
  if (own !== null && checked.address === own) return { ok: false, message: null, self: true };
  return checked;
}

export type ListCheck =
  { ok: true; addresses: string[] } | { ok: false; line: number; message: string | null; tooMany: boolean };

/** An allow list typed one address per line (blank lines skipped, repeats dropped); empty: anyone. */
export function checkAddressList(text: string, prefix: string): ListCheck {
  const addresses: string[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const checked = checkAddress(line, prefix);
    if (!checked.ok) return { ok: false, line: i + 1, message: checked.message, tooMany: false };
    if (!addresses.includes(checked.address)) addresses.push(checked.address);
  }
  if (addresses.length > MAX_LIST) return { ok: false, line: 0, message: null, tooMany: true };
  return { ok: true, addresses };
}
