// Flows: instantiate a CW20 (code id 1) and transfer it; a launchpad token graduates to an AMM pair and is swapped
// both ways through the pair.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { CODE_ID } from '../../../../shared/chain';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';
import { cw20Balance, eventAttribute } from '../support/chain-reads';
import { named } from '../../support/dialect';

let h: Harness;
let alice: { id: string; address: string };
const BOB = DEVNET_KEYS.bob.address;

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '100000000');
});

afterAll(async () => {
  await h?.stop();
});

describe('CW20 instantiate and transfer', () => {
  it('instantiates a CW20 with an initial balance and transfers part of it to bob', async () => {
    const msg = JSON.stringify({
      name: 'Plain Token',
      symbol: 'PLN',
      decimals: 6,
      initial_balances: [{ address: alice.address, amount: '5000000' }],
    });
    const review = await h.call('tx/draft-instantiate', {
      accountId: alice.id,
      codeId: CODE_ID.CW20,
      label: 'plain',
      msg,
      admin: alice.address,
    });
    expect(review.messages[0]!['@type']).toBe(named('/ledgerwasm.wasm.v1.MsgInstantiateContract'));
    const created = await confirmAndWait(h, review.reviewId);
    expect(created).toMatchObject({ status: 'included', code: 0 });
    const token = await eventAttribute(h, created.txHash, 'instantiate', '_contract_address');
    const transfer = await h.call('tx/draft-token-transfer', {
      accountId: alice.id,
      token,
      to: BOB,
      amount: '1.25',
    });
    expect(await confirmAndWait(h, transfer.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(await cw20Balance(h, token, BOB)).toBe(1_250_000n);
    expect(await cw20Balance(h, token, alice.address)).toBe(3_750_000n);
  });

  it('refuses an instantiate message that is not JSON', async () => {
    const result = await h.invoke('tx/draft-instantiate', {
      accountId: alice.id,
      codeId: 1,
      label: 'x',
      msg: '{nope',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});

describe('graduation and AMM swaps', () => {
  it('graduates a launchpad token, then swaps XYZ -> token and token -> XYZ through its pair', async () => {
    // A very high XYZ price makes the graduation threshold (69,000 USD) tiny, so one buy graduates the token.
    await h.control('/devnet/oracle', { price_usd: '10000000' });
    const create = await h.call('tx/draft-launchpad-create', {
      accountId: alice.id,
      name: 'Grad Coin',
      symbol: 'GRAD',
    });
    const created = await confirmAndWait(h, create.reviewId);
    const token = await eventAttribute(h, created.txHash, 'wasm-create_token', 'token');
    const buy = await h.call('tx/draft-launchpad-buy', { accountId: alice.id, token, amount: '1' });
    expect(await confirmAndWait(h, buy.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const progress = await h.call('tokens/progress', { token });
    expect(progress).toMatchObject({ graduated: true, percent: '100.00' });
    const pair = progress.pair!;

    const before = await cw20Balance(h, token, alice.address);
    const swapIn = await h.call('tx/draft-swap', {
      accountId: alice.id,
      pair,
      token,
      direction: 'buy',
      amount: '0.5',
      maxSpread: '0.5',
    });
    expect(await confirmAndWait(h, swapIn.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const afterBuy = await cw20Balance(h, token, alice.address);
    expect(afterBuy).toBeGreaterThan(before);

    const sellAmount = afterBuy - before;
    const text = `${sellAmount / 1_000_000n}.${(sellAmount % 1_000_000n).toString().padStart(6, '0')}`;
    const swapOut = await h.call('tx/draft-swap', {
      accountId: alice.id,
      pair,
      token,
      direction: 'sell',
      amount: text,
    });
    expect(await confirmAndWait(h, swapOut.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(await cw20Balance(h, token, alice.address)).toBe(before);
    await waitFor(async () => {
      await h.call('dashboard/get', { accountId: alice.id });
      const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      return d.holdings.some((x) => x.token === token && x.graduated) || null;
    }, 'graduated holding');
  });
});
