import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import type { DraftEnv } from '../../../../electron/core/tx/drafts';
import {
  draftClaimRewards,
  draftRedelegate,
  draftUndelegate,
  draftVote,
  draftVoteWeighted,
  parseWeight,
} from '../../../../electron/core/tx/staking-drafts';
import { ALICE } from './fixtures';

const env: DraftEnv = {
  sender: ALICE.address,
  prefix: 'xyz',
  denom: 'uxyz',
  launchpad: null,
  creationFee: 0n,
};
const VAL_A = toBech32('xyzvaloper', fromBech32(ALICE.address, 90).data);
const VAL_B = toBech32('xyzvaloper', new Uint8Array(20).fill(7));

function errorOf(fn: () => unknown): { code: string; details?: Record<string, unknown> } {
  try {
    fn();
  } catch (error) {
    return error as { code: string; details?: Record<string, unknown> };
  }
  throw new Error('expected an error');
}

describe('staking drafts', () => {
  it('undelegate spends nothing from the balance (the fee only) and names the validator', () => {
    const draft = draftUndelegate({ accountId: 'a', validator: VAL_A, amount: '2.5' }, env);
    expect(draft.kind).toBe('undelegate');
    expect(draft.spend).toBe(0n);
    expect(draft.messages[0]!.value.amount).toEqual({ denom: 'uxyz', amount: '2500000' });
  });

  it('undelegate refuses an account address where a validator address belongs', () => {
    expect(
      errorOf(() => draftUndelegate({ accountId: 'a', validator: ALICE.address, amount: '1' }, env)),
    ).toMatchObject({
      code: 'invalid_address',
      details: { field: 'validator' },
    });
  });

  it('redelegate to the same validator is refused before signing', () => {
    expect(
      errorOf(() => draftRedelegate({ accountId: 'a', source: VAL_A, destination: VAL_A, amount: '1' }, env)),
    ).toMatchObject({
      code: 'invalid_request',
      details: { field: 'destination', reason: 'self_redelegation' },
    });
    const ok = draftRedelegate({ accountId: 'a', source: VAL_A, destination: VAL_B, amount: '1' }, env);
    expect(ok.messages[0]!.value).toMatchObject({ validatorSrcAddress: VAL_A, validatorDstAddress: VAL_B });
    expect(ok.spend).toBe(0n);
  });

  it('claim all: one message per validator with rewards, duplicates dropped; nothing to claim is an error', () => {
    const draft = draftClaimRewards({ accountId: 'a' }, env, [VAL_A, VAL_B, VAL_A]);
    expect(draft.messages.map((m) => m.value.validatorAddress)).toEqual([VAL_A, VAL_B]);
    expect(draft.summary).toBe('Claim staking rewards from 2 validators');
    expect(errorOf(() => draftClaimRewards({ accountId: 'a' }, env, []))).toMatchObject({
      code: 'invalid_request',
      details: { reason: 'no_rewards' },
    });
  });

  it('vote carries the proposal id as a bigint and the option number', () => {
    const draft = draftVote({ accountId: 'a', proposalId: '12', option: 'no' }, env);
    expect(draft.messages[0]!.value).toEqual({
      proposalId: 12n,
      voter: ALICE.address,
      option: 3,
      metadata: '',
    });
  });

  it('weighted vote: weights become 18-digit decimals that must add up to exactly 1', () => {
    const draft = draftVoteWeighted(
      {
        accountId: 'a',
        proposalId: '3',
        options: [
          { option: 'yes', weight: '0.7' },
          { option: 'abstain', weight: '0.3' },
        ],
      },
      env,
    );
    expect(draft.messages[0]!.value.options).toEqual([
      { option: 1, weight: '0.700000000000000000' },
      { option: 2, weight: '0.300000000000000000' },
    ]);
    expect(
      errorOf(() =>
        draftVoteWeighted(
          { accountId: 'a', proposalId: '3', options: [{ option: 'yes', weight: '0.7' }] },
          env,
        ),
      ),
    ).toMatchObject({ code: 'invalid_amount', details: { reason: 'weights_sum' } });
    expect(
      errorOf(() =>
        draftVoteWeighted(
          {
            accountId: 'a',
            proposalId: '3',
            options: [
              { option: 'yes', weight: '0.5' },
              { option: 'yes', weight: '0.5' },
            ],
          },
          env,
        ),
      ).code,
    ).toBe('invalid_request');
    expect(parseWeight('0')).toBeNull();
    expect(parseWeight('1.1')).toBeNull();
  });
});
