import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/data';
import { buildNameBook, EMPTY_NAMES, nameOf } from '../../../renderer/src/lib/row-names';
import { cw20FromEvents, summarize } from '../../../renderer/src/lib/tx-summary';

const ME = 'xyz1me00000000000000000000000000000000000';
const BOB = 'xyz1bob0000000000000000000000000000000000';
const CAROL = 'xyz1carol00000000000000000000000000000000';
const VALOPER = 'xyzvaloper1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqxyz';
const MEME = 'xyz1memecontract00000000000000000000000000000000000000000000';
const PAIR = 'xyz1paircontract00000000000000000000000000000000000000000000';

const book = buildNameBook({
  accounts: [{ address: ME, name: 'Main account' }],
  contacts: [{ address: BOB, name: 'Bob' }],
  validators: [{ operatorAddress: VALOPER, moniker: 'validator-1' }],
  tokens: [{ address: MEME, symbol: 'MEME', name: 'Moon Meme', pair: PAIR }],
});

function row(
  direction: HistoryEntry['direction'],
  message: Record<string, unknown>,
  extra = {},
): HistoryEntry {
  return {
    hash: 'AB',
    height: 7,
    timestamp: '2026-11-22T07:00:00Z',
    code: 0,
    memo: '',
    fee: [{ denom: 'uxyz', amount: '5250' }],
    messages: [message],
    direction,
    rawLog: '',
    ...extra,
  };
}

describe('history rows show names, an amount and the fee', () => {
  it('names contacts, own accounts, validators and tokens, else the short address', () => {
    expect(nameOf(BOB, book)).toBe('Bob');
    expect(nameOf(ME, book)).toBe('Main account');
    expect(nameOf(VALOPER, book)).toBe('validator-1');
    expect(nameOf(MEME, book)).toBe('MEME');
    expect(nameOf(PAIR, book)).toBe('MEME/XYZ');
    expect(nameOf(CAROL, book)).toBe('xyz1carol0…000000');
  });

  it('a contact name wins over an account name for the same address', () => {
    const both = buildNameBook({
      accounts: [{ address: BOB, name: 'Old' }],
      contacts: [{ address: BOB, name: 'Bob' }],
    });
    expect(nameOf(BOB, both)).toBe('Bob');
  });

  it('a send names the recipient and shows the fee in XYZ', () => {
    const send = row('out', {
      '@type': '/ledger.bank.v1beta1.MsgSend',
      from_address: ME,
      to_address: BOB,
      amount: [{ denom: 'uxyz', amount: '2000000' }],
    });
    expect(summarize(send, book)).toEqual({
      label: 'Send',
      amount: '−2 XYZ',
      counterparty: 'Bob',
      counterpartyAddress: BOB,
      fee: '0.00525 XYZ',
      sentence: '',
    });
  });

  it('a delegation names the validator by its moniker, not xyzvaloper…', () => {
    const delegate = row('out', {
      '@type': '/ledger.staking.v1beta1.MsgDelegate',
      delegator_address: ME,
      validator_address: VALOPER,
      amount: { denom: 'uxyz', amount: '10000000' },
    });
    expect(summarize(delegate, book)).toMatchObject({
      label: 'Delegate',
      amount: '−10 XYZ',
      counterparty: 'validator-1',
      fee: '0.00525 XYZ',
    });
  });

  it('a CW20 transfer shows the token amount with its symbol and names the recipient', () => {
    const transfer = row('out', {
      '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
      sender: ME,
      contract: MEME,
      msg: { transfer: { recipient: BOB, amount: '12500000' } },
      funds: [],
    });
    expect(summarize(transfer, book)).toMatchObject({
      label: 'Token transfer',
      amount: '−12.5 MEME',
      counterparty: 'Bob',
      fee: '0.00525 XYZ',
    });
  });

  it('a received CW20 transfer (msg as base64 JSON) is signed + and names the sender', () => {
    const msg = Buffer.from(JSON.stringify({ transfer: { recipient: ME, amount: '3000000' } })).toString(
      'base64',
    );
    const incoming = row('in', {
      '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
      sender: BOB,
      contract: MEME,
      msg,
    });
    expect(summarize(incoming, book)).toMatchObject({ amount: '+3 MEME', counterparty: 'Bob' });
  });

  it('a CW20 send (a sell into a pair) shows the token amount and names the pair target', () => {
    const sell = row('out', {
      '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
      contract: MEME,
      msg: JSON.stringify({ send: { contract: PAIR, amount: '1000000', msg: 'e30=' } }),
    });
    expect(summarize(sell, book)).toMatchObject({
      label: 'Token send / sell',
      amount: '−1 MEME',
      counterparty: 'MEME/XYZ',
    });
  });

  it('an unknown token still shows its amount, with the contract’s short address for a symbol', () => {
    const unknown = row('out', {
      '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
      contract: PAIR,
      msg: { transfer: { recipient: CAROL, amount: '1' } },
    });
    expect(summarize(unknown, EMPTY_NAMES).amount).toBe('−0.000001 xyz1pairco…000000');
  });

  it('a buy shows the XYZ paid and names the token bought', () => {
    const buy = row('out', {
      '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
      contract: PAIR,
      msg: { buy: { token: MEME, min_tokens_out: '1' } },
      funds: [{ denom: 'uxyz', amount: '3000000' }],
    });
    expect(summarize(buy, book)).toMatchObject({ label: 'Buy', amount: '−3 XYZ', counterparty: 'MEME' });
  });

  it('takes a CW20 amount from the wasm events when the message does not carry one', () => {
    const events = [
      {
        type: 'wasm',
        attributes: [
          { key: '_contract_address', value: MEME },
          { key: 'action', value: 'transfer' },
          { key: 'recipient', value: BOB },
          { key: 'amount', value: '7000000' },
        ],
      },
    ];
    expect(cw20FromEvents(events)).toEqual({ token: MEME, amount: 7_000_000n, to: BOB });
    const viaLog = row(
      'out',
      { '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract', contract: PAIR, msg: 'not readable' },
      { rawLog: JSON.stringify([{ msg_index: 0, events }]) },
    );
    expect(summarize(viaLog, book)).toMatchObject({ amount: '−7 MEME', counterparty: 'Bob' });
  });

  it('a row without a fee shows none', () => {
    expect(summarize(row('in', { '@type': 'x' }, { fee: [] }), book).fee).toBe('');
  });
});
