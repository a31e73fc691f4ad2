import { describe, expect, it } from 'vitest';
import { withPercent } from '../../../../electron/core/handlers/data';
import { csvField, historyToCsv } from '../../../../electron/core/sync/history-csv';
import { describeTxFailure } from '../../../../electron/core/tx/result-codes';
import { simulationFailure } from '../../../../electron/core/tx/simulate';

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
    expect(csv.split('\r\n')[0]).toBe('hash,height,timestamp,direction,status,code,types,fee_uxyz,memo');
    expect(csv.split('\r\n')[1]).toBe(
      'AB,5,2026-11-22T07:00:00Z,out,success,0,/ledger.bank.v1beta1.MsgSend,3500,"hi, ""you"""',
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

describe('describeTxFailure', () => {
  it.each([
    [4, 'sdk', 'unauthorized', null],
    [5, 'sdk', 'insufficient_funds', null],
    [11, 'sdk', 'out_of_gas', 'retry_more_gas'],
    [13, 'sdk', 'insufficient_fee', null],
    [32, 'sdk', 'sequence_mismatch', 'resync_sequence'],
    [99, 'sdk', 'tx_failed', null],
  ])('maps code %i (%s) to %s', (code, codespace, errorCode, next) => {
    const described = describeTxFailure({ code, codespace, rawLog: 'x' });
    expect(described.errorCode).toBe(errorCode);
    expect(described.next).toBe(next);
    expect(described.message.length).toBeGreaterThan(10);
  });
  it('quotes the contract reason for wasm failures', () => {
    const described = describeTxFailure({
      code: 5,
      codespace: 'wasm',
      rawLog: 'failed to execute message; message index: 0: token graduated: execute wasm contract failed',
    });
    expect(described.message).toBe('The contract refused this transaction: token graduated');
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
      ).message,
    ).toBe('The contract would refuse this transaction: unknown token');
    expect(
      simulationFailure('account sequence mismatch, expected 4, got 3: incorrect account sequence').code,
    ).toBe('sequence_mismatch');
  });
});
