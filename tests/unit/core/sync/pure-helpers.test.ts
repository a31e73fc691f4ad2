import { describe, expect, it } from 'vitest';
import { withPercent } from '../../../../electron/core/handlers/data';
import { csvField, historyToCsv } from '../../../../electron/core/sync/history-csv';
import { describeTxFailure, failureSummary } from '../../../../electron/core/tx/result-codes';
import { simulationFailure } from '../../../../electron/core/tx/simulate-failure';

describe('historyToCsv', () => {
  it('writes a header and one quoted row per tx with the fee in uxyz', () => {
    const csv = historyToCsv([
      {
        hash: 'AB',
        height: 5,
        timestamp: '2026-11-22T07:00:00Z',
        code: 0,
        memo: 'hi, "you"',
        fee: [{ denom: 'uxyz', amount: '3500' }],
        messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend' }],
        direction: 'out',
        rawLog: '',
      },
    ]);
    expect(csv.split('\r\n')[0]).toBe(
      'hash,height,timestamp,direction,status,code,types,fee_uxyz,memo,amount_xyz,fee_xyz',
    );
    expect(csv.split('\r\n')[1]).toBe(
      'AB,5,2026-11-22T07:00:00Z,out,success,0,/ledger.bank.v1beta1.MsgSend,3500,"hi, ""you""",0,0.0035',
    );
  });
  it('neutralises spreadsheet formulas in memos', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('withPercent', () => {
  it('computes reserves / threshold with bigint to 2 decimals and caps graduated tokens at 100', () => {
    expect(
      withPercent({
        token: 't',
        xyzReserves: '4217',
        threshold: '10000',
        graduated: false,
        pair: null,
        updatedAt: 0,
      }).percent,
    ).toBe('42.17');
    expect(
      withPercent({
        token: 't',
        xyzReserves: '1',
        threshold: '3',
        graduated: false,
        pair: null,
        updatedAt: 0,
      }).percent,
    ).toBe('33.33');
    expect(
      withPercent({
        token: 't',
        xyzReserves: '20000',
        threshold: '10000',
        graduated: true,
        pair: 'p',
        updatedAt: 0,
      }).percent,
    ).toBe('100.00');
  });
});

describe('describeTxFailure (data only: the renderer owns the sentences)', () => {
  it.each([
    [4, 'sdk', 'unauthorized', null],
    [5, 'sdk', 'insufficient_funds', null],
    [11, 'sdk', 'out_of_gas', 'retry_more_gas'],
    [13, 'sdk', 'insufficient_fee', null],
    [32, 'sdk', 'sequence_mismatch', 'resync_sequence'],
    [99, 'sdk', 'tx_failed', null],
  ])('maps code %i (%s) to %s with the chain fields and no sentence', (code, codespace, errorCode, next) => {
    expect(describeTxFailure({ code, codespace, rawLog: 'x' })).toEqual({
      errorCode,
      next,
      code,
      codespace,
      rawLog: 'x',
    });
  });
  it('gives the contract reason of a wasm failure as data, and no message', () => {
    const rawLog =
      'failed to execute message; message index: 0: token graduated: execute wasm contract failed';
    const described = describeTxFailure({ code: 5, codespace: 'wasm', rawLog });
    expect(described).toEqual({
      errorCode: 'tx_failed',
      next: null,
      code: 5,
      codespace: 'wasm',
      rawLog,
      contractReason: 'token graduated',
    });
    expect(described).not.toHaveProperty('message');
  });
  it('infers the codespace from raw_log when the source reports none (backend replies, pending rows)', () => {
    const rawLog = 'failed to execute message; message index: 0: slippage: execute wasm contract failed';
    expect(describeTxFailure({ code: 5, rawLog })).toMatchObject({
      codespace: 'wasm',
      contractReason: 'slippage',
    });
    expect(describeTxFailure({ code: 5, codespace: '', rawLog: 'insufficient funds' })).toMatchObject({
      codespace: 'sdk',
      errorCode: 'insufficient_funds',
    });
  });
  it('writes a short technical summary for WalletError.message', () => {
    expect(failureSummary(describeTxFailure({ code: 11, codespace: 'sdk', rawLog: 'out of gas' }))).toBe(
      'tx result code 11 (sdk)',
    );
  });
});

describe('simulationFailure', () => {
  it('turns simulate errors into typed errors with the raw log kept in details', () => {
    expect(
      simulationFailure(
        "spendable balance 0uxyz is smaller than 5uxyz: insufficient funds with gas used: '1200'",
      ),
    ).toMatchObject({
      code: 'insufficient_funds',
      details: { rawLog: expect.stringContaining('insufficient funds') },
    });
    expect(
      simulationFailure(
        "failed to execute message; message index: 0: unknown token: execute wasm contract failed with gas used: '5'",
      ),
    ).toMatchObject({
      code: 'tx_failed',
      details: { simulated: true, codespace: 'wasm', contractReason: 'unknown token' },
    });
    expect(
      simulationFailure('account sequence mismatch, expected 4, got 3: incorrect account sequence').code,
    ).toBe('sequence_mismatch');
  });
});
