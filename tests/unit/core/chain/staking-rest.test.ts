import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { MalformedResponseError } from '../../../../electron/core/chain/errors';
import { httpOptions } from '../../../../electron/core/chain/http';
import { fakeFetch, noSleep } from './fake-fetch';
import { DELEGATOR, fixture, stakingReply, V1 } from './staking-fixtures';

const REST = 'http://127.0.0.1:1317';

function client(dialect: 'spec' | 'cosmos' = 'spec', voted = true) {
  const fake = fakeFetch((url) => {
    const reply = stakingReply(new URL(url).pathname, voted);
    return reply ? { status: reply.status, body: reply.body } : { status: 501, body: {} };
  });
  const chain = createChainRestClient(
    { restUrl: REST, dialect },
    httpOptions({ fetch: fake.fetch, sleep: noSleep }),
  );
  return { fake, chain };
}

describe('staking / distribution / gov REST paths', () => {
  it('builds every read under /ledger in the spec dialect', async () => {
    const { fake, chain } = client('spec');
    await chain.stakingValidators('BOND_STATUS_BONDED');
    await chain.unbondingDelegations(DELEGATOR);
    await chain.redelegations(DELEGATOR);
    await chain.stakingParams();
    await chain.stakingPool();
    await chain.delegatorRewards(DELEGATOR);
    await chain.validatorCommission(V1);
    await chain.communityPool();
    await chain.distributionParams();
    await chain.proposals('PROPOSAL_STATUS_VOTING_PERIOD');
    await chain.proposal('2');
    await chain.tally('2');
    await chain.vote('2', DELEGATOR);
    await chain.govParams('voting');
    expect(fake.requests.map((r) => r.url.replace(REST, ''))).toEqual([
      '/ledger/staking/v1beta1/validators?status=BOND_STATUS_BONDED&pagination.limit=500',
      `/ledger/staking/v1beta1/delegators/${DELEGATOR}/unbonding_delegations`,
      `/ledger/staking/v1beta1/delegators/${DELEGATOR}/redelegations`,
      '/ledger/staking/v1beta1/params',
      '/ledger/staking/v1beta1/pool',
      `/ledger/distribution/v1beta1/delegators/${DELEGATOR}/rewards`,
      `/ledger/distribution/v1beta1/validators/${V1}/commission`,
      '/ledger/distribution/v1beta1/community_pool',
      '/ledger/distribution/v1beta1/params',
      '/ledger/gov/v1/proposals?proposal_status=PROPOSAL_STATUS_VOTING_PERIOD&pagination.limit=500',
      '/ledger/gov/v1/proposals/2',
      '/ledger/gov/v1/proposals/2/tally',
      `/ledger/gov/v1/proposals/2/votes/${DELEGATOR}`,
      '/ledger/gov/v1/params/voting',
    ]);
  });

  it('keeps /cosmos paths in the cosmos dialect', async () => {
    const { fake, chain } = client('cosmos');
    await chain.delegatorRewards(DELEGATOR);
    await chain.proposals();
    expect(fake.requests.map((r) => r.url.replace(REST, ''))).toEqual([
      `/cosmos/distribution/v1beta1/delegators/${DELEGATOR}/rewards`,
      '/cosmos/gov/v1/proposals?pagination.limit=500&pagination.reverse=true',
    ]);
  });
});

describe('staking / distribution / gov replies parse in the SDK shapes', () => {
  it('validators: status, jailed, tokens and 18-digit commission rates', async () => {
    const { chain } = client();
    const reply = await chain.stakingValidators();
    expect(reply.validators).toHaveLength(5);
    expect(reply.validators[1]).toMatchObject({
      jailed: true,
      status: 'BOND_STATUS_UNBONDING',
      tokens: '900000000000',
      commission: { commission_rates: { rate: '0.050000000000000000' } },
    });
  });

  it('rewards: DecCoins per validator and in total, kept as strings', async () => {
    const { chain } = client();
    const reply = await chain.delegatorRewards(DELEGATOR);
    expect(reply.rewards![0]!.reward![0]).toEqual({ denom: 'uxyz', amount: '12345678.901234567890123456' });
    expect(reply.total).toEqual([{ denom: 'uxyz', amount: '15547223.821234567890123456' }]);
  });

  it('unbonding and redelegation entries with completion times', async () => {
    const { chain } = client();
    const unbonding = await chain.unbondingDelegations(DELEGATOR);
    expect(unbonding.unbonding_responses[0]!.entries[1]).toMatchObject({
      completion_time: '2026-12-10T08:00:00Z',
      initial_balance: '10000000',
      balance: '9500000',
    });
    const redelegations = await chain.redelegations(DELEGATOR);
    expect(redelegations.redelegation_responses[0]!.entries[0]!.balance).toBe('7000000');
  });

  it('params, pool, commission, community pool, inflation', async () => {
    const { chain } = client();
    expect((await chain.stakingParams()).params).toMatchObject({
      unbonding_time: '1814400s',
      max_entries: 7,
    });
    expect((await chain.stakingPool()).pool.bonded_tokens).toBe('1000000000000');
    expect((await chain.validatorCommission(V1)).commission.commission[0]!.amount).toBe(
      '987654.321000000000000000',
    );
    expect((await chain.communityPool()).pool[0]!.denom).toBe('uxyz');
    expect((await chain.distributionParams()).params.community_tax).toBe('0.020000000000000000');
    expect((await chain.mintInflation()).inflation).toBe('0.130000000000000000');
  });

  it('proposals, tally, params and a weighted vote', async () => {
    const { chain } = client();
    const list = await chain.proposals();
    expect(list.proposals.map((p) => [p.id, p.status])).toEqual([
      ['1', 'PROPOSAL_STATUS_PASSED'],
      ['2', 'PROPOSAL_STATUS_VOTING_PERIOD'],
    ]);
    expect((await chain.tally('2')).tally.yes_count).toBe('412000000000');
    expect((await chain.vote('2', DELEGATOR))!.vote.options).toEqual([
      { option: 'VOTE_OPTION_YES', weight: '0.700000000000000000' },
      { option: 'VOTE_OPTION_NO_WITH_VETO', weight: '0.300000000000000000' },
    ]);
    expect((await chain.govParams('voting')).params?.quorum).toBe('0.334000000000000000');
  });

  it('"not voted" (the SDK answers 400 ... not found) is null, not an error', async () => {
    const { chain } = client('spec', false);
    await expect(chain.vote('2', DELEGATOR)).resolves.toBeNull();
  });

  it('a reply missing a required field is a malformed response', async () => {
    const broken = structuredClone(fixture('staking_params')) as { params: Record<string, unknown> };
    delete broken.params.unbonding_time;
    const fake = fakeFetch(() => ({ body: broken }));
    const chain = createChainRestClient(
      { restUrl: REST, dialect: 'spec' },
      httpOptions({ fetch: fake.fetch, sleep: noSleep }),
    );
    await expect(chain.stakingParams()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('a negative reward is refused (decimals are unsigned here)', async () => {
    const fake = fakeFetch(() => ({ body: { rewards: [], total: [{ denom: 'uxyz', amount: '-1.0' }] } }));
    const chain = createChainRestClient(
      { restUrl: REST, dialect: 'spec' },
      httpOptions({ fetch: fake.fetch, sleep: noSleep }),
    );
    await expect(chain.delegatorRewards(DELEGATOR)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
