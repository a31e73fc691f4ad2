// The permission danger classifier, as a specification: what is flagged, at which level, why, and in which order.
import { toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { assessPermission, byDanger, looksLikeContract } from '../../../../electron/core/permissions/danger';
import type { Permission, PermissionScope } from '../../../../electron/core/permissions/permission-model';
import { assessPermissions } from '../../../../electron/core/permissions/permissions';

const ALICE = 'xyz1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';
const CONTRACT = toBech32('xyz', new Uint8Array(32).fill(7));
const NOW = new Date('2026-06-01T00:00:00Z');
const IN_DAYS = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const uxyz = (amount: bigint) => ({ denom: 'uxyz', amount: amount.toString() });

const permission = (scope: PermissionScope, over: Partial<Permission> = {}): Permission => ({
  kind: scope.type === 'fee' ? 'feegrant' : 'authz',
  granter: ALICE,
  grantee: BOB,
  scope,
  expiration: IN_DAYS(30),
  msgTypeUrl: null,
  ...over,
});
const assess = (p: Permission, opts = {}) => assessPermission(p, { now: NOW, ...opts });
const generic = (msgTypeUrl: string) => permission({ type: 'generic', msgTypeUrl });
const send = (limit: bigint, allowList: string[] = []) =>
  permission({ type: 'send', spendLimit: [uxyz(limit)], allowList });

describe('a grant is dangerous when', () => {
  it.each([
    '/cosmos.bank.v1beta1.MsgSend',
    '/cosmos.authz.v1beta1.MsgExec',
    '/cosmos.authz.v1beta1.MsgGrant',
    '/cosmwasm.wasm.v1.MsgExecuteContract',
    '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress',
  ])('it is generic for %s, a message that moves funds or hands power on', (url) => {
    expect(assess(generic(url))).toEqual({ level: 'danger', reasons: ['generic_moves_funds'] });
  });

  it('its send limit is 1,000 XYZ or more, or half the granter’s balance or more', () => {
    expect(assess(send(1_000_000_000n)).reasons).toEqual(['large_send_limit']);
    expect(assess(send(999_999_999n)).level).toBe('none');
    expect(assess(send(5_000_000n), { balanceBase: 10_000_000n }).reasons).toEqual(['large_send_limit']);
    expect(assess(send(4_999_999n), { balanceBase: 10_000_000n }).level).toBe('none');
    expect(assess(send(1n), { largeSendBase: 1n }).level).toBe('danger');
  });

  it('the grantee is a contract (a 32-byte address), or the wallet cannot read the authorization', () => {
    expect(looksLikeContract(CONTRACT)).toBe(true);
    expect(looksLikeContract(BOB)).toBe(false);
    expect(assess(send(1n), {}).level).toBe('none');
    expect(
      assess(permission({ type: 'generic', msgTypeUrl: '/cosmos.gov.v1.MsgVote' }, { grantee: CONTRACT })),
    ).toEqual({ level: 'danger', reasons: ['grantee_is_contract'] });
    expect(assess(permission({ type: 'unknown', typeUrl: '/evil.v1.Anything' })).reasons).toEqual([
      'unknown_authorization',
    ]);
  });
});

describe('a grant deserves a warning when', () => {
  it('it never expires, or expires more than a year out', () => {
    const vote = '/cosmos.gov.v1.MsgVote';
    expect(assess(permission({ type: 'generic', msgTypeUrl: vote }, { expiration: null }))).toEqual({
      level: 'warning',
      reasons: ['no_expiry'],
    });
    expect(
      assess(permission({ type: 'generic', msgTypeUrl: vote }, { expiration: IN_DAYS(366) })).reasons,
    ).toEqual(['far_expiry']);
    expect(
      assess(permission({ type: 'generic', msgTypeUrl: vote }, { expiration: IN_DAYS(365) })).level,
    ).toBe('none');
  });

  it('it lets the grantee stake any amount with any validator, or spend fees without a limit', () => {
    const stake = (maxTokens: ReturnType<typeof uxyz> | null, allowValidators: string[] = []) =>
      permission({ type: 'stake', action: 'delegate', maxTokens, allowValidators, denyValidators: [] });
    expect(assess(stake(null)).reasons).toEqual(['unlimited_stake']);
    expect(assess(stake(uxyz(5n))).level).toBe('none');
    expect(assess(stake(null, ['xyzvaloper1x'])).level).toBe('none');
    const fee = (spendLimit: ReturnType<typeof uxyz>[]) =>
      permission({ type: 'fee', spendLimit, period: null, allowedMessages: [] });
    expect(assess(fee([])).reasons).toEqual(['unlimited_fee']);
    expect(assess(fee([uxyz(1n)])).level).toBe('none');
  });

  it('a restake bot’s limited, dated grant raises nothing', () => {
    const restake = permission({
      type: 'stake',
      action: 'delegate',
      maxTokens: null,
      allowValidators: ['xyzvaloper1x'],
      denyValidators: [],
    });
    expect(assess(restake)).toEqual({ level: 'none', reasons: [] });
    expect(assess(generic('/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward'))).toEqual({
      level: 'none',
      reasons: [],
    });
  });

  it('reasons add up: a generic MsgSend grant without expiry to a contract says all three', () => {
    const p = permission(
      { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
      { expiration: null, grantee: CONTRACT },
    );
    expect(assess(p)).toEqual({
      level: 'danger',
      reasons: ['generic_moves_funds', 'grantee_is_contract', 'no_expiry'],
    });
  });
});

describe('an account’s permissions', () => {
  it('sort danger first, then warnings, then the rest; longest-lasting first within a level', () => {
    const list = [
      send(1n),
      generic('/cosmos.gov.v1.MsgVote'),
      { ...send(1_000_000_000n), expiration: IN_DAYS(10) },
      { ...generic('/cosmos.bank.v1beta1.MsgSend'), expiration: IN_DAYS(20) },
      { ...generic('/cosmos.gov.v1.MsgVote'), expiration: null },
    ];
    const sorted = list
      .map((p) => ({ permission: p, assessment: assess(p) }))
      .sort(byDanger)
      .map((x) => [x.assessment.level, x.permission.expiration]);
    expect(sorted).toEqual([
      ['danger', IN_DAYS(20)],
      ['danger', IN_DAYS(10)],
      ['warning', null],
      ['none', IN_DAYS(30)],
      ['none', IN_DAYS(30)],
    ]);
  });

  it('leave out what has expired, and are flagged only for what the account gave', () => {
    const risky = generic('/cosmos.bank.v1beta1.MsgSend');
    const expired = { ...risky, expiration: new Date(NOW.getTime() - 1).toISOString() };
    expect(assessPermissions([expired], [risky], { now: NOW })).toEqual({
      given: [],
      received: [{ permission: risky, assessment: { level: 'danger', reasons: ['generic_moves_funds'] } }],
      flagged: false,
    });
    expect(assessPermissions([risky], [], { now: NOW }).flagged).toBe(true);
  });
});
