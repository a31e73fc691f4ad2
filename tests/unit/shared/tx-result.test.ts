import { describe, expect, it } from 'vitest';
import { classifyTxResult, contractReason, resultCodespace } from '../../../shared/tx-result';

// Every result code DOMAIN.md section 4 names, read in codespace "sdk".
const DOMAIN_CODES: Array<[number, string, string, string | null]> = [
  [2, 'rejected', 'tx_failed', null],
  [4, 'unauthorized', 'unauthorized', null],
  [5, 'insufficient_funds', 'insufficient_funds', null],
  [7, 'invalid_address', 'invalid_address', null],
  [10, 'rejected', 'tx_failed', null],
  [11, 'out_of_gas', 'out_of_gas', 'retry_more_gas'],
  [12, 'memo_too_large', 'invalid_memo', null],
  [13, 'insufficient_fee', 'insufficient_fee', null],
  [15, 'rejected', 'tx_failed', null],
  [19, 'already_in_mempool', 'tx_failed', null],
  [21, 'rejected', 'tx_failed', null],
  [32, 'sequence_mismatch', 'sequence_mismatch', 'resync_sequence'],
];

describe('classifyTxResult (the one code -> meaning table)', () => {
  it.each(DOMAIN_CODES)('reads sdk code %i as %s (%s, next %s)', (code, meaning, errorCode, next) => {
    expect(classifyTxResult({ code, codespace: 'sdk', rawLog: 'x' })).toEqual({
      meaning,
      errorCode,
      next,
      codespace: 'sdk',
    });
  });

  it('reads any code of codespace "wasm" as the contract refusing, never as insufficient funds', () => {
    expect(classifyTxResult({ code: 5, codespace: 'wasm', rawLog: 'whatever' })).toEqual({
      meaning: 'contract_refused',
      errorCode: 'tx_failed',
      next: null,
      codespace: 'wasm',
    });
  });

  it('reads an unknown code, or a known number of another module, as a generic rejection', () => {
    expect(classifyTxResult({ code: 77, codespace: 'sdk' })).toMatchObject({
      meaning: 'rejected',
      next: null,
    });
    expect(classifyTxResult({ code: 5, codespace: 'staking', rawLog: '' })).toEqual({
      meaning: 'rejected',
      errorCode: 'tx_failed',
      next: null,
      codespace: 'staking',
    });
  });

  it('falls back to raw_log when no codespace is known (history rows, backend replies)', () => {
    const wasmLog =
      'failed to execute message; message index: 0: token graduated: execute wasm contract failed';
    expect(classifyTxResult({ code: 5, rawLog: wasmLog }).meaning).toBe('contract_refused');
    expect(
      classifyTxResult({ code: 5, codespace: '', rawLog: 'spendable balance 1uxyz: insufficient funds' })
        .meaning,
    ).toBe('insufficient_funds');
    // Gas, fee, signature and sequence codes win over a raw_log that mentions a contract.
    expect(classifyTxResult({ code: 11, rawLog: 'out of gas in location: wasm contract' }).meaning).toBe(
      'out_of_gas',
    );
    expect(resultCodespace(32, null, 'contract')).toBe('sdk');
  });
});

describe('contractReason', () => {
  it('extracts the contract message from a wasm raw_log', () => {
    expect(
      contractReason(
        'failed to execute message; message index: 0: slippage: min_tokens_out not met: execute wasm contract failed',
      ),
    ).toBe('slippage: min_tokens_out not met');
  });
  it('is null when the raw_log carries no message', () => {
    expect(contractReason('')).toBeNull();
    expect(
      contractReason('failed to execute message; message index: 0: execute wasm contract failed'),
    ).toBeNull();
  });
});
