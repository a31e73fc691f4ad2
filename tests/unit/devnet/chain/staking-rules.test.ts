// Undelegation and redelegation rules with the SDK's codespaces and codes, the pools, and the end-block
// completion of unbonding entries once completion_time has come.
import { describe, expect, it } from 'vitest';
import { ensureAccount, getAccount, setAccount } from '../../../../devnet/chain/modules/auth';
import { getBalance, getSpendable } from '../../../../devnet/chain/modules/bank';
import {
  BONDED_POOL_ADDRESS,
  NOT_BONDED_POOL_ADDRESS,
  STAKING_PARAMS,
  delegate,
  getDelegation,
  getPool,
  getRedelegations,
  getUnbondingDelegations,
  getValidator,
} from '../../../../devnet/chain/modules/staking';
import {
  beginRedelegate,
  completeMatureEntries,
  undelegate,
} from '../../../../devnet/chain/modules/staking-unbonding';
import { ChainError } from '../../../../devnet/chain/types';
import { account, stakingFixture, T0, valoper } from './staking-fixture';

const uxyz = (amount: bigint | number) => ({ denom: 'uxyz', amount: String(amount) });

function setup() {
  const f = stakingFixture();
  const a = f.validator('a', '0.100000000000000000');
  const b = f.validator('b', '0.050000000000000000');
  const c = f.validator('c', '0.050000000000000000');
  const gone = f.validator('gone', '0.100000000000000000', 'BOND_STATUS_UNBONDED');
  const me = account('me');
  f.fund(me, 10_000_000n);
  delegate(f.ctx(), me, a, uxyz(1_000_000));
  return { f, a, b, c, gone, me };
}

function failure(run: () => unknown): { codespace: string; code: number; message: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof ChainError) return { codespace: err.codespace, code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a ChainError');
}

describe('undelegation', () => {
  it('moves tokens to the not-bonded pool and pays them out at the first block at or after completion', () => {
    const { f, a, me } = setup();
    const liquid = getBalance(f.store, me, 'uxyz');
    const ctx = f.ctx();
    const completion = undelegate(ctx, me, a, uxyz(400_000));
    expect(completion.getTime() - f.now().getTime()).toBe(STAKING_PARAMS.unbondingTimeSeconds * 1000);
    expect(getDelegation(f.store, me, a)).toBe(600_000n);
    expect(getValidator(f.store, a)!.tokens).toBe('600000');
    expect(getPool(f.store)).toEqual({ bonded: 600_000n, notBonded: 400_000n });
    const unbond = ctx.events.events.find((e) => e.type === 'unbond')!;
    expect(unbond.attributes.map((x) => [x.key, x.value])).toEqual([
      ['validator', a],
      ['delegator', me],
      ['amount', '400000uxyz'],
      ['completion_time', '2026-01-01T00:01:00Z'],
    ]);
    expect(getUnbondingDelegations(f.store, me)).toEqual([
      {
        validator: a,
        entries: [
          {
            creationHeight: 1,
            completionTime: '2026-01-01T00:01:00.000Z',
            initialBalance: '400000',
            balance: '400000',
            unbondingId: 1,
          },
        ],
      },
    ]);

    f.advance(59);
    completeMatureEntries(f.ctx());
    expect(getBalance(f.store, me, 'uxyz')).toBe(liquid);
    f.advance(1);
    const end = f.ctx();
    completeMatureEntries(end);
    expect(getBalance(f.store, me, 'uxyz')).toBe(liquid + 400_000n);
    expect(getBalance(f.store, NOT_BONDED_POOL_ADDRESS, 'uxyz')).toBe(0n);
    expect(getUnbondingDelegations(f.store, me)).toEqual([]);
    const done = end.events.events.find((e) => e.type === 'complete_unbonding')!;
    expect(done.attributes.map((x) => [x.key, x.value])).toEqual([
      ['amount', '400000uxyz'],
      ['validator', a],
      ['delegator', me],
    ]);
  });

  it('returns vesting coins like TrackUndelegation: delegated-free first, then delegated-vesting', () => {
    const { f, a } = setup();
    const vester = account('vester');
    f.fund(vester, 1500n);
    const start = T0.getTime() / 1000;
    setAccount(f.store, {
      ...ensureAccount(f.store, vester),
      vesting: {
        originalVesting: [uxyz(1000)],
        startTime: start,
        endTime: start + 1000,
      },
    });
    delegate(f.ctx(), vester, a, uxyz(1200)); // 1000 of it vesting, 200 free
    expect(getAccount(f.store, vester)!.vesting).toMatchObject({
      delegatedVesting: [uxyz(1000)],
      delegatedFree: [uxyz(200)],
    });
    undelegate(f.ctx(), vester, a, uxyz(300));
    f.advance(60);
    completeMatureEntries(f.ctx());
    expect(getAccount(f.store, vester)!.vesting).toMatchObject({
      delegatedVesting: [uxyz(900)],
      delegatedFree: [],
    });
    expect(getBalance(f.store, vester, 'uxyz')).toBe(600n);
    // Still vesting at +60 s: 1000 - 60 = 940, of which 900 delegated -> 40 locked.
    expect(getSpendable(f.store, vester, 'uxyz', f.now())).toBe(560n);
  });

  it('removes the delegation when everything is undelegated', () => {
    const { f, a, me } = setup();
    undelegate(f.ctx(), me, a, uxyz(1_000_000));
    expect(getDelegation(f.store, me, a)).toBeUndefined();
  });

  it('refuses with the SDK codes: unknown validator, no delegation, over-amount, wrong denom, max entries', () => {
    const { f, a, b, me } = setup();
    expect(failure(() => undelegate(f.ctx(), me, valoper('nobody'), uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 3,
      message: 'validator does not exist',
    });
    expect(failure(() => undelegate(f.ctx(), me, b, uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 19,
      message: 'no delegation for (address, validator) tuple',
    });
    expect(failure(() => undelegate(f.ctx(), me, a, uxyz(1_000_001)))).toEqual({
      codespace: 'sdk',
      code: 18,
      message: 'invalid shares amount: invalid request',
    });
    expect(failure(() => undelegate(f.ctx(), me, a, { denom: 'uabc', amount: '1' }))).toMatchObject({
      codespace: 'sdk',
      code: 18,
      message: 'invalid coin denomination: got uabc, expected uxyz: invalid request',
    });
    for (let i = 0; i < 7; i++) undelegate(f.ctx(), me, a, uxyz(1));
    expect(failure(() => undelegate(f.ctx(), me, a, uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 27,
      message: 'too many unbonding delegation entries for (delegator, validator) tuple',
    });
  });
});

describe('redelegation', () => {
  it('moves the delegation at once and keeps an entry until completion', () => {
    const { f, a, b, me } = setup();
    const ctx = f.ctx();
    beginRedelegate(ctx, me, a, b, uxyz(300_000));
    expect(getDelegation(f.store, me, a)).toBe(700_000n);
    expect(getDelegation(f.store, me, b)).toBe(300_000n);
    expect(getPool(f.store)).toEqual({ bonded: 1_000_000n, notBonded: 0n });
    const event = ctx.events.events.find((e) => e.type === 'redelegate')!;
    expect(event.attributes.map((x) => [x.key, x.value])).toEqual([
      ['source_validator', a],
      ['destination_validator', b],
      ['amount', '300000uxyz'],
      ['completion_time', '2026-01-01T00:01:00Z'],
    ]);
    expect(getRedelegations(f.store, me)).toHaveLength(1);
    f.advance(60);
    const end = f.ctx();
    completeMatureEntries(end);
    expect(getRedelegations(f.store, me)).toEqual([]);
    expect(end.events.events.map((e) => e.type)).toEqual(['complete_redelegation']);
  });

  it('refuses the same validator, an unknown destination, transitive moves and more than 7 entries', () => {
    const { f, a, b, c, me } = setup();
    expect(failure(() => beginRedelegate(f.ctx(), me, a, a, uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 29,
      message: 'cannot redelegate to the same validator',
    });
    expect(failure(() => beginRedelegate(f.ctx(), me, a, valoper('nobody'), uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 31,
      message: 'redelegation destination validator not found',
    });
    expect(failure(() => beginRedelegate(f.ctx(), me, valoper('nobody'), b, uxyz(1)))).toMatchObject({
      codespace: 'staking',
      code: 3,
    });
    expect(failure(() => beginRedelegate(f.ctx(), me, a, b, uxyz(2_000_000)))).toMatchObject({
      codespace: 'sdk',
      code: 18,
    });
    beginRedelegate(f.ctx(), me, a, b, uxyz(10));
    // b received a redelegation that has not completed: moving on from b is transitive.
    expect(failure(() => beginRedelegate(f.ctx(), me, b, c, uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 32,
      message:
        'redelegation to this validator already in progress; first redelegation to this validator must complete before next redelegation',
    });
    for (let i = 0; i < 6; i++) beginRedelegate(f.ctx(), me, a, b, uxyz(1));
    expect(failure(() => beginRedelegate(f.ctx(), me, a, b, uxyz(1)))).toEqual({
      codespace: 'staking',
      code: 33,
      message: 'too many redelegation entries for (delegator, src-validator, dst-validator) tuple',
    });
    // Once the entries mature, b can be left again.
    f.advance(60);
    completeMatureEntries(f.ctx());
    beginRedelegate(f.ctx(), me, b, c, uxyz(1));
    expect(getDelegation(f.store, me, c)).toBe(1n);
  });

  it('completes at once from an unbonded validator and moves tokens between the pools', () => {
    const { f, a, gone, me } = setup();
    delegate(f.ctx(), me, gone, uxyz(500));
    expect(getBalance(f.store, NOT_BONDED_POOL_ADDRESS, 'uxyz')).toBe(500n);
    const completion = beginRedelegate(f.ctx(), me, gone, a, uxyz(500));
    expect(completion).toEqual(f.now());
    expect(getRedelegations(f.store, me)).toEqual([]);
    expect(getBalance(f.store, NOT_BONDED_POOL_ADDRESS, 'uxyz')).toBe(0n);
    expect(getBalance(f.store, BONDED_POOL_ADDRESS, 'uxyz')).toBe(1_000_500n);
  });
});
