import { fromUtf8 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import {
  draftBridgeOut,
  draftDelegate,
  draftInstantiate,
  draftLaunchpadBuy,
  draftLaunchpadCreate,
  draftSend,
  draftSwap,
  type DraftEnv,
} from '../../../../electron/core/tx/drafts';
import { ALICE, BOB } from './fixtures';

const env: DraftEnv = {
  sender: ALICE.address,
  prefix: 'xyz',
  denom: 'uxyz',
  launchpad: 'xyz1launchpad',
  creationFee: 1_000_000n,
};

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'no error';
}

describe('drafts from user text', () => {
  it('turns a send into one MsgSend with the spend in uxyz and a readable summary', () => {
    const draft = draftSend({ accountId: 'a', to: BOB.address, amount: '1,000.5', memo: 'rent' }, env);
    expect(draft.spend).toBe(1_000_500_000n);
    expect(draft.memo).toBe('rent');
    expect(draft.summary).toBe(`Send 1,000.5 XYZ to ${BOB.address}`);
  });

  it('checks the validator prefix (xyzvaloper) for delegations', () => {
    expect(codeOf(() => draftDelegate({ accountId: 'a', validator: BOB.address, amount: '1' }, env))).toBe(
      'invalid_address',
    );
  });

  it('counts the launchpad creation fee as spend and upper-cases the symbol', () => {
    const draft = draftLaunchpadCreate({ accountId: 'a', name: 'Moon', symbol: 'moon' }, env);
    expect(draft.spend).toBe(1_000_000n);
    expect(JSON.parse(fromUtf8(draft.messages[0]!.value.msg))).toEqual({
      create_token: { name: 'Moon', symbol: 'MOON' },
    });
  });

  it('needs a launchpad address for launchpad drafts', () => {
    expect(
      codeOf(() =>
        draftLaunchpadBuy({ accountId: 'a', token: BOB.address, amount: '1' }, { ...env, launchpad: null }),
      ),
    ).toBe('invalid_config');
  });

  it('spends XYZ only when swapping XYZ in', () => {
    expect(
      draftSwap({ accountId: 'a', pair: BOB.address, token: BOB.address, direction: 'buy', amount: '2' }, env)
        .spend,
    ).toBe(2_000_000n);
    expect(
      draftSwap(
        { accountId: 'a', pair: BOB.address, token: BOB.address, direction: 'sell', amount: '2' },
        env,
      ).spend,
    ).toBe(0n);
  });

  it('requires the instantiate message to be a JSON object', () => {
    expect(codeOf(() => draftInstantiate({ accountId: 'a', codeId: 1, label: 'l', msg: '[1]' }, env))).toBe(
      'invalid_request',
    );
    expect(codeOf(() => draftInstantiate({ accountId: 'a', codeId: 1, label: 'l', msg: '{' }, env))).toBe(
      'invalid_request',
    );
    expect(
      draftInstantiate({ accountId: 'a', codeId: 1, label: 'l', msg: '{}', funds: '0.5' }, env).spend,
    ).toBe(500_000n);
  });

  it('refuses a memo over 256 bytes and a bad amount on any draft', () => {
    expect(
      codeOf(() =>
        draftBridgeOut({ accountId: 'a', amount: '1', externalAddress: '0x1', memo: 'é'.repeat(129) }, env),
      ),
    ).toBe('invalid_memo');
    expect(
      codeOf(() => draftBridgeOut({ accountId: 'a', amount: '1.0000001', externalAddress: '0x1' }, env)),
    ).toBe('invalid_amount');
  });
});

describe('what a draft expects the simulation to show (balance preview)', () => {
  const TOKEN = BOB.address; // any valid address stands for a CW20 contract here

  it('a send expects exactly the amount to leave (the fee is added at review); a self-send expects nothing', () => {
    expect(draftSend({ accountId: 'a', to: BOB.address, amount: '2' }, env).expected).toEqual([
      { denom: 'uxyz', exactly: -2_000_000n },
    ]);
    expect(draftSend({ accountId: 'a', to: ALICE.address, amount: '2' }, env).expected).toBeUndefined();
  });

  it('a launchpad buy expects the XYZ paid and at least the slippage minimum of tokens', () => {
    const draft = draftLaunchpadBuy({ accountId: 'a', token: TOKEN, amount: '1', minTokensOut: '1500' }, env);
    expect(draft.expected).toEqual([
      { denom: 'uxyz', exactly: -1_000_000n },
      { token: TOKEN, atLeast: 1500n },
    ]);
  });
});
