// What a scanned address QR fills in a form: the address, and the amount (as the person would type it, in this
// locale) and memo of an xyz: payment URI. The form then checks them as it checks typed text.
import { parsePaymentUri } from '../../../../shared/payment-uri';
import { formatInputAmount } from '../money';

export interface ScannedPayment {
  address: string;
  amount?: string;
  memo?: string;
}

/** The form values of a scanned bare address or payment URI for `prefix`; null when the text is neither. */
export function scannedPayment(text: string, prefix?: string): ScannedPayment | null {
  const parsed = parsePaymentUri(text, prefix);
  if (!parsed.ok) return null;
  const { address, amountBase, memo } = parsed.request;
  return {
    address,
    ...(amountBase !== undefined ? { amount: formatInputAmount(BigInt(amountBase), 6) } : {}),
    ...(memo !== undefined ? { memo } : {}),
  };
}

/** Whether a scanned text is an address or payment URI for `prefix` (the scanner's `accepts`). */
export function isScannedPayment(text: string, prefix?: string): boolean {
  return parsePaymentUri(text, prefix).ok;
}
