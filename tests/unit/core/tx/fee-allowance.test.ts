// The SDK's fee-allowance rules as the review applies them before signing: what is left of a basic or periodic
// allowance (a period that ended starts again), its expiry, the messages an allowed-message allowance covers, in
// either dialect's type names; an unknown kind is left to the chain.
import { describe, expect, it } from 'vitest';
import { allowanceFrom, feeAllowanceRefusal } from '../../../../electron/core/tx/fee-allowance';
import type { AllowanceGrantJson } from '../../../../electron/core/permissions/permission-schemas';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const SEND = ['/cosmos.bank.v1beta1.MsgSend'];
const coins = (amount: number, denom = 'uxyz') => [{ denom, amount: String(amount) }];
const grant = (allowance: Record<string, unknown> | null): AllowanceGrantJson => ({
  granter: 'xyz1granter',
  grantee: 'xyz1grantee',
  allowance: allowance as AllowanceGrantJson['allowance'],
});
const basic = (spendLimit: unknown[], expiration?: number) => ({
  '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
  spend_limit: spendLimit,
  expiration: expiration === undefined ? null : new Date(expiration).toISOString(),
});
const periodic = (o: { total: unknown[]; period: number; canSpend: number; reset: number }) => ({
  '@type': '/cosmos.feegrant.v1beta1.PeriodicAllowance',
  basic: basic(o.total),
  period: '3600s',
  period_spend_limit: coins(o.period),
  period_can_spend: coins(o.canSpend),
  period_reset: new Date(o.reset).toISOString(),
});
const refusal = (allowance: AllowanceGrantJson | undefined, fee: number, typeUrls = SEND) =>
  feeAllowanceRefusal(allowance, BigInt(fee), 'uxyz', typeUrls, NOW);

describe('a basic allowance', () => {
  it('pays a fee up to what is left, and refuses one unit more', () => {
    expect(refusal(grant(basic(coins(5000))), 5000)).toBeNull();
    expect(refusal(grant(basic(coins(5000))), 5001)).toEqual({
      reason: 'fee_allowance_exceeded',
      fee: '5001',
      left: '5000',
    });
  });

  it('without a spend limit pays any fee; with a limit in another denom pays none', () => {
    expect(refusal(grant(basic([])), 1_000_000_000)).toBeNull();
    expect(refusal(grant(basic(coins(5000, 'uatom'))), 1)).toMatchObject({ left: '0' });
  });

  it('refuses from its expiry on', () => {
    expect(refusal(grant(basic([], NOW + 1)), 1)).toBeNull();
    expect(refusal(grant(basic([], NOW)), 1)).toEqual({
      reason: 'fee_allowance_expired',
      expiration: new Date(NOW).toISOString(),
    });
  });
});

describe('a periodic allowance', () => {
  it('pays from what is left in this period, and never more than what is left in total', () => {
    const allowance = periodic({ total: coins(1_000_000), period: 3000, canSpend: 800, reset: NOW + HOUR });
    expect(refusal(grant(allowance), 800)).toBeNull();
    expect(refusal(grant(allowance), 801)).toMatchObject({ reason: 'fee_allowance_exceeded', left: '800' });
    const nearlySpent = periodic({ total: coins(500), period: 3000, canSpend: 800, reset: NOW + HOUR });
    expect(refusal(grant(nearlySpent), 501)).toMatchObject({ left: '500' });
  });

  it('starts again at the period limit once the period has ended (capped by the total)', () => {
    const ended = periodic({ total: coins(1_000_000), period: 3000, canSpend: 0, reset: NOW - 1 });
    expect(refusal(grant(ended), 3000)).toBeNull();
    expect(refusal(grant(ended), 3001)).toMatchObject({ left: '3000' });
    const capped = periodic({ total: coins(1000), period: 3000, canSpend: 0, reset: NOW });
    expect(refusal(grant(capped), 1001)).toMatchObject({ left: '1000' });
  });
});

describe('an allowed-message allowance', () => {
  const onlyDelegate = (names: 'spec' | 'cosmos') => ({
    '@type': `/${names === 'spec' ? 'ledger' : 'cosmos'}.feegrant.v1beta1.AllowedMsgAllowance`,
    allowance: basic(coins(5000)),
    allowed_messages: [`/${names === 'spec' ? 'ledger' : 'cosmos'}.staking.v1beta1.MsgDelegate`],
  });

  it.each(['spec', 'cosmos'] as const)('pays only for the messages it names (%s names)', (names) => {
    expect(refusal(grant(onlyDelegate(names)), 100, ['/cosmos.staking.v1beta1.MsgDelegate'])).toBeNull();
    expect(refusal(grant(onlyDelegate(names)), 100, SEND)).toEqual({
      reason: 'fee_allowance_message_not_allowed',
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    });
  });

  it('keeps the limits of the allowance it wraps', () => {
    expect(refusal(grant(onlyDelegate('spec')), 5001, ['/cosmos.staking.v1beta1.MsgDelegate'])).toMatchObject(
      {
        reason: 'fee_allowance_exceeded',
      },
    );
  });
});

describe('what the review knows of the allowance', () => {
  it('none from this granter is missing; an unknown kind or an empty one is left to the chain', () => {
    expect(refusal(undefined, 1)).toEqual({ reason: 'fee_allowance_missing' });
    expect(refusal(grant({ '@type': '/example.v1.FutureAllowance' }), 1)).toBeNull();
    expect(refusal(grant(null), 1)).toBeNull();
  });

  it("finds the granter's allowance in the received list; a list cut short without it is left to the chain", () => {
    const mine = grant(basic([]));
    expect(allowanceFrom({ items: [mine], truncated: false }, 'xyz1granter')).toBe(mine);
    expect(allowanceFrom({ items: [], truncated: false }, 'xyz1granter')).toBeUndefined();
    expect(allowanceFrom({ items: [], truncated: true }, 'xyz1granter')).toBeNull();
  });
});
