import { describe, expect, it } from 'vitest';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import type { HandlerContext } from '../../../../electron/core/handlers/context';
import { createStakingHandlers, STAKING_CACHE_MS } from '../../../../electron/core/handlers/staking';
import { createTxHandlers } from '../../../../electron/core/handlers/tx';
import type { AccountInfo } from '../../../../shared/api/keys';
import { WalletError } from '../../../../shared/errors';
import { DELEGATOR, stakingReply, V1, V2, V3 } from '../chain/staking-fixtures';
import { createFakeChain } from '../runtime/fake-chain';
import { openRuntime } from '../runtime/runtime-harness';

const ALICE_ACCOUNT = {
  id: 'acc-1',
  name: 'Alice',
  kind: 'mnemonic',
  address: DELEGATOR,
  secretId: 's',
  hdIndex: 0,
  pubkey: 'AAAA',
  createdAt: 1,
} satisfies AccountInfo;

const LATEST_MS = Date.parse('2026-11-24T00:00:00Z');
const block = (height: string, ms: number) => ({
  block: { header: { height, time: new Date(ms).toISOString(), chain_id: 'xyz-devnet-1' } },
});

/** Latest block, block 1 (a day earlier) and a single page of tx search answering the fee window reads. */
function feeWindowReply(path: string, fees: string[]): unknown {
  if (path.endsWith('/blocks/latest')) return block('900', LATEST_MS);
  if (path.endsWith('/blocks/1')) return block('1', LATEST_MS - 86_400_000);
  if (!path.endsWith('/tx/v1beta1/txs')) return null;
  return {
    txs: fees.map((amount) => ({
      body: { messages: [], memo: '' },
      auth_info: { fee: { amount: [{ denom: 'uxyz', amount }], gas_limit: '200000' } },
      signatures: [],
    })),
    tx_responses: fees.map((_, i) => ({
      height: String(900 - i),
      txhash: 'AB'.repeat(32),
      code: 0,
      timestamp: new Date(LATEST_MS - i * 1000).toISOString(),
    })),
    pagination: { next_key: null },
  };
}

/** The fake chain of the runtime tests, answering the staking/gov reads from recorded fixtures. */
function setUp(
  opts: {
    voted?: boolean;
    account?: Partial<AccountInfo>;
    noInflation?: boolean;
    noDelegations?: boolean;
    /** Txs of a chain whose first block was one day before the latest, each paying this uxyz fee. */
    fees?: string[];
  } = {},
) {
  const chain = createFakeChain();
  const base = chain.fetch;
  chain.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (opts.noInflation && path.endsWith('/mint/v1beta1/inflation'))
      return new Response(JSON.stringify({ code: 12, message: 'Not Implemented' }), { status: 501 });
    if (opts.noDelegations && path.includes('/staking/v1beta1/delegations/'))
      return new Response(JSON.stringify({ delegation_responses: [], pagination: null }), { status: 200 });
    const feeReply = opts.fees ? feeWindowReply(path, opts.fees) : null;
    if (feeReply) return new Response(JSON.stringify(feeReply), { status: 200 });
    const reply = stakingReply(path, opts.voted ?? true);
    if (!reply) return base(input, init);
    chain.requests.push(`GET ${path}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  const { runtime } = openRuntime({ chain, accounts: [ALICE_ACCOUNT] });
  let now = 1_000_000;
  const account = { ...ALICE_ACCOUNT, ...opts.account };
  const ctx = {
    network: () => DEVNET_PROFILE,
    clock: () => now,
    keys: {
      getAccount: (id: string) => {
        if (id !== account.id) throw new WalletError('not_found', 'no such account');
        return account;
      },
    },
  } as unknown as HandlerContext;
  return {
    chain,
    staking: createStakingHandlers(ctx, runtime),
    tx: createTxHandlers(ctx, runtime),
    advance: (ms: number) => (now += ms),
  };
}

describe('staking/validator-set', () => {
  it('lists active validators by power, then inactive, then jailed', async () => {
    const { staking } = setUp();
    const { validators } = await staking['staking/validator-set']({});
    expect(validators.map((v) => [v.moniker, v.active, v.jailed, v.status])).toEqual([
      ['alpha', true, false, 'bonded'],
      ['beta', true, false, 'bonded'],
      ['gamma', true, false, 'bonded'],
      ['idle', false, false, 'unbonded'],
      ['jailbird', false, true, 'unbonding'],
    ]);
    expect(validators[1]!.commissionRate).toBe('0.100000000000000000');
  });

  it('answers from memory for a while, then reads the chain again', async () => {
    const { staking, chain, advance } = setUp();
    const reads = () => chain.requests.filter((r) => r.endsWith('/staking/v1beta1/validators')).length;
    await staking['staking/validator-set']({});
    await staking['staking/validator-set']({});
    expect(reads()).toBe(1);
    advance(STAKING_CACHE_MS);
    await staking['staking/validator-set']({});
    expect(reads()).toBe(2);
  });
});

describe('staking/params', () => {
  it('gives the unbonding time, max entries and an APR estimate from inflation, tax, supply and bonded', async () => {
    const { staking } = setUp();
    // 0.13 x (1 - 0.02) x 1,900,100 / 1,000,000 = 0.24207...
    await expect(staking['staking/params']({})).resolves.toEqual({
      unbondingSeconds: 1_814_400,
      maxEntries: 7,
      bondDenom: 'uxyz',
      bondedTokens: '1000000000000',
      aprEstimate: '0.2420',
      aprWindow: null,
    });
  });

  it("adds the fee part: the last days' fees less the tax, per bonded token, over a year", async () => {
    const { staking } = setUp({ fees: ['60000000', '40000000'] });
    // The chain is one day old: 100,000,000 x 0.98 x 365.25 / 1,000,000,000,000 = 0.0357945 -> 0.0357, plus the
    // inflation part 0.2420 (each part truncated to 4 decimals).
    const params = await staking['staking/params']({});
    expect(params.aprWindow).toEqual({
      fromMs: LATEST_MS - 86_400_000,
      toMs: LATEST_MS,
      fees: '100000000',
      txCount: 2,
      reach: 'chain_start',
    });
    expect(params.aprEstimate).toBe('0.2777');
  });

  it('estimates from fees alone on a chain without inflation', async () => {
    const { staking } = setUp({ fees: ['100000000'], noInflation: true });
    expect((await staking['staking/params']({})).aprEstimate).toBe('0.0357');
  });

  it('has no APR estimate when the chain exposes neither inflation nor tx search', async () => {
    const { staking } = setUp({ noInflation: true });
    expect((await staking['staking/params']({})).aprEstimate).toBeNull();
  });
});

describe('staking/positions', () => {
  it('joins delegations with whole-unit rewards and totals; unbonding and redelegations soonest first', async () => {
    const { staking } = setUp();
    const positions = await staking['staking/positions']({ accountId: 'acc-1' });
    expect(positions.delegations).toEqual([
      { validatorAddress: V1, amount: '510000000', rewards: '12345678' },
      { validatorAddress: V2, amount: '120000000', rewards: '3201544' },
      { validatorAddress: V3, amount: '1000', rewards: '0' },
    ]);
    expect(positions.totalDelegated).toBe('630001000');
    expect(positions.totalRewards).toBe('15547223');
    expect(positions.unbonding.map((u) => [u.balance, new Date(u.completesAt).toISOString()])).toEqual([
      ['9500000', '2026-12-10T08:00:00.000Z'],
      ['25000000', '2026-12-14T10:00:00.123Z'],
    ]);
    expect(positions.redelegations).toEqual([
      {
        sourceAddress: V1,
        destinationAddress: V2,
        balance: '7000000',
        completesAt: Date.parse('2026-12-15T00:00:00Z'),
      },
    ]);
  });

  it('an unknown account is a typed not_found error', async () => {
    const { staking } = setUp();
    await expect(staking['staking/positions']({ accountId: 'nobody' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('gov/proposals and gov/proposal', () => {
  it('lists newest first, with a live tally for proposals in their voting period', async () => {
    const { staking } = setUp();
    const { proposals } = await staking['gov/proposals']({});
    expect(proposals.map((p) => [p.id, p.status, p.tally.yes])).toEqual([
      ['2', 'voting', '412000000000'],
      ['1', 'passed', '700000000000'],
    ]);
    expect(proposals[0]!.votingEndTime).toBe(Date.parse('2026-11-25T10:00:00Z'));
  });

  it('asks the chain for the chosen status', async () => {
    const { staking, chain } = setUp();
    await staking['gov/proposals']({ status: 'voting' });
    expect(chain.requests).toContain('GET /ledger/gov/v1/proposals');
  });

  it('shows the account vote and lets a delegator vote during the voting period', async () => {
    const { staking } = setUp();
    const detail = await staking['gov/proposal']({ proposalId: '2', accountId: 'acc-1' });
    expect(detail).toMatchObject({
      canVote: true,
      reason: null,
      votingPower: '630001000',
      bondedTokens: '1000000000000',
      myVote: {
        options: [
          { option: 'yes', weight: '0.700000000000000000' },
          { option: 'no_with_veto', weight: '0.300000000000000000' },
        ],
      },
    });
    expect(detail.proposal.tally.no).toBe('61000000000');
  });

  it('says why a watch-only account cannot vote, and "not voted" is null', async () => {
    const { staking } = setUp({ voted: false, account: { kind: 'watch_only' } });
    await expect(staking['gov/proposal']({ proposalId: '2', accountId: 'acc-1' })).resolves.toMatchObject({
      canVote: false,
      reason: 'watch_only',
      myVote: null,
    });
  });
});

describe('tx/draft-vote', () => {
  it('is refused for an account without delegations, before anything is built or simulated', async () => {
    const { tx, chain } = setUp({ noDelegations: true });
    await expect(
      tx['tx/draft-vote']({ accountId: 'acc-1', proposalId: '2', option: 'yes' }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
      details: { reason: 'no_delegation' },
    });
    expect(chain.requests.some((r) => r.includes('simulate'))).toBe(false);
  });

  it('gets past the delegation check for a delegator (then needs the signing account)', async () => {
    const { tx } = setUp();
    const error: unknown = await Promise.resolve()
      .then(() => tx['tx/draft-vote']({ accountId: 'acc-1', proposalId: '2', option: 'yes' }))
      .catch((e: unknown) => e);
    expect((error as { details?: { reason?: string } }).details?.reason).not.toBe('no_delegation');
  });
});
