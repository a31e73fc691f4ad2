// The lived-in genesis on a fresh devnet, as the wallet sees it through the backend API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type RunningDevnet } from '../../../../devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import type { JsonReply } from './devnet-driver';
import { TEST_DIALECT, asWritten, restUrl } from '../../support/dialect';

let devnet: RunningDevnet;
let tokens: JsonReply[] = [];
const NOW = new Date('2026-11-22T08:00:00.000Z');

beforeAll(async () => {
  devnet = await startDevnet({
    memory: true,
    blockTimeMs: 'manual',
    clock: () => NOW,
    dialect: TEST_DIALECT,
  });
  tokens = ((await (await fetch(`${devnet.backendUrl}/api/tokens`)).json()) as { tokens: JsonReply[] })
    .tokens;
});

afterAll(async () => {
  await devnet?.stop();
});

function progressPercent(token: string): number {
  const p = devnet.chain.smartQuery(devnet.launchpadAddress, { progress: { token } }) as {
    xyz_reserves: string;
    threshold: string;
  };
  return Number((BigInt(p.xyz_reserves) * 10_000n) / BigInt(p.threshold)) / 100;
}

describe('lived-in genesis', () => {
  it('lists at least 40 launchpad tokens with names, symbols, descriptions and devnet images', async () => {
    const launchpad = tokens.filter((t) => t.source === 'launchpad');
    expect(launchpad.length).toBeGreaterThanOrEqual(40);
    for (const t of launchpad) {
      expect(t.name).toMatch(/\w{3,}/);
      expect(t.symbol).toMatch(/^[A-Z]{3,12}$/);
      expect(t.description).toContain(t.symbol);
      expect(t.image).toBe(`${devnet.backendUrl}/images/${t.symbol.toLowerCase()}.png`);
    }
    const image = await fetch(launchpad[0]!.image);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('spreads open curves from about 1% to 99% progress and graduates at least 5 tokens to AMM pairs', () => {
    const open = tokens
      .filter((t) => t.source === 'launchpad' && !t.graduated)
      .map((t) => progressPercent(t.address));
    expect(Math.min(...open)).toBeLessThanOrEqual(2);
    expect(Math.max(...open)).toBeGreaterThanOrEqual(98);
    expect(Math.max(...open)).toBeLessThan(100);
    expect(tokens.filter((t) => t.graduated).length).toBeGreaterThanOrEqual(5);
  });

  it('has at least 5 AMM-only tokens', () => {
    expect(tokens.filter((t) => t.source === 'amm').length).toBeGreaterThanOrEqual(5);
  });

  it('has a day of trades: every token traded in the last 24h, with figures that differ between tokens', () => {
    for (const t of tokens) {
      expect(t.trade_count_24h).toBeGreaterThan(0);
      expect(BigInt(t.volume_24h)).toBeGreaterThan(0n);
    }
    expect(new Set(tokens.map((t) => t.volume_24h)).size).toBeGreaterThan(tokens.length / 2);
    expect(new Set(tokens.map((t) => t.trade_count_24h)).size).toBeGreaterThan(5);
  });

  it('lists tokens newest first, created over the last day', () => {
    const seen = tokens.map((t) => Date.parse(t.first_seen_at));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(NOW.getTime() - Math.min(...seen)).toBeGreaterThan(24 * 3600_000);
  });

  it('is the same on every fresh start at the same time (seeded, deterministic)', async () => {
    const twin = await startDevnet({
      memory: true,
      blockTimeMs: 'manual',
      clock: () => NOW,
      dialect: TEST_DIALECT,
    });
    try {
      const twinTokens = (
        (await (await fetch(`${twin.backendUrl}/api/tokens`)).json()) as { tokens: JsonReply[] }
      ).tokens;
      const withoutHost = (list: JsonReply[]) =>
        list.map((t) => ({ ...t, image: new URL(t.image as string).pathname }));
      expect(withoutHost(twinTokens)).toEqual(withoutHost(tokens));
      expect(twin.chain.blocks.block(twin.chain.blocks.latestHeight())!.hash).toBe(
        devnet.chain.blocks.block(devnet.chain.blocks.latestHeight())!.hash,
      );
    } finally {
      await twin.stop();
    }
  });

  it('gives the ordinary accounts a history of sent and received transfers', async () => {
    for (const name of ['alice', 'bob', 'carol'] as const) {
      const reply = (await (
        await fetch(`${devnet.backendUrl}/api/wallet/transactions?address=${DEVNET_KEYS[name].address}`)
      ).json()) as JsonReply;
      expect(reply.total).toBeGreaterThanOrEqual(5);
      const directions = new Set(reply.transactions.map((t: { direction: string }) => t.direction));
      expect(directions).toEqual(new Set(['in', 'out']));
    }
  });

  it('gives alice and bob stakes, rewards and unbonding/redelegation entries still in progress', async () => {
    const rest = devnet.chainRestUrl;
    const get = async (path: string) =>
      asWritten((await (await fetch(restUrl(`${rest}${path}`))).json()) as JsonReply);
    const alice = DEVNET_KEYS.alice.address;
    const bob = DEVNET_KEYS.bob.address;
    const delegations = (await get(`/ledger/staking/v1beta1/delegations/${alice}`)).delegation_responses;
    expect(delegations.map((d: JsonReply) => d.balance.amount).sort()).toEqual(['1000000000', '200000000']);
    const rewards = await get(`/ledger/distribution/v1beta1/delegators/${alice}/rewards`);
    expect(rewards.rewards).toHaveLength(2);
    expect(Number(rewards.total[0].amount)).toBeGreaterThan(0);
    const unbonding = (await get(`/ledger/staking/v1beta1/delegators/${alice}/unbonding_delegations`))
      .unbonding_responses;
    expect(unbonding).toHaveLength(1);
    expect(unbonding[0].entries[0]).toMatchObject({
      balance: '50000000',
      completion_time: new Date(NOW.getTime() + 60_000).toISOString().replace('.000Z', 'Z'),
    });
    const redelegations = (await get(`/ledger/staking/v1beta1/delegators/${bob}/redelegations`))
      .redelegation_responses;
    expect(redelegations).toHaveLength(1);
    expect(redelegations[0].entries[0].balance).toBe('100000000');
  });
});
