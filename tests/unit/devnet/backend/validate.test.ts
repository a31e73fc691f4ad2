// Specification of backend input validation: every bad input is a 400 ApiError with a clear message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../devnet/backend/http';
import {
  isXyzAddress,
  optionalInt,
  requireAddress,
  requireBase64,
} from '../../../../devnet/backend/validate';
import { ALICE } from './fake-blocks';

const params = (query: string) => new URLSearchParams(query);
function apiError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('address validation', () => {
  it('accepts xyz1 account addresses and rejects other prefixes, bad checksums and junk', () => {
    expect(isXyzAddress(ALICE)).toBe(true);
    expect(isXyzAddress('cosmos1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n')).toBe(false);
    expect(isXyzAddress(ALICE.slice(0, -1) + 'q')).toBe(false);
    expect(isXyzAddress('hello')).toBe(false);
  });

  it('reports a missing address as 400 missing_address and a bad one as 400 invalid_address', () => {
    expect(apiError(() => requireAddress(params(''))).code).toBe('missing_address');
    expect(apiError(() => requireAddress(params('address='))).status).toBe(400);
    const bad = apiError(() => requireAddress(params('address=xyz1nope')));
    expect([bad.status, bad.code]).toEqual([400, 'invalid_address']);
    expect(requireAddress(params(`address=${ALICE}`))).toBe(ALICE);
    expect(requireAddress(params(`address=${ALICE.toUpperCase()}`))).toBe(ALICE);
  });
});

describe('integer parameters', () => {
  it('uses the default when absent and accepts the range bounds', () => {
    expect(optionalInt(params(''), 'limit', 20, 1, 100)).toBe(20);
    expect(optionalInt(params('limit=1'), 'limit', 20, 1, 100)).toBe(1);
    expect(optionalInt(params('limit=100'), 'limit', 20, 1, 100)).toBe(100);
  });

  it.each(['0', '101', '-1', 'abc', '1.5', '', '1e2', '99999999999999999999'])(
    'rejects limit=%s with 400',
    (value) => {
      const error = apiError(() => optionalInt(params(`limit=${value}`), 'limit', 20, 1, 100));
      expect([error.status, error.code]).toEqual([400, 'invalid_parameter']);
    },
  );
});

describe('base64 body fields', () => {
  it('decodes valid base64 and rejects missing, non-string, malformed and empty values', () => {
    expect(requireBase64({ tx_bytes: 'AQID' }, 'tx_bytes')).toEqual(new Uint8Array([1, 2, 3]));
    expect(apiError(() => requireBase64({}, 'tx_bytes')).status).toBe(400);
    expect(apiError(() => requireBase64({ tx_bytes: 12 }, 'tx_bytes')).status).toBe(400);
    expect(apiError(() => requireBase64({ tx_bytes: 'not base64!' }, 'tx_bytes')).code).toBe(
      'invalid_base64',
    );
    expect(apiError(() => requireBase64({ tx_bytes: 'AQI' }, 'tx_bytes')).code).toBe('invalid_base64');
  });
});
