// Specification of deviceScreens: the wallet shows the sign doc exactly as the Ledger Cosmos app will, screen by
// screen — checked against the app's own UI test vectors (tests/fixtures/ledger, copied from cosmos/ledger-cosmos).
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { fromUtf8 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { deviceScreens, deviceScreenTitle, type DeviceScreen } from '../../../shared/ledger/device-screens';
import vectors from '../../fixtures/ledger/ledger-cosmos-ui-vectors.json';

/** nlohmann::json dump as the app's test harness serialises a vector: sorted keys, no spaces, \uXXXX for non-ASCII. */
const harnessJson = (x: unknown): string => {
  if (Array.isArray(x)) return `[${x.map(harnessJson).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const entries = Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${harnessJson(k)}:${harnessJson(v)}`).join(',')}}`;
  }
  if (typeof x === 'string') {
    return JSON.stringify(x).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  return JSON.stringify(x);
};

/** The harness's dumpUI line: "<item> | <key>[ [page/pages]] : <value>", one trailing space trimmed. */
const dumpLine = (s: DeviceScreen) => {
  const line = `${s.item} | ${s.key}${s.pageCount > 1 ? ` [${s.page}/${s.pageCount}]` : ''} : ${s.value}`;
  return line.endsWith(' ') ? line.slice(0, -1) : line;
};

const screensOf = (json: string, options: Parameters<typeof deviceScreens>[1] = {}) => {
  const result = deviceScreens(json, options);
  if (!result.ok) throw new Error(result.error);
  return result.screens;
};

const ALICE = 'xyz1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncjzqzcs';
const signDoc = (msgs: StdSignDoc['msgs'], memo = ''): string =>
  fromUtf8(
    serializeSignDoc({
      chain_id: 'xyz-devnet-1',
      account_number: '7',
      sequence: '3',
      fee: { amount: [{ amount: '5000', denom: 'uxyz' }], gas: '200000' },
      msgs,
      memo,
    }),
  );

describe('deviceScreens against the Cosmos app test vectors', () => {
  it.each(vectors.vectors)('$name', ({ tx, expected, expert }) => {
    const screens = screensOf(harnessJson(tx), { model: 'vectors', expertMode: expert });
    expect(screens.map(dumpLine)).toEqual(expected);
  });
});

describe('deviceScreens for the wallet sign docs', () => {
  it('shows a send on the xyz chain item by item: chain, account, sequence, message fields, memo, fee, gas', () => {
    const json = signDoc(
      [
        {
          type: 'cosmos-sdk/MsgSend',
          value: { amount: [{ amount: '1500000', denom: 'uxyz' }], from_address: ALICE, to_address: BOB },
        },
      ],
      'rent',
    );
    expect(screensOf(json).map(({ key, value }) => [key, value])).toEqual([
      ['Chain ID', 'xyz-devnet-1'],
      ['Account', '7'],
      ['Sequence', '3'],
      ['Type', 'Send'],
      ['Amount', '1500000 uxyz'],
      ['From', ALICE],
      ['To', BOB],
      ['Memo', 'rent'],
      ['Fee', '5000 uxyz'],
      ['Gas', '200000'],
    ]);
  });

  it('keeps a type the app does not know verbatim and shows fields it has no label for as their key path', () => {
    const json = signDoc([
      {
        type: 'wasm/MsgExecuteContract',
        value: { contract: BOB, funds: [], msg: { swap: { min_out: '1' } }, sender: ALICE },
      },
    ]);
    const shown = screensOf(json).map(({ key, value }) => [key, value]);
    expect(shown).toContainEqual(['Type', 'wasm/MsgExecuteContract']);
    expect(shown).toContainEqual(['msgs/value/contract', BOB]);
    // Deeper than two levels the device shows the JSON text itself.
    expect(shown).toContainEqual(['msgs/value/msg', '{"swap":{"min_out":"1"}}']);
    expect(shown).toContainEqual(['msgs/value/sender', ALICE]);
  });

  it('shows "Type" once when every message has the same type, and each delegator (not the default chain)', () => {
    const claim = (validator: string) => ({
      type: 'cosmos-sdk/MsgWithdrawDelegationReward',
      value: { delegator_address: ALICE, validator_address: validator },
    });
    const keys = screensOf(signDoc([claim('xyzvaloper1a'), claim('xyzvaloper1b')])).map((s) => s.key);
    expect(keys.filter((k) => k === 'Type')).toHaveLength(1);
    expect(keys.filter((k) => k === 'Delegator')).toHaveLength(2);
  });

  it('pages a long value by the device model: a Nano S shows 34 bytes a page, a Nano S Plus the whole address', () => {
    const json = signDoc([
      { type: 'cosmos-sdk/MsgSend', value: { amount: [], from_address: ALICE, to_address: BOB } },
    ]);
    const fromOnNanoS = screensOf(json, { model: 'nanoS' }).filter((s) => s.key === 'From');
    expect(fromOnNanoS.map((s) => [s.page, s.pageCount, s.value])).toEqual([
      [1, 2, ALICE.slice(0, 34)],
      [2, 2, ALICE.slice(34)],
    ]);
    expect(screensOf(json, { model: 'nanoSPlus' }).filter((s) => s.key === 'From')).toEqual([
      { item: 5, key: 'From', value: ALICE, page: 1, pageCount: 1 },
    ]);
    // An empty coin list is shown as "Empty".
    expect(screensOf(json).find((s) => s.key === 'Amount')?.value).toBe('Empty');
  });

  it('shows escapes as the JSON carries them (cosmjs escapes <, > and &) and omits an empty memo', () => {
    expect(screensOf(signDoc([], 'a<b')).find((s) => s.key === 'Memo')?.value).toBe('a\\u003cb');
    expect(screensOf(signDoc([])).some((s) => s.key === 'Memo')).toBe(false);
  });

  it('on cosmoshub-4 hides a delegator equal to the signing account (the app knows its own address)', () => {
    const json = harnessJson({
      account_number: '1',
      chain_id: 'cosmoshub-4',
      fee: { amount: [{ amount: '5000', denom: 'uatom' }], gas: '200000' },
      memo: '',
      msgs: [
        {
          type: 'cosmos-sdk/MsgDelegate',
          value: { amount: { amount: '1', denom: 'uatom' }, delegator_address: 'me', validator_address: 'v' },
        },
      ],
      sequence: '1',
    });
    expect(screensOf(json).map((s) => s.key)).toEqual(['Type', 'Amount', 'Delegator', 'Validator', 'Fee']);
    expect(screensOf(json, { ownAddress: 'me' }).map((s) => s.key)).toEqual([
      'Type',
      'Amount',
      'Validator',
      'Fee',
    ]);
  });

  it('answers what the device refuses: not JSON, chain id "0" or "1", more than 255 items', () => {
    expect(deviceScreens('{"a":')).toEqual({ ok: false, error: 'not_json' });
    expect(deviceScreens('{"chain_id":"1"}')).toEqual({ ok: false, error: 'unexpected_chain' });
    const many = Array.from({ length: 128 }, (_, i) => ({ type: `t${i}`, value: { v: 'x' } }));
    expect(deviceScreens(signDoc(many))).toEqual({ ok: false, error: 'too_many_items' });
  });
});

describe('deviceScreenTitle', () => {
  it('marks the page as the device does: "[1/2]" on a Nano, "(1/2)" on a touch screen, nothing for one page', () => {
    const screen = { item: 0, key: 'From', value: 'xyz1', page: 1, pageCount: 2 };
    expect(deviceScreenTitle(screen, 'nanoS')).toBe('From [1/2]');
    expect(deviceScreenTitle(screen, 'stax')).toBe('From (1/2)');
    expect(deviceScreenTitle({ ...screen, pageCount: 1 }, 'nanoS')).toBe('From');
  });
});
