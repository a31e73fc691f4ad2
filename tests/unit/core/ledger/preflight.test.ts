// The pre-flight check names the limit a sign doc breaks before anything is sent to the device.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { describe, expect, it } from 'vitest';
import { LEDGER_SIGN_LIMITS, preflightSignDoc } from '../../../../electron/core/ledger/preflight';

const doc = (over: Partial<StdSignDoc> = {}): StdSignDoc => ({
  chain_id: 'xyz-devnet-1',
  account_number: '7',
  sequence: '0',
  fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gas: '200000' },
  msgs: [{ type: 'cosmos-sdk/MsgSend', value: { amount: [{ denom: 'uxyz', amount: '1' }] } }],
  memo: '',
  ...over,
});

describe('preflightSignDoc', () => {
  it('passes an ordinary send', () => {
    expect(preflightSignDoc(serializeSignDoc(doc()))).toBeNull();
  });

  it('refuses more than 10 KiB, saying how big it is', () => {
    const big = doc({ msgs: [{ type: 't', value: { blob: 'x'.repeat(11_000) } }] });
    expect(preflightSignDoc(serializeSignDoc(big))).toMatchObject({ limit: 'bytes', max: 10 * 1024 });
  });

  it('refuses a memo longer than the app shows', () => {
    const problem = preflightSignDoc(serializeSignDoc(doc({ memo: 'm'.repeat(300) })));
    expect(problem).toEqual({ limit: 'memo', actual: 300, max: LEDGER_SIGN_LIMITS.maxMemoBytes });
  });

  it('refuses nesting deeper than the app parses', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 12; i += 1) value = { a: value };
    const problem = preflightSignDoc(
      serializeSignDoc(doc({ msgs: [{ type: 't', value: value as object }] })),
    );
    expect(problem).toMatchObject({ limit: 'depth', max: LEDGER_SIGN_LIMITS.maxDepth });
  });

  it('refuses more JSON tokens than the app holds', () => {
    const many = Array.from({ length: 700 }, () => 1);
    const problem = preflightSignDoc(
      serializeSignDoc(doc({ msgs: [{ type: 't', value: { amount: many } }] })),
    );
    expect(problem).toMatchObject({ limit: 'tokens', max: LEDGER_SIGN_LIMITS.maxTokens });
  });

  it('refuses bytes that are not JSON', () => {
    expect(preflightSignDoc(new TextEncoder().encode('{nope'))).toMatchObject({ limit: 'json' });
  });
});
