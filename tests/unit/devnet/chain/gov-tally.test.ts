// Unit: the x/gov v1 tally as SDK v0.47 computes it — quorum over all bonded tokens, everyone-abstains,
// veto over all voting power, the yes threshold over non-abstaining power, weighted votes, and delegators
// overriding their validator's vote with their own shares (the 18-digit decimals underneath: dec.test.ts).
import { describe, expect, it } from 'vitest';
import { PRECISION } from '../../../../devnet/chain/dec';
import {
  tally,
  VOTE_OPTION,
  type GovVote,
  type TallyInput,
  type WeightedOption,
} from '../../../../devnet/chain/modules/gov-tally';
import { GOV_PARAMS } from '../../../../devnet/chain/modules/gov';

const { YES, NO, ABSTAIN, NO_WITH_VETO } = VOTE_OPTION;
const one = (option: number): WeightedOption[] => [{ option, weight: '1.000000000000000000' }];

/** Validators "valN" whose own account is "accN"; every validator self-delegates its tokens unless told. */
function setup(
  tokens: Record<string, number>,
  votes: GovVote[],
  extraDelegations: Record<string, Array<{ validator: string; shares: number }>> = {},
): TallyInput {
  const validators = Object.entries(tokens).map(([operator, t]) => ({
    operator,
    tokens: BigInt(t),
    delegatorShares: BigInt(t) * PRECISION,
  }));
  const delegated = (validator: string) =>
    Object.values(extraDelegations)
      .flat()
      .filter((d) => d.validator === validator)
      .reduce((sum, d) => sum + d.shares, 0);
  return {
    votes,
    validators,
    delegationsOf: (voter) => {
      const own = voter.startsWith('acc') ? `val${voter.slice(3)}` : '';
      const self = own in tokens ? [{ validator: own, shares: tokens[own]! - delegated(own) }] : [];
      return [...self, ...(extraDelegations[voter] ?? [])].map((d) => ({
        validator: d.validator,
        shares: BigInt(d.shares) * PRECISION,
      }));
    },
    operatorOf: (voter) => voter.replace(/^acc/, 'val'),
    params: GOV_PARAMS.tally,
  };
}

const equalThree = { val1: 100, val2: 100, val3: 100 };

describe('gov tally', () => {
  it('fails without quorum (one third of 0.334), keeping deposits (burn_vote_quorum false)', () => {
    const out = tally(setup(equalThree, [{ voter: 'acc1', options: one(YES) }]));
    expect(out).toEqual({
      passes: false,
      burnDeposits: false,
      tally: { yes: '100', abstain: '0', no: '0', noWithVeto: '0' },
    });
  });

  it('passes only when yes is MORE than half of the non-abstaining power', () => {
    const even = tally(
      setup(equalThree, [
        { voter: 'acc1', options: one(YES) },
        { voter: 'acc2', options: one(NO) },
      ]),
    );
    expect(even.passes).toBe(false);
    const withAbstain = tally(
      setup(equalThree, [
        { voter: 'acc1', options: one(YES) },
        { voter: 'acc2', options: one(ABSTAIN) },
      ]),
    );
    expect(withAbstain).toMatchObject({ passes: true, tally: { yes: '100', abstain: '100' } });
  });

  it('fails when everyone abstains, though quorum is reached', () => {
    const out = tally(
      setup(equalThree, [
        { voter: 'acc1', options: one(ABSTAIN) },
        { voter: 'acc2', options: one(ABSTAIN) },
      ]),
    );
    expect(out).toMatchObject({ passes: false, burnDeposits: false });
  });

  it('is vetoed (deposits burned) when no-with-veto is more than 0.334 of all voting power', () => {
    const votes = [
      { voter: 'acc1', options: one(YES) },
      { voter: 'acc2', options: one(YES) },
      { voter: 'acc3', options: one(NO_WITH_VETO) },
    ];
    expect(tally(setup({ val1: 100, val2: 100, val3: 120 }, votes))).toMatchObject({
      passes: false,
      burnDeposits: true,
      tally: { yes: '200', noWithVeto: '120' },
    });
    // 100 of 300 is 0.3333…: not more than 0.334, so the yes majority carries it.
    expect(tally(setup(equalThree, votes))).toMatchObject({ passes: true, burnDeposits: false });
  });

  it('splits a weighted vote by its weights and truncates the counts to integers', () => {
    const out = tally(
      setup(equalThree, [
        {
          voter: 'acc1',
          options: [
            { option: YES, weight: '0.333333333333333333' },
            { option: NO, weight: '0.666666666666666667' },
          ],
        },
        {
          voter: 'acc2',
          options: [
            { option: YES, weight: '0.6' },
            { option: ABSTAIN, weight: '0.4' },
          ],
        },
      ]),
    );
    expect(out.tally).toEqual({ yes: '93', abstain: '40', no: '66', noWithVeto: '0' });
  });

  it("lets a delegator override its validator's vote with its own shares", () => {
    const delegations = { dan: [{ validator: 'val1', shares: 50 }] };
    const validatorOnly = tally(setup(equalThree, [{ voter: 'acc1', options: one(YES) }], delegations));
    expect(validatorOnly.tally).toMatchObject({ yes: '100', no: '0' });
    const overridden = tally(
      setup(
        equalThree,
        [
          { voter: 'acc1', options: one(YES) },
          { voter: 'dan', options: one(NO) },
        ],
        delegations,
      ),
    );
    expect(overridden.tally).toMatchObject({ yes: '50', no: '50' });
    const delegatorAlone = tally(setup(equalThree, [{ voter: 'dan', options: one(NO) }], delegations));
    expect(delegatorAlone.tally).toMatchObject({ yes: '0', no: '50' });
  });

  it('ignores delegations to validators that are not bonded, and fails with nothing bonded', () => {
    const out = tally(
      setup(equalThree, [{ voter: 'eve', options: one(YES) }], { eve: [{ validator: 'val9', shares: 500 }] }),
    );
    expect(out.tally.yes).toBe('0');
    expect(tally(setup({}, [{ voter: 'acc1', options: one(YES) }])).passes).toBe(false);
  });
});
