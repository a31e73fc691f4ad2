// The hand-written B4 check is exactly as strict as the zod schema it replaces on the sync's hot path: on a valid
// reply and on every broken or edge variant of each member, both give the same verdict and the same output.
import { describe, expect, it } from 'vitest';
import { walletTransactionsSchema } from '../../../../electron/core/chain/backend-schemas';
import { walletTransactionsReply } from '../../../../electron/core/chain/history-reply';

type Json = Record<string, unknown>;

const tx = (i: number): Json => ({
  hash: `HASH${i}`,
  height: i % 2 === 0 ? String(100 - i) : 100 - i,
  timestamp: '2026-11-22T07:00:00.000Z',
  code: i === 2 ? 5 : 0,
  memo: `memo ${i}`,
  fee: [{ denom: 'uxyz', amount: '5000', extra: 'stripped' }],
  messages: [
    {
      '@type': '/ledger.bank.v1beta1.MsgSend',
      from_address: 'xyz1a',
      amount: [{ denom: 'uxyz', amount: '1' }],
    },
  ],
  direction: (['in', 'out', 'self'] as const)[i % 3],
  raw_log: '[{"msg_index":0}]',
  unknown_member: 'stripped',
});
const reply = (): Json => ({
  address: 'xyz1a',
  page: 2,
  limit: 100,
  total: 250,
  transactions: [tx(0), tx(1), tx(2)],
  extra: 1,
});

/** Values tried in place of every member: missing, wrong types, and the edges of each rule. */
const VARIANTS: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '007',
  '1e3',
  '-1',
  ' 1',
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  true,
  [],
  {},
  [{}],
  'in',
  'self',
  'sideways',
];

/** Every (path, value) mutation of the reply: root members, a tx's members, a coin's and a message's members. */
function* mutations(): Generator<{ where: string; value: Json }> {
  const paths: Array<Array<string | number>> = [
    ...['address', 'page', 'limit', 'total', 'transactions'].map((k) => [k]),
    ['transactions', 1],
    ...Object.keys(tx(1)).map((k) => ['transactions', 1, k]),
    ['transactions', 1, 'fee', 0],
    ['transactions', 1, 'fee', 0, 'denom'],
    ['transactions', 1, 'fee', 0, 'amount'],
    ['transactions', 1, 'messages', 0],
    ['transactions', 1, 'messages', 0, '@type'],
    ['transactions', 1, 'messages', 0, 'amount'],
  ];
  for (const path of paths) {
    for (const v of VARIANTS) {
      const value = structuredClone(reply());
      let parent = value as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      if (v === undefined) delete parent[last];
      else parent[last] = structuredClone(v);
      yield { where: `${path.join('.')} = ${JSON.stringify(v) ?? 'missing'}`, value };
    }
  }
  yield { where: 'root is an array', value: [] as unknown as Json };
  yield { where: 'root is null', value: null as unknown as Json };
}

describe('B4 reply check', () => {
  it('gives the output of walletTransactionsSchema for a valid reply (strips unknown members, fills defaults, heights as text)', () => {
    const expected = walletTransactionsSchema.parse(reply());
    const got = walletTransactionsReply.parse(reply());
    expect(got).toEqual(expected);
    expect(got.transactions[1]!.height).toBe('99');
    expect(got.transactions[0]!.fee).toEqual([{ denom: 'uxyz', amount: '5000' }]);
  });

  it('accepts and rejects exactly what walletTransactionsSchema does, member by member', () => {
    let rejected = 0;
    for (const { where, value } of mutations()) {
      const zod = walletTransactionsSchema.safeParse(value);
      const fast = walletTransactionsReply.safeParse(value);
      expect({ where, accepted: fast.success }).toEqual({ where, accepted: zod.success });
      if (zod.success && fast.success) expect(fast.data).toEqual(zod.data);
      if (!zod.success) rejected += 1;
    }
    expect(rejected).toBeGreaterThan(200); // the corpus does probe the rules
  });

  it('names the member at fault', () => {
    const broken = reply();
    (broken.transactions as Json[])[2]!.height = '12a';
    const result = walletTransactionsReply.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['transactions', 2, 'height']);
  });
});
