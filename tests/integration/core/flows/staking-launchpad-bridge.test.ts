// Flows: delegate to a validator, create/buy/sell a launchpad token (holdings change), bridge out (supply falls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';
import { named } from '../../support/dialect';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '200000000');
});

afterAll(async () => {
  await h?.stop();
});

describe('delegate', () => {
  it('delegates to a listed validator and the delegation shows up', async () => {
    const { validators } = await h.call('staking/validators', {});
    expect(validators.length).toBeGreaterThanOrEqual(3);
    const validator = validators[0]!.operatorAddress;
    const before = await h.call('staking/delegations', { accountId: alice.id });
    const review = await h.call('tx/draft-delegate', { accountId: alice.id, validator, amount: '2' });
    expect(review.messages[0]!['@type']).toBe(named('/ledger.staking.v1beta1.MsgDelegate'));
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const after = await h.call('staking/delegations', { accountId: alice.id });
    expect(BigInt(after.total) - BigInt(before.total)).toBe(2_000_000n);
  });

  it('refuses an account address where a validator address is expected', async () => {
    const result = await h.invoke('tx/draft-delegate', {
      accountId: alice.id,
      validator: alice.address,
      amount: '1',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_address' } });
  });
});

describe('launchpad', () => {
  let token: string;

  it('creates a token and finds it in the token list', async () => {
    const review = await h.call('tx/draft-launchpad-create', {
      accountId: alice.id,
      name: 'Flow Coin',
      symbol: 'FLOW',
    });
    expect(review.spend).toBe('1000000');
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const found = await waitFor(async () => {
      const list = await h.call('tokens/list', { refresh: true });
      return list.tokens.find((t) => t.symbol === 'FLOW') ?? null;
    }, 'FLOW in the token list');
    token = found.address;
    const progress = await h.call('tokens/progress', { token });
    expect(progress).toMatchObject({ token, graduated: false });
    expect(BigInt(progress.threshold)).toBeGreaterThan(0n);
  });

  it('buys the token on the curve and the holdings show a balance', async () => {
    const review = await h.call('tx/draft-launchpad-buy', { accountId: alice.id, token, amount: '10' });
    expect(review.spend).toBe('10000000');
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const holding = await waitFor(async () => {
      await h.call('dashboard/get', { accountId: alice.id });
      const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      return d.holdings.find((x) => x.token === token && BigInt(x.balance) > 0n) ?? null;
    }, 'holding after buy');
    expect(holding.symbol).toBe('FLOW');
  });

  it('sells part of the holding back and the holding falls', async () => {
    const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
    const before = BigInt(d.holdings.find((x) => x.token === token)!.balance);
    const half = before / 2n;
    const amount = `${half / 1_000_000n}.${(half % 1_000_000n).toString().padStart(6, '0')}`;
    const review = await h.call('tx/draft-launchpad-sell', { accountId: alice.id, token, amount });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    await waitFor(async () => {
      await h.call('dashboard/get', { accountId: alice.id });
      const now = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      const balance = BigInt(now.holdings.find((x) => x.token === token)?.balance ?? '0');
      return balance === before - half ? true : null;
    }, 'holding after sell');
  });

  it('reports the contract reason when a buy would fail (unknown token), before anything is signed', async () => {
    const result = await h.invoke('tx/draft-launchpad-buy', {
      accountId: alice.id,
      token: alice.address,
      amount: '1',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'tx_failed',
        details: { simulated: true, codespace: 'wasm', contractReason: expect.stringMatching(/\S/) },
      },
    });
  });
});

describe('bridge out', () => {
  it('burns XYZ for the external chain and total supply falls by the amount', async () => {
    const before = await h.call('supply/get', {});
    const review = await h.call('tx/draft-bridge-out', {
      accountId: alice.id,
      amount: '3',
      externalAddress: '0x00000000000000000000000000000000000000aa',
    });
    expect(review.messages[0]!['@type']).toBe('/xyz.bridge.v1.MsgBurnForBridgeOut');
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const after = await h.call('supply/get', {});
    expect(BigInt(before.amount) - BigInt(after.amount)).toBe(3_000_000n);
  });
});
