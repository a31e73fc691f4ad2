// Specification of the AMM pair (code id 3): initial liquidity, swaps both ways, 0.3% fee, slippage, queries.
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  createAmmOnlyToken,
  pairInstantiateMsg,
  provideLiquiditySendMsg,
  quoteSwap,
  swapNativeMsg,
  swapTokenSendMsg,
  type ContractMessenger,
} from '../../../../devnet/chain/wasm/contracts';
import { ContractHarness, attributesOf, uxyz, XYZ } from './harness';

const seeder = DEVNET_KEYS.seeder.address;
const alice = DEVNET_KEYS.alice.address;
const bob = DEVNET_KEYS.bob.address;
const TOKEN = 1_000_000n; // one whole token in smallest units

function messenger(h: ContractHarness): ContractMessenger {
  return {
    instantiate: (sender, codeId, msg, funds, label) => h.instantiate(sender, codeId, msg, funds, label),
    execute: (sender, contract, msg, funds) => void h.execute(sender, contract, msg, funds),
  };
}

/** An AMM-only token: 1,000,000 tokens, 500,000 of them paired with 10,000 XYZ. */
async function ammOnly() {
  const h = new ContractHarness();
  for (const who of [seeder, alice, bob]) h.fund(who, 1_000_000n * XYZ);
  const { token, pair } = await createAmmOnlyToken(messenger(h), {
    creator: seeder,
    name: 'Pool Only',
    symbol: 'POOL',
    supply: 1_000_000n * TOKEN,
    poolTokens: 500_000n * TOKEN,
    poolXyz: 10_000n * XYZ,
    image: 'https://img/pool.png',
  });
  h.execute(seeder, token, { transfer: { recipient: bob, amount: (100_000n * TOKEN).toString() } });
  const reserves = () => {
    const pool = h.query(pair, { pool: {} }) as { assets: Array<{ amount: string }> };
    return { xyz: BigInt(pool.assets[0]?.amount ?? '0'), tokens: BigInt(pool.assets[1]?.amount ?? '0') };
  };
  return { h, token, pair, reserves };
}

describe('AMM-only token helper', () => {
  it('instantiates a CW20 held by the creator and a pair funded by the creator', async () => {
    const { h, token, pair, reserves } = await ammOnly();
    expect(h.query(token, { token_info: {} })).toMatchObject({
      symbol: 'POOL',
      decimals: 6,
      total_supply: (1_000_000n * TOKEN).toString(),
    });
    expect(h.query(token, { marketing_info: {} })).toMatchObject({ logo: { url: 'https://img/pool.png' } });
    expect(reserves()).toEqual({ xyz: 10_000n * XYZ, tokens: 500_000n * TOKEN });
    const share = BigInt((h.query(pair, { pool: {} }) as { total_share: string }).total_share);
    const product = 10_000n * XYZ * 500_000n * TOKEN;
    expect(share * share <= product && (share + 1n) * (share + 1n) > product).toBe(true);
    expect(h.query(pair, { share: { address: seeder } })).toEqual({ share: share.toString() });
    expect(h.query(pair, { pair: {} })).toEqual({
      asset_infos: [{ native_token: { denom: 'uxyz' } }, { token: { contract_addr: token } }],
      contract_addr: pair,
      liquidity_token: '',
      pair_type: { xyk: {} },
    });
  });

  it('emits wasm-provide_liquidity when the pool opens', () => {
    const h = new ContractHarness();
    h.fund(seeder, 100n * XYZ);
    const token = h.instantiate(seeder, 1, {
      name: 'Abc',
      symbol: 'ABC',
      decimals: 6,
      initial_balances: [{ address: seeder, amount: '1000' }],
    });
    const pair = h.instantiate(seeder, 3, pairInstantiateMsg(token), uxyz(50n * XYZ));
    const events = h.execute(seeder, token, provideLiquiditySendMsg(pair, 1000n));
    expect(attributesOf(events, 'wasm-provide_liquidity')).toMatchObject({
      pair,
      token,
      provider: seeder,
      xyz_amount: '50000000',
      token_amount: '1000',
      xyz_reserves: '50000000',
      price: '50000000000',
    });
  });

  it('refuses swaps before the pool is funded, a second deposit, and deposits by anyone but the creator', () => {
    const h = new ContractHarness();
    h.fund(seeder, 100n * XYZ);
    h.fund(alice, 100n * XYZ);
    const token = h.instantiate(seeder, 1, {
      name: 'Abc',
      symbol: 'ABC',
      decimals: 6,
      initial_balances: [
        { address: seeder, amount: '1000' },
        { address: alice, amount: '1000' },
      ],
    });
    const pair = h.instantiate(seeder, 3, pairInstantiateMsg(token), uxyz(50n * XYZ));
    expect(() => h.execute(alice, pair, swapNativeMsg(XYZ), uxyz(XYZ))).toThrow('pool has no liquidity yet');
    expect(() => h.execute(alice, token, provideLiquiditySendMsg(pair, 10n))).toThrow(
      "only the pair's creator",
    );
    h.execute(seeder, token, provideLiquiditySendMsg(pair, 500n));
    expect(() => h.execute(seeder, token, provideLiquiditySendMsg(pair, 10n))).toThrow(
      'liquidity already provided',
    );
    expect(() => h.instantiate(seeder, 3, pairInstantiateMsg(token))).toThrow('no funds sent');
    expect(() => h.instantiate(seeder, 3, { token: 'xyz1bad' }, uxyz(XYZ))).toThrow('invalid address');
  });
});

describe('AMM swap native in (uxyz -> token)', () => {
  it('pays the constant-product amount minus a 0.3% commission that stays in the pool', async () => {
    const { h, token, pair, reserves } = await ammOnly();
    const offer = 100n * XYZ;
    const before = reserves();
    const gross = (before.tokens * offer) / (before.xyz + offer);
    const commission = (gross * 3n + 999n) / 1000n;
    const sim = h.query(pair, {
      simulation: { offer_asset: { info: { native_token: { denom: 'uxyz' } }, amount: offer.toString() } },
    });
    expect(sim).toMatchObject({
      return_amount: (gross - commission).toString(),
      commission_amount: commission.toString(),
    });

    const events = h.execute(alice, pair, swapNativeMsg(offer), uxyz(offer));
    expect(h.cw20Balance(token, alice)).toBe(gross - commission);
    expect(reserves()).toEqual({ xyz: before.xyz + offer, tokens: before.tokens - gross + commission });
    const after = reserves();
    expect(attributesOf(events, 'wasm-swap')).toEqual({
      _contract_address: pair,
      pair,
      token,
      trader: alice,
      offer_denom: 'uxyz',
      offer_amount: offer.toString(),
      ask_denom: token,
      return_amount: (gross - commission).toString(),
      commission_amount: commission.toString(),
      spread_amount: ((before.tokens * offer) / before.xyz - gross).toString(),
      price: ((after.xyz * 1_000_000n) / after.tokens).toString(),
      xyz_reserves: after.xyz.toString(),
    });
    expect(after.xyz * after.tokens).toBeGreaterThan(before.xyz * before.tokens);
  });

  it('enforces max_spread and min_tokens_out, changing nothing when they fail', async () => {
    const { h, pair, reserves } = await ammOnly();
    const before = reserves();
    expect(() =>
      h.execute(alice, pair, swapNativeMsg(1_000n * XYZ, { maxSpread: '0.01' }), uxyz(1_000n * XYZ)),
    ).toThrow('Operation exceeds max spread limit');
    expect(() => h.execute(alice, pair, swapNativeMsg(XYZ, { minTokensOut: 10n ** 12n }), uxyz(XYZ))).toThrow(
      'slippage limit',
    );
    expect(reserves()).toEqual(before);
    expect(h.balance(alice)).toBe(1_000_000n * XYZ);
    h.execute(alice, pair, swapNativeMsg(XYZ, { maxSpread: '0.01', minTokensOut: 1n }), uxyz(XYZ));
  });

  it.each([
    [
      'funds that differ from offer_asset.amount',
      swapNativeMsg(2n * XYZ),
      uxyz(XYZ),
      'does not match the funds',
    ],
    ['no funds', swapNativeMsg(XYZ), [], 'no funds sent'],
    [
      'another denom',
      { swap: { offer_asset: { info: { native_token: { denom: 'uatom' } }, amount: '5' } } },
      [{ denom: 'uatom', amount: '5' }],
      'not uatom',
    ],
    [
      'a token offer sent as a native swap',
      { swap: { offer_asset: { info: { token: { contract_addr: alice } }, amount: '5' } } },
      uxyz(5n),
      'CW20 send',
    ],
    ['a zero amount', swapNativeMsg(0n), uxyz(5n), 'Invalid zero amount'],
    ['a max_spread above 1', swapNativeMsg(XYZ, { maxSpread: '1.5' }), uxyz(XYZ), 'between 0 and 1'],
    [
      'a max_spread that is not a decimal',
      { swap: { offer_asset: { info: { native_token: { denom: 'uxyz' } }, amount: '5' }, max_spread: 0.1 } },
      uxyz(5n),
      'decimal string',
    ],
    ['an unknown message', { provide_liquidity: {} }, [], 'unknown variant `provide_liquidity`'],
  ])('fails with %s', async (_name, msg, funds, error) => {
    const { h, pair } = await ammOnly();
    h.fund(alice, 10n, 'uatom');
    expect(() => h.execute(alice, pair, msg, funds)).toThrow(error);
  });

  it('refuses an offer too small to return anything', async () => {
    const { h, token, pair } = await ammOnly();
    expect(() => h.execute(bob, token, swapTokenSendMsg(pair, 1n))).toThrow('too small');
  });
});

describe('AMM swap token in (CW20 send with {"swap":{}})', () => {
  it('pays uxyz by the constant product minus 0.3%, and emits wasm-swap with the token as offer_denom', async () => {
    const { h, token, pair, reserves } = await ammOnly();
    const offer = 10_000n * TOKEN;
    const before = reserves();
    const quote = quoteSwap(before.tokens, before.xyz, offer);
    const xyzBefore = h.balance(bob);
    const events = h.execute(bob, token, swapTokenSendMsg(pair, offer));
    expect(h.balance(bob)).toBe(xyzBefore + quote.returnAmount);
    expect(reserves()).toEqual({ xyz: before.xyz - quote.returnAmount, tokens: before.tokens + offer });
    expect(attributesOf(events, 'wasm-swap')).toMatchObject({
      trader: bob,
      offer_denom: token,
      ask_denom: 'uxyz',
      offer_amount: offer.toString(),
      return_amount: quote.returnAmount.toString(),
    });
  });

  it('enforces max_spread and min_xyz_out', async () => {
    const { h, token, pair } = await ammOnly();
    expect(() =>
      h.execute(bob, token, swapTokenSendMsg(pair, 50_000n * TOKEN, { maxSpread: '0.05' })),
    ).toThrow('max spread');
    expect(() => h.execute(bob, token, swapTokenSendMsg(pair, TOKEN, { minXyzOut: 10n ** 12n }))).toThrow(
      'slippage limit',
    );
    expect(h.cw20Balance(token, bob)).toBe(100_000n * TOKEN);
  });

  it('rejects another token sent to the pair', async () => {
    const { h, pair } = await ammOnly();
    const other = h.instantiate(bob, 1, {
      name: 'Other',
      symbol: 'OTH',
      decimals: 6,
      initial_balances: [{ address: bob, amount: '1000' }],
    });
    expect(() => h.execute(bob, other, swapTokenSendMsg(pair, 100n))).toThrow('this pair trades');
  });
});

describe('AMM conservation', () => {
  it('keeps uxyz and token totals unchanged over many swaps, and the pool balances equal its reserves', async () => {
    const { h, token, pair, reserves } = await ammOnly();
    const xyzTotal = h.totalOf();
    for (let i = 1n; i <= 5n; i++) {
      h.execute(alice, pair, swapNativeMsg(i * 37n * XYZ), uxyz(i * 37n * XYZ));
      h.execute(bob, token, swapTokenSendMsg(pair, i * 1_234n * TOKEN));
    }
    h.execute(alice, token, swapTokenSendMsg(pair, h.cw20Balance(token, alice)));
    expect(h.totalOf()).toBe(xyzTotal);
    expect([...h.cw20Holdings(token).values()].reduce((a, b) => a + b, 0n)).toBe(1_000_000n * TOKEN);
    expect(reserves()).toEqual({ xyz: h.balance(pair), tokens: h.cw20Balance(token, pair) });
  });
});
