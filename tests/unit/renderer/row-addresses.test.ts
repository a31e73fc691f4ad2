// The addresses a history row carries, to be named: every bech32-looking string at any depth, each once.
import { describe, expect, it } from 'vitest';
import { addressesIn } from '../../../renderer/src/lib/row-addresses';

const A = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
const TOKEN = 'xyz1zxcvasdfqwerzxcvasdfqwerzxcvasdfqwerzxcvasdfqwerzxcvasdfqw';
const VALOPER = 'xyzvaloper1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';

describe('addresses in a row', () => {
  it('collects senders, contracts and nested addresses once, in order', () => {
    const messages = [
      {
        '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
        sender: A,
        contract: TOKEN,
        msg: { transfer: { recipient: A } },
      },
      {
        '@type': '/x.MsgDelegate',
        delegator_address: A,
        validator_address: VALOPER,
        amount: { amount: '5' },
      },
    ];
    expect([...addressesIn(messages)]).toEqual([A, TOKEN, VALOPER]);
  });

  it('ignores text that only looks like an address in part (memos, hashes, numbers, upper case)', () => {
    expect([
      ...addressesIn({ memo: `pay ${A}`, hash: 'ABCDEF0123', amount: '100', upper: A.toUpperCase() }),
    ]).toEqual([]);
  });
});
