// Reads what a scanned "pay me" QR holds: a bare address (xyz1...) or a payment URI "xyz:<address>?amount=&memo="
// (docs/payment-uri.md). Pure: it returns checked parts or a reason; the Send form still validates and reviews them.
import { checkAddress, type AddressProblem } from './address';
import { BECH32_PREFIX, DECIMALS } from './chain';
import { parseDisplayAmount } from './format';
import { checkMemo } from './memo';
import { findDeceptiveChars } from './text';

/** Longest text read as a payment request (an address, a 256-byte memo fully percent-encoded and an amount fit). */
export const PAYMENT_URI_MAX_CHARS = 1024;

export interface PaymentRequest {
  address: string;
  /** Amount in base units (uxyz), when the request names one. */
  amountBase?: string;
  memo?: string;
}

export type PaymentUriProblem =
  | 'too_long'
  | 'not_a_payment_request'
  | 'bad_address'
  | 'bad_amount'
  | 'bad_memo'
  | 'duplicate_parameter'
  | 'unsupported_parameter';

export type PaymentUriResult =
  | { ok: true; request: PaymentRequest }
  | { ok: false; reason: PaymentUriProblem; addressProblem?: AddressProblem; parameter?: string };

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function readAddress(text: string, prefix: string): PaymentUriResult {
  const check = checkAddress(text, prefix);
  if (!check.ok) return { ok: false, reason: 'bad_address', addressProblem: check.reason };
  return { ok: true, request: { address: check.address } };
}

function readAmount(value: string): string | null {
  if (!AMOUNT_PATTERN.test(value)) return null;
  const parsed = parseDisplayAmount(value, DECIMALS);
  return parsed.ok ? parsed.base.toString() : null;
}

function readMemo(value: string): string | null {
  const memo = decodeComponent(value);
  if (memo === null || checkMemo(memo) !== null || findDeceptiveChars(memo).length > 0) return null;
  return memo;
}

/**
 * Parses `text` as a bare address or an `xyz:` payment URI for `prefix` (default xyz). Refuses anything else:
 * a wrong or misspelt address, an amount that is not a plain positive decimal of at most 6 places (XYZ, never a
 * rounding), a memo over 256 UTF-8 bytes or with hidden characters, a parameter given twice, and any `req-`
 * parameter (one the payer must understand). Other unknown parameters (e.g. `label`) are ignored.
 */
export function parsePaymentUri(text: string, prefix: string = BECH32_PREFIX): PaymentUriResult {
  const trimmed = text.trim();
  if (trimmed.length > PAYMENT_URI_MAX_CHARS) return { ok: false, reason: 'too_long' };
  const scheme = `${prefix}:`;
  if (!trimmed.toLowerCase().startsWith(scheme)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return { ok: false, reason: 'not_a_payment_request' };
    return readAddress(trimmed, prefix);
  }
  const rest = trimmed.slice(scheme.length);
  const query = rest.indexOf('?');
  const addressPart = query === -1 ? rest : rest.slice(0, query);
  const address = readAddress(addressPart, prefix);
  if (!address.ok) return address;
  const request: PaymentRequest = { ...address.request };
  const seen = new Set<string>();
  const pairs =
    query === -1
      ? []
      : rest
          .slice(query + 1)
          .split('&')
          .filter((pair) => pair !== '');
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const name = (equals === -1 ? pair : pair.slice(0, equals)).toLowerCase();
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (seen.has(name)) return { ok: false, reason: 'duplicate_parameter', parameter: name };
    seen.add(name);
    if (name === 'amount') {
      const amountBase = readAmount(value);
      if (amountBase === null) return { ok: false, reason: 'bad_amount' };
      request.amountBase = amountBase;
    } else if (name === 'memo') {
      const memo = readMemo(value);
      if (memo === null) return { ok: false, reason: 'bad_memo' };
      request.memo = memo;
    } else if (name.startsWith('req-')) {
      return { ok: false, reason: 'unsupported_parameter', parameter: name };
    }
  }
  return { ok: true, request };
}

/** Writes a payment URI (the inverse of parsePaymentUri, for Receive screens and tests). */
export function formatPaymentUri(request: PaymentRequest, prefix: string = BECH32_PREFIX): string {
  const params: string[] = [];
  if (request.amountBase !== undefined) {
    const base = BigInt(request.amountBase);
    const unit = 10n ** BigInt(DECIMALS);
    const fraction = (base % unit).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
    params.push(`amount=${base / unit}${fraction ? `.${fraction}` : ''}`);
  }
  if (request.memo !== undefined) params.push(`memo=${encodeURIComponent(request.memo)}`);
  return `${prefix}:${request.address}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
