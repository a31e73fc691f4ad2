// Query and body parameter validation for the backend API: every bad input becomes a 400, never a crash.
import { fromBase64, fromBech32 } from '@cosmjs/encoding';
import { BECH32_PREFIX } from '../../shared/chain';
import { ApiError } from './http';

/** Longest bech32 string accepted (BIP-173 allows 90; contract addresses are 63 characters here). */
const BECH32_MAX_LENGTH = 128;

/** True when `value` is a bech32 `xyz1...` address of 20 (account) or 32 (contract) bytes. */
export function isXyzAddress(value: string): boolean {
  try {
    // An explicit length limit: @scure/base 2 rejects cosmjs' default of Infinity.
    const { prefix, data } = fromBech32(value, BECH32_MAX_LENGTH);
    return prefix === BECH32_PREFIX && (data.length === 20 || data.length === 32);
  } catch {
    return false;
  }
}

/** The required `address` query parameter, validated and normalised to lower case. */
export function requireAddress(params: URLSearchParams): string {
  const values = params.getAll('address');
  if (values.length === 0 || values[0] === '')
    throw new ApiError(400, 'missing_address', 'query parameter "address" is required');
  if (values.length > 1)
    throw new ApiError(400, 'invalid_address', 'query parameter "address" must be given once');
  const address = values[0]!.trim();
  if (!isXyzAddress(address)) {
    throw new ApiError(400, 'invalid_address', `"${values[0]}" is not a valid ${BECH32_PREFIX}1... address`);
  }
  return address.toLowerCase();
}

/** An optional integer query parameter within [min, max]; `fallback` when absent. */
export function optionalInt(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const values = params.getAll(name);
  if (values.length === 0) return fallback;
  if (values.length > 1)
    throw new ApiError(400, 'invalid_parameter', `query parameter "${name}" must be given once`);
  const text = values[0]!.trim();
  if (!/^-?\d+$/.test(text))
    throw new ApiError(400, 'invalid_parameter', `"${name}" must be an integer, got "${values[0]}"`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`;
    throw new ApiError(400, 'invalid_parameter', `"${name}" must be ${range}, got ${text}`);
  }
  return value;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes the required base64 string field `name` of a JSON body into non-empty bytes. */
export function requireBase64(body: Record<string, unknown>, name: string): Uint8Array {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    throw new ApiError(400, 'invalid_body', `field "${name}" is required`);
  }
  if (typeof value !== 'string')
    throw new ApiError(400, 'invalid_body', `field "${name}" must be a base64 string`);
  const compact = value.trim();
  if (!BASE64.test(compact)) throw new ApiError(400, 'invalid_base64', `field "${name}" is not valid base64`);
  const bytes = fromBase64(compact);
  if (bytes.length === 0) throw new ApiError(400, 'invalid_body', `field "${name}" decodes to zero bytes`);
  return bytes;
}
