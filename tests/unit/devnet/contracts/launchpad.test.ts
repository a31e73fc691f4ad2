// Specification of the launchpad (code id 2): create, buy, sell via CW20 send, fees, slippage, queries.
import { describe, expect, it } from 'vitest';
import { buyMsg, createTokenMsg, CURVE, sellSendMsg } from '../../../../devnet/chain/wasm/contracts';
import { attributesOf, uxyz, XYZ } from './harness';
import { alice, bob, launchpadWithToken, START_FUNDS } from './launchpad-fixture';

describe('launchpad create_token', () => {
  it('keeps the 1 XYZ creation fee and emits wasm-create_token with metadata', () => {
    const { h, launchpad, token, events } = launchpadWithToken();
    expect(h.balance(alice)).toBe(START_FUNDS - CURVE.creationFee);
    expect(h.balance(launchpad)).toBe(CURVE.creationFee);
    expect(attributesOf(events, 'wasm-create_token')).toMatchObject({
      _contract_address: launchpad,
      token,
      creator: alice,
      name: 'Moon Cat',
      symbol: 'MCAT',
      image: 'https://img/mcat.png',
      description: 'meow',
      threshold: '69000000000',
      price: '27',
    });
  });

  it('instantiates a 6-decimal CW20 minted by the launchpad, whole supply held by the launchpad', () => {
    const { h, launchpad, token } = launchpadWithToken();
    expect(h.query(token, { token_info: {} })).toEqual({
      name: 'Moon Cat',
      symbol: 'MCAT',
      decimals: 6,
      total_supply: CURVE.totalSupply.toString(),
    });
    expect(h.query(token, { minter: {} })).toEqual({ minter: launchpad, cap: CURVE.totalSupply.toString() });
    expect(h.cw20Balance(token, launchpad)).toBe(CURVE.totalSupply);
  });

  it('fixes the threshold from the oracle price at creation and reports progress', () => {
    const { h, launchpad, token, progress } = launchpadWithToken('1.25');
    expect(progress()).toEqual({ xyz_reserves: '0', threshold: '55200000000', graduated: false, pair: null });
    h.oraclePrice = '2';
    expect(progress().threshold).toBe('55200000000');
    const second = h.execute(
      bob,
      launchpad,
      createTokenMsg({ name: 'Second', symbol: 'SEC' }),
      uxyz(CURVE.creationFee),
    );
    expect(attributesOf(second, 'wasm-create_token').threshold).toBe('34500000000');
    expect(token).not.toBe(attributesOf(second, 'wasm-create_token').token);
  });

  it('lists tokens with token and tokens queries (start_after, limit)', () => {
    const { h, launchpad, token } = launchpadWithToken();
    const other = attributesOf(
      h.execute(bob, launchpad, createTokenMsg({ name: 'Other', symbol: 'OTH' }), uxyz(CURVE.creationFee)),
      'wasm-create_token',
    ).token as string;
    const view = h.query(launchpad, { token: { token } }) as Record<string, unknown>;
    expect(view).toMatchObject({
      token,
      creator: alice,
      name: 'Moon Cat',
      symbol: 'MCAT',
      image: 'https://img/mcat.png',
      graduated: false,
      pair: null,
      price: '27',
      created_at: '2026-11-22T08:00:00.000Z',
    });
    const all = h.query(launchpad, { tokens: {} }) as {
      tokens: Array<{ token: string; image: string | null }>;
    };
    expect(all.tokens.map((t) => t.token)).toEqual([token, other].sort());
    expect(all.tokens.find((t) => t.token === other)?.image).toBeNull();
    const first = all.tokens[0]?.token as string;
    expect(
      (h.query(launchpad, { tokens: { start_after: first, limit: 5 } }) as { tokens: unknown[] }).tokens,
    ).toHaveLength(1);
    expect((h.query(launchpad, { tokens: { limit: 1 } }) as { tokens: unknown[] }).tokens).toHaveLength(1);
  });

  it.each([
    ['no funds', [], 'no funds sent'],
    ['too little', uxyz(999_999n), 'creation fee is exactly 1000000uxyz'],
    ['too much', uxyz(2_000_000n), 'creation fee is exactly 1000000uxyz'],
    ['the wrong denom', [{ denom: 'uatom', amount: '1000000' }], 'wrong denom uatom'],
  ])('refuses creation with %s', (_name, funds, error) => {
    const { h, launchpad } = launchpadWithToken();
    h.fund(bob, 1_000_000n, 'uatom');
    expect(() => h.execute(bob, launchpad, createTokenMsg({ name: 'Nope', symbol: 'NOPE' }), funds)).toThrow(
      error,
    );
    expect(h.balance(bob)).toBe(START_FUNDS);
  });

  it.each([
    ['a bad symbol', { create_token: { name: 'Fine', symbol: 'X1' } }, 'Ticker symbol'],
    ['a missing name', { create_token: { symbol: 'ABC' } }, 'create_token.name: missing field'],
    [
      'an over-long description',
      { create_token: { name: 'Fine', symbol: 'ABC', description: 'x'.repeat(2000) } },
      'at most 1024 characters',
    ],
    [
      'an unknown field',
      { create_token: { name: 'Fine', symbol: 'ABC', supply: '5' } },
      'unknown field `supply`',
    ],
    [
      'a javascript: image',
      { create_token: { name: 'Fine', symbol: 'ABC', image: 'javascript:alert(1)' } },
      'create_token.image',
    ],
    [
      'a protocol-relative image',
      { create_token: { name: 'Fine', symbol: 'ABC', image: '//evil/x.png' } },
      'create_token.image',
    ],
    [
      'an image with spaces',
      { create_token: { name: 'Fine', symbol: 'ABC', image: 'https://x/a b.png' } },
      'create_token.image',
    ],
  ])('refuses creation with %s', (_name, msg, error) => {
    const { h, launchpad } = launchpadWithToken();
    expect(() => h.execute(bob, launchpad, msg, uxyz(CURVE.creationFee))).toThrow(error);
  });

  it.each([
    'https://img.example/a.png',
    'http://127.0.0.1:8080/images/a.svg',
    'ipfs://bafy/a.png',
    '/images/abc.svg',
  ])('accepts the image %s', (image) => {
    const { h, launchpad } = launchpadWithToken();
    const events = h.execute(
      bob,
      launchpad,
      createTokenMsg({ name: 'Pic', symbol: 'PIC', image }),
      uxyz(CURVE.creationFee),
    );
    expect(attributesOf(events, 'wasm-create_token').image).toBe(image);
  });

  it('refuses creation while the oracle price is unavailable', () => {
    const { h, launchpad } = launchpadWithToken();
    h.oraclePrice = '0';
    expect(() =>
      h.execute(bob, launchpad, createTokenMsg({ name: 'Zero', symbol: 'ZER' }), uxyz(CURVE.creationFee)),
    ).toThrow('oracle price unavailable');
  });
});

describe('launchpad buy', () => {
  it('sells tokens for uxyz, keeps the 1% fee, and emits wasm-buy', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    const events = buy(bob, 100n * XYZ);
    const attrs = attributesOf(events, 'wasm-buy');
    const expectedOut = (CURVE.virtualTokens * 99_000_000n) / (CURVE.virtualXyz + 99_000_000n);
    expect(attrs).toMatchObject({
      token,
      trader: bob,
      xyz_amount: '100000000',
      token_amount: expectedOut.toString(),
      xyz_reserves: '99000000',
      fee: '1000000',
    });
    expect(h.cw20Balance(token, bob)).toBe(expectedOut);
    expect(h.balance(bob)).toBe(START_FUNDS - 100n * XYZ);
    expect(h.balance(launchpad)).toBe(CURVE.creationFee + 100n * XYZ);
    const price = (30_099_000_000n * 1_000_000n) / (CURVE.virtualTokens - expectedOut);
    expect(attrs.price).toBe(price.toString());
  });

  it('delivers exactly what simulate_buy quoted', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    buy(alice, 3_333n * XYZ);
    const quote = h.query(launchpad, { simulate_buy: { token, xyz_amount: '123456789' } }) as {
      token_amount: string;
      fee: string;
    };
    expect(attributesOf(buy(bob, 123_456_789n), 'wasm-buy')).toMatchObject({
      token_amount: quote.token_amount,
      fee: quote.fee,
    });
  });

  it('raises the price with every buy', () => {
    const { buy } = launchpadWithToken();
    const p1 = BigInt(attributesOf(buy(bob, 1_000n * XYZ), 'wasm-buy').price as string);
    const p2 = BigInt(attributesOf(buy(bob, 1_000n * XYZ), 'wasm-buy').price as string);
    expect(p1).toBeGreaterThan(27n);
    expect(p2).toBeGreaterThan(p1);
  });

  it('fails when fewer tokens than min_tokens_out would arrive, changing nothing', () => {
    const { h, token, buy } = launchpadWithToken();
    expect(() => buy(bob, 1n * XYZ, 10n ** 15n)).toThrow('slippage limit');
    expect(h.balance(bob)).toBe(START_FUNDS);
    expect(h.cw20Balance(token, bob)).toBe(0n);
  });

  it.each([
    ['no funds', [], 'no funds sent'],
    ['the wrong denom', [{ denom: 'uatom', amount: '5' }], 'wrong denom'],
    [
      'two denoms',
      [
        { denom: 'uxyz', amount: '5' },
        { denom: 'uatom', amount: '5' },
      ],
      'exactly one coin',
    ],
  ])('fails with %s', (_name, funds, error) => {
    const { h, launchpad, token } = launchpadWithToken();
    h.fund(bob, 10n, 'uatom');
    expect(() => h.execute(bob, launchpad, buyMsg(token), funds)).toThrow(error);
  });

  it.each([
    ['a missing min_tokens_out', (t: string) => ({ buy: { token: t } }), 'min_tokens_out: missing field'],
    [
      'a non-integer min_tokens_out',
      (t: string) => ({ buy: { token: t, min_tokens_out: '1.5' } }),
      'Uint128',
    ],
    [
      'a malformed token address',
      () => ({ buy: { token: 'xyz1nope', min_tokens_out: '0' } }),
      'invalid address',
    ],
    ['an unknown token', () => ({ buy: { token: bob, min_tokens_out: '0' } }), 'unknown token'],
    ['an unknown message', () => ({ mint: {} }), 'unknown variant `mint`'],
    [
      'two variants at once',
      (t: string) => ({ buy: { token: t, min_tokens_out: '0' }, create_token: {} }),
      'exactly one message variant',
    ],
    ['a non-object message', () => 'buy', 'expected an object'],
  ])('fails with %s', (_name, makeMsg, error) => {
    const { h, launchpad, token } = launchpadWithToken();
    expect(() => h.execute(bob, launchpad, makeMsg(token), uxyz(XYZ))).toThrow(error);
    expect(h.balance(bob)).toBe(START_FUNDS);
  });

  it('refuses a buy too small to receive any token unit', () => {
    const { buy } = launchpadWithToken();
    expect(() => buy(bob, 1n)).toThrow('too small');
  });
});

describe('launchpad sell (CW20 send with {"sell":{min_xyz_out}})', () => {
  it('buys tokens back, pays uxyz minus the 1% fee, lowers the price, and emits wasm-sell', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    const bought = BigInt(attributesOf(buy(bob, 1_000n * XYZ), 'wasm-buy').token_amount as string);
    const priceBefore = BigInt((h.query(launchpad, { token: { token } }) as { price: string }).price);
    const before = h.balance(bob);
    const quote = h.query(launchpad, {
      simulate_sell: { token, token_amount: (bought / 2n).toString() },
    }) as { xyz_amount: string; fee: string };
    const events = h.execute(bob, token, sellSendMsg(launchpad, bought / 2n, 1n));
    const attrs = attributesOf(events, 'wasm-sell');
    expect(attrs).toMatchObject({
      token,
      trader: bob,
      token_amount: (bought / 2n).toString(),
      xyz_amount: quote.xyz_amount,
      fee: quote.fee,
    });
    expect(h.balance(bob)).toBe(before + BigInt(quote.xyz_amount));
    expect(h.cw20Balance(token, bob)).toBe(bought - bought / 2n);
    expect(BigInt(attrs.price as string)).toBeLessThan(priceBefore);
  });

  it('fails when less uxyz than min_xyz_out would arrive, changing nothing', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    buy(bob, 10n * XYZ);
    const held = h.cw20Balance(token, bob);
    expect(() => h.execute(bob, token, sellSendMsg(launchpad, held, 10n * XYZ))).toThrow('slippage limit');
    expect(h.cw20Balance(token, bob)).toBe(held);
  });

  it('rejects a receive that does not come from a launchpad token', () => {
    const { h, launchpad } = launchpadWithToken();
    expect(() =>
      h.execute(bob, launchpad, {
        receive: { sender: bob, amount: '5', msg: 'eyJzZWxsIjp7Im1pbl94eXpfb3V0IjoiMCJ9fQ==' },
      }),
    ).toThrow('unknown token');
  });

  it('rejects an unknown hook and a malformed hook', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    buy(bob, 10n * XYZ);
    expect(() =>
      h.execute(bob, token, { send: { contract: launchpad, amount: '5', msg: btoa('{"dump":{}}') } }),
    ).toThrow('unknown variant `dump`');
    expect(() =>
      h.execute(bob, token, { send: { contract: launchpad, amount: '5', msg: btoa('not json') } }),
    ).toThrow('not valid JSON');
    expect(() =>
      h.execute(bob, token, { send: { contract: launchpad, amount: '5', msg: btoa('{"sell":{}}') } }),
    ).toThrow('min_xyz_out: missing field');
  });
});

describe('launchpad conservation', () => {
  it('never creates uxyz or tokens: totals are unchanged and the launchpad holds reserves plus fees', () => {
    const { h, launchpad, token, buy } = launchpadWithToken();
    const totalBefore = h.totalOf();
    buy(bob, 5_000n * XYZ);
    buy(alice, 777_777_777n);
    h.execute(bob, token, sellSendMsg(launchpad, h.cw20Balance(token, bob) / 3n));
    h.execute(alice, token, sellSendMsg(launchpad, h.cw20Balance(token, alice)));
    expect(h.totalOf()).toBe(totalBefore);
    const view = h.query(launchpad, { token: { token } }) as { xyz_reserves: string; tokens_sold: string };
    const record = JSON.parse(h.instances.get(launchpad)?.storage.get(`token/${token}`) ?? '{}') as {
      fees_collected: string;
    };
    expect(h.balance(launchpad)).toBe(
      CURVE.creationFee + BigInt(view.xyz_reserves) + BigInt(record.fees_collected),
    );
    const holdings = [...h.cw20Holdings(token).values()].reduce((a, b) => a + b, 0n);
    expect(holdings).toBe(CURVE.totalSupply);
    expect(CURVE.totalSupply - h.cw20Balance(token, launchpad)).toBe(BigInt(view.tokens_sold));
  });
});
