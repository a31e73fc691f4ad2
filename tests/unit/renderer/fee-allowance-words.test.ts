// The review's refusal of a fee granter whose allowance would not pay, as the person reads it: which allowance,
// why, and for an exceeded one the fee and what is left, in XYZ; the core's own error carries only codes and data.
import { describe, expect, it } from 'vitest';
import { humanError } from '../../../renderer/src/lib/errors';
import { feeAllowanceRefusal, requireFeeAllowance } from '../../../electron/core/tx/fee-allowance';
import { WalletError } from '../../../shared/errors';

const GRANTER = 'xyz1granter';

function wordsFor(refusal: Parameters<typeof requireFeeAllowance>[0]): string {
  try {
    requireFeeAllowance(refusal, GRANTER);
  } catch (error) {
    if (error instanceof WalletError) return humanError(error.toInfo()).text;
  }
  throw new Error('no refusal');
}

describe('a fee allowance that would not pay, in words', () => {
  it('names what is left and the fee, in XYZ', () => {
    const refusal = feeAllowanceRefusal(undefined, 0n, 'uxyz', [], 0);
    expect(wordsFor(refusal)).toBe(`This account has no fee allowance from ${GRANTER}.`);
    expect(wordsFor({ reason: 'fee_allowance_exceeded', fee: '3500', left: '1250' })).toBe(
      `The fee (0.0035 XYZ) is more than what is left of the fee allowance from ${GRANTER} (0.00125 XYZ). ` +
        'Pay the fee from this account, or choose a lower fee.',
    );
  });

  it('says when it expired or does not cover the transaction', () => {
    expect(wordsFor({ reason: 'fee_allowance_expired', expiration: '2026-01-01T00:00:00.000Z' })).toBe(
      `The fee allowance from ${GRANTER} has expired.`,
    );
    expect(
      wordsFor({ reason: 'fee_allowance_message_not_allowed', typeUrl: '/cosmos.bank.v1beta1.MsgSend' }),
    ).toBe(`The fee allowance from ${GRANTER} does not pay for this kind of transaction.`);
  });

  it('reads only its own four reasons: a reason named like an object property keeps the core message', () => {
    for (const reason of ['constructor', 'toString', '__proto__'])
      expect(
        humanError({ code: 'invalid_request', message: 'As core said.', details: { reason } }).text,
      ).toBe('As core said.');
  });
});
