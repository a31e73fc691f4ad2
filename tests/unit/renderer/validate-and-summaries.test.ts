// Inline checks as the person types, human error texts and one-line history summaries.
import { describe, expect, it } from 'vitest';
import { checkAmount, feeReserve, memoError } from '../../../renderer/src/lib/validate';
import { humanError, humanTxCode } from '../../../renderer/src/lib/errors';
import { eventsFromRawLog, rowAmount, rowType, summarize } from '../../../renderer/src/lib/tx-summary';
import type { HistoryEntry } from '../../../shared/api/data';

describe('checkAmount', () => {
  it('stays quiet for an empty field', () => {
    expect(checkAmount('', 10n)).toEqual({ ok: false, message: null });
  });
  it('parses display amounts to base units', () => {
    expect(checkAmount('1.5', null)).toEqual({ ok: true, base: 1_500_000n });
  });
  it('explains bad input and amounts above the balance', () => {
    expect(checkAmount('1.1234567', null)).toMatchObject({
      ok: false,
      message: expect.stringContaining('6 digits'),
    });
    expect(checkAmount('abc', null)).toMatchObject({ ok: false, message: expect.stringContaining('number') });
    expect(checkAmount('5', 1_000_000n)).toMatchObject({
      ok: false,
      message: expect.stringContaining('spendable balance (1 XYZ)'),
    });
  });
});

describe('memo and fee reserve', () => {
  it('limits memos to 256 bytes', () => {
    expect(memoError('a'.repeat(256))).toBeNull();
    expect(memoError('a'.repeat(257))).toContain('256');
  });
  it('keeps 200,000 gas worth of fee back for "max"', () => {
    expect(feeReserve('average')).toBe(6000n);
    expect(feeReserve('high', '7777')).toBe(7777n);
  });
});

describe('humanError', () => {
  it('turns result codes into sentences and keeps the raw log behind', () => {
    const e = humanError({
      code: 'insufficient_funds',
      message: 'insufficient funds',
      details: { code: 5, rawLog: 'spendable balance 1uxyz' },
    });
    expect(e.text).toBe('Not enough funds to cover the amount and the fee.');
    expect(e.detail).toContain('spendable balance 1uxyz');
  });
  it('recognises contract failures and out of gas', () => {
    expect(
      humanError({ code: 'tx_failed', message: 'x', details: { codespace: 'wasm', code: 5 } }).text,
    ).toContain('contract refused');
    expect(humanTxCode(11, 'out of gas').text).toContain('ran out of gas');
    expect(humanTxCode(13, '').text).toContain('below the network minimum');
    expect(humanTxCode(32, '').text).toContain('got in first');
  });
  it('passes input errors through as written by core', () => {
    expect(humanError({ code: 'invalid_address', message: 'Address checksum is wrong.' })).toEqual({
      text: 'Address checksum is wrong.',
      detail: null,
    });
  });
});

describe('history summaries', () => {
  const base = {
    hash: 'H',
    height: 1,
    timestamp: '2026-11-22T07:00:00Z',
    code: 0,
    memo: '',
    fee: [],
    rawLog: '',
  };
  it('labels sends and receives with signed amounts', () => {
    const row: HistoryEntry = {
      ...base,
      direction: 'in',
      messages: [
        {
          '@type': '/ledger.bank.v1beta1.MsgSend',
          from_address: 'xyz1sender000000000000000000000000000000',
          amount: [{ denom: 'uxyz', amount: '1500000' }],
        },
      ],
    };
    expect(rowType(row)).toBe('send');
    expect(summarize(row)).toMatchObject({ label: 'Receive', amount: '+1.5 XYZ' });
  });
  it('understands both dialects and every message kind', () => {
    expect(rowType({ messages: [{ '@type': '/cosmos.staking.v1beta1.MsgDelegate' }] })).toBe('delegate');
    expect(rowType({ messages: [{ '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract' }] })).toBe('contract');
    expect(rowType({ messages: [{ '@type': '/xyz.bridge.v1.MsgBurnForBridgeOut' }] })).toBe('bridge');
    expect(rowType({ messages: [] })).toBe('other');
    expect(rowAmount({ messages: [{ amount: { denom: 'uxyz', amount: '10' } }] })).toBe(10n);
    expect(
      rowAmount({
        messages: [
          {
            funds: [
              { denom: 'uxyz', amount: '7' },
              { denom: 'other', amount: '9' },
            ],
          },
        ],
      }),
    ).toBe(7n);
  });
});

describe('contract call labels', () => {
  const base = {
    hash: 'H',
    height: 1,
    timestamp: '2026-11-22T07:00:00Z',
    code: 0,
    memo: '',
    fee: [],
    rawLog: '',
    direction: 'out' as const,
  };
  it('names the action from the msg, given as an object or as JSON text', () => {
    const buy: HistoryEntry = {
      ...base,
      messages: [
        {
          '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
          contract: 'xyz1c',
          msg: { buy: { token: 't' } },
          funds: [{ denom: 'uxyz', amount: '5000000' }],
        },
      ],
    };
    expect(summarize(buy)).toMatchObject({ label: 'Buy', amount: '−5 XYZ' });
    const swap: HistoryEntry = {
      ...base,
      messages: [{ '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract', msg: '{"swap":{}}' }],
    };
    expect(summarize(swap).label).toBe('Swap');
    const odd: HistoryEntry = {
      ...base,
      messages: [{ '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract', msg: 'not json' }],
    };
    expect(summarize(odd).label).toBe('Contract');
  });
});

describe('humanTxCode for contract failures', () => {
  it('tells a contract failure (wasm, code 5) from plain insufficient funds by the raw log', () => {
    expect(
      humanTxCode(
        5,
        'failed to execute message; message index: 0: token graduated: execute wasm contract failed',
      ).text,
    ).toContain('contract refused');
    expect(
      humanTxCode(5, 'spendable balance 1uxyz is smaller than 2uxyz: insufficient funds').text,
    ).toContain('Not enough funds');
  });
  it('keeps out of gas as out of gas even inside a contract call', () => {
    expect(humanTxCode(11, 'out of gas in location: wasm contract; gasWanted: 1').text).toContain(
      'ran out of gas',
    );
  });
});

describe('eventsFromRawLog', () => {
  it('reads the events of an SDK-style JSON raw log', () => {
    const raw = JSON.stringify([
      {
        msg_index: 0,
        log: '',
        events: [{ type: 'transfer', attributes: [{ key: 'amount', value: '5uxyz' }] }],
      },
    ]);
    expect(eventsFromRawLog(raw)).toEqual([
      { type: 'transfer', attributes: [{ key: 'amount', value: '5uxyz' }] },
    ]);
  });
  it('returns nothing for plain-text or malformed logs', () => {
    expect(eventsFromRawLog('out of gas')).toEqual([]);
    expect(eventsFromRawLog('[{"events": 3}')).toEqual([]);
  });
});
