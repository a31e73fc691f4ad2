// Unit: the four search filter forms, query= parsing, cursor paging, and coin validation codes.
import { describe, expect, it } from 'vitest';
import { page, parseFilter, parseQuery, cursorOf } from '../../../../devnet/chain/search';
import { validateCoins } from '../../../../devnet/chain/coins';
import { ChainError, type TxRecord } from '../../../../devnet/chain/types';

const tx = (height: number, index: number) =>
  ({ height, index, hash: `${height}-${index}` }) as unknown as TxRecord;

describe('parseFilter', () => {
  it('parses the spec forms with quoted strings and the unquoted height', () => {
    expect(parseFilter("message.sender='xyz1abc'")).toEqual({
      type: 'message',
      key: 'sender',
      op: '=',
      value: 'xyz1abc',
    });
    expect(parseFilter("transfer.recipient='xyz1def'").value).toBe('xyz1def');
    expect(parseFilter('tx.height=42')).toEqual({ type: 'tx', key: 'height', op: '=', value: '42' });
    expect(parseFilter("message.action='/ledger.bank.v1beta1.MsgSend'").value).toBe(
      '/ledger.bank.v1beta1.MsgSend',
    );
    expect(parseFilter('message.sender=xyz1abc').value).toBe('xyz1abc');
  });

  it('rejects malformed filters with gRPC code 3', () => {
    for (const bad of ['nonsense', 'message=x', 'tx.height=abc', "message.sender>'x'"]) {
      expect(() => parseFilter(bad), bad).toThrow(ChainError);
    }
  });

  it('splits the query= form on AND', () => {
    expect(parseQuery("message.sender='a' AND tx.height>=3").map((f) => f.op)).toEqual(['=', '>=']);
  });
});

describe('page', () => {
  const all = [tx(1, 0), tx(1, 1), tx(2, 0), tx(3, 0), tx(3, 1)];

  it('pages ascending with a next_key cursor and null at the end', () => {
    const first = page(all, { order: 'asc', limit: 2 });
    expect(first.txs.map((t) => t.hash)).toEqual(['1-0', '1-1']);
    expect(first.nextKey).toBe(cursorOf(all[2]!));
    const last = page(all, { order: 'asc', limit: 2, key: cursorOf(all[4]!) });
    expect(last.txs.map((t) => t.hash)).toEqual(['3-1']);
    expect(last.nextKey).toBeNull();
    expect(last.total).toBe(5);
  });

  it('pages descending from the newest', () => {
    const first = page(all, { order: 'desc', limit: 3 });
    expect(first.txs.map((t) => t.hash)).toEqual(['3-1', '3-0', '2-0']);
    expect(page(all, { order: 'desc', limit: 3, key: first.nextKey! }).txs.map((t) => t.hash)).toEqual([
      '1-1',
      '1-0',
    ]);
  });
});

describe('validateCoins', () => {
  it('accepts sorted positive coins and rejects the rest with code 10', () => {
    expect(() =>
      validateCoins([
        { denom: 'abc', amount: '1' },
        { denom: 'uxyz', amount: '5' },
      ]),
    ).not.toThrow();
    for (const bad of [
      [{ denom: 'uxyz', amount: '0' }],
      [{ denom: 'uxyz', amount: '-1' }],
      [{ denom: '1x', amount: '1' }],
      [
        { denom: 'uxyz', amount: '1' },
        { denom: 'abc', amount: '1' },
      ],
      [],
    ]) {
      try {
        validateCoins(bad);
        expect.unreachable(JSON.stringify(bad));
      } catch (err) {
        expect((err as ChainError).code).toBe(10);
      }
    }
  });
});
