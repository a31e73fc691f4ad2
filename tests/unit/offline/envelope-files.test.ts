// Specification of reading offline transaction files: every bad file is refused before use with a clear reason.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { MAX_TX_FILE_BYTES } from '../../../shared/offline/envelopes';
import {
  parseSignedTxEnvelope,
  parseTxEnvelope,
  parseUnsignedTxEnvelope,
  serializeEnvelope,
} from '../../../shared/offline/parse-envelope';
import { buildUnsignedEnvelope } from '../../../electron/core/offline/unsigned-tx';
import { ALICE, NOW, PARAMS, sendBody } from './fixtures';

const goodUnsigned = () =>
  buildUnsignedEnvelope({
    ...PARAMS,
    signer: ALICE,
    bodyBytes: sendBody(),
    pubkey: null,
    dialect: 'spec',
    now: NOW,
  });

function refusal(run: () => unknown): WalletError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return error as WalletError;
  }
  throw new Error('expected a refusal');
}

describe('reading a transaction file', () => {
  it('refuses a file over the size limit before parsing it', () => {
    const huge = `{"format":"xyz-wallet/signed-tx","pad":"${'x'.repeat(MAX_TX_FILE_BYTES)}"}`;
    const error = refusal(() => parseTxEnvelope(huge));
    expect(error.details?.reason).toBe('file_too_large');
    expect(error.message).toMatch(/256 KiB/);
  });

  it('counts the limit in bytes, not characters', () => {
    const multiByte = 'é'.repeat(MAX_TX_FILE_BYTES / 2 + 1);
    expect(refusal(() => parseTxEnvelope(multiByte)).details?.reason).toBe('file_too_large');
  });

  it('refuses an empty file, non-JSON and JSON that is not an envelope', () => {
    expect(refusal(() => parseTxEnvelope('   ')).details?.reason).toBe('empty_file');
    expect(refusal(() => parseTxEnvelope('hello')).details?.reason).toBe('not_json');
    expect(refusal(() => parseTxEnvelope('[1,2]')).details?.reason).toBe('unknown_format');
    expect(refusal(() => parseTxEnvelope('{"format":"psbt"}')).details?.reason).toBe('unknown_format');
  });

  it('refuses an unknown version with a clear message', () => {
    const error = refusal(() => parseTxEnvelope(JSON.stringify({ ...goodUnsigned(), version: 3 })));
    expect(error.details?.reason).toBe('unsupported_version');
    expect(error.message).toMatch(/version 3/);
  });

  it('refuses unknown fields, missing fields and malformed values', () => {
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...goodUnsigned(), extra: 1 }))).details?.reason,
    ).toBe('invalid_fields');
    const { sequence: _omit, ...missing } = goodUnsigned();
    expect(refusal(() => parseTxEnvelope(JSON.stringify(missing))).details?.reason).toBe('invalid_fields');
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...goodUnsigned(), sequence: '-1' }))).details?.reason,
    ).toBe('invalid_fields');
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...goodUnsigned(), body_bytes: 'not base64!' }))).details
        ?.reason,
    ).toBe('invalid_fields');
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...goodUnsigned(), signer: 'bob' }))).details?.reason,
    ).toBe('invalid_fields');
  });

  it('tells a signed file from an unsigned one', () => {
    const text = serializeEnvelope(goodUnsigned());
    expect(parseUnsignedTxEnvelope(text)).toEqual(goodUnsigned());
    expect(refusal(() => parseSignedTxEnvelope(text)).details?.reason).toBe('wrong_kind');
  });
});
