// B1-B6 against the real in-process devnet: cosmjs-signed txs relayed through B6, blocks on a test clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_DENOM, CODE_ID } from '../../../../shared/chain';
import { startDevnet } from '../../../../devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  buyMsg,
  createTokenMsg,
  cw20InstantiateMsg,
  cw20TransferMsg,
  pairInstantiateMsg,
  provideLiquiditySendMsg,
  swapNativeMsg,
} from '../../../../devnet/chain/wasm/contracts';
import {
  executeMsg,
  instantiateMsg,
  loadSigners,
  sendMsg,
  type SeedSigner,
} from '../../../../devnet/genesis/signer';
import { DevnetDriver, attrs } from './devnet-driver';
import { TEST_DIALECT, named, restUrl } from '../../support/dialect';

const XYZ = 1_000_000n;
const coin = (amount: bigint) => [{ denom: BASE_DENOM, amount: amount.toString() }];
const T0 = Date.parse('2026-11-22T08:00:00.000Z');
let now = T0;

let driver: DevnetDriver;
let alice: SeedSigner;
let bob: SeedSigner;
let whale: SeedSigner;
let stranger: SeedSigner;
const token: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
let launchpad = '';

async function one(name: keyof typeof DEVNET_KEYS, index = 0): Promise<SeedSigner> {
  return (await loadSigners(name, DEVNET_KEYS[name].mnemonic, [index]))[0]!;
}

beforeAll(async () => {
  const devnet = await startDevnet({
    memory: true,
    seed: false,
    blockTimeMs: 'manual',
    clock: () => new Date(now),
    dialect: TEST_DIALECT,
  });
  if (devnet.backendError) throw new Error(devnet.backendError);
  driver = new DevnetDriver(devnet, (ms) => (now += ms));
  launchpad = devnet.launchpadAddress;
  [alice, bob, whale, stranger] = await Promise.all([
    one('alice'),
    one('bob'),
    one('seeder'),
    one('seeder', 77),
  ]);
});

afterAll(async () => {
  await driver?.devnet.stop();
});

describe('B1 /api/tokens from indexed chain events', () => {
  it('lists launchpad tokens with metadata from the creation event, created_at from its block time', async () => {
    const create = (symbol: string) =>
      executeMsg(
        alice.address,
        launchpad,
        createTokenMsg({
          name: `Token ${symbol}`,
          symbol,
          image: `/images/${symbol.toLowerCase()}.svg`,
          description: `About ${symbol}`,
        }),
        coin(XYZ),
      );
    const a = await driver.deliver(alice, [create('AAA')], { gas: 1_000_000n });
    token.A = attrs(a.events, 'wasm-create_token').token!;
    const b = await driver.deliver(
      bob,
      [executeMsg(bob.address, launchpad, createTokenMsg({ name: 'Token BBB', symbol: 'BBB' }), coin(XYZ))],
      { gas: 1_000_000n },
    );
    token.B = attrs(b.events, 'wasm-create_token').token!;

    const { status, body } = await driver.get('/api/tokens');
    expect(status).toBe(200);
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['BBB', 'AAA']);
    expect(body.tokens[1]).toEqual({
      address: token.A,
      name: 'Token AAA',
      symbol: 'AAA',
      image: `${driver.devnet.backendUrl}/images/aaa.svg`,
      description: 'About AAA',
      creator: alice.address,
      source: 'launchpad',
      graduated: false,
      pair: null,
      xyz_reserves: '0',
      current_price: '0',
      volume_24h: '0',
      trade_count_24h: 0,
      created_at: new Date(a.time).toISOString(),
      first_seen_at: new Date(a.time).toISOString(),
    });
    expect(body.tokens[0]).toMatchObject({ image: null, description: null, creator: bob.address });
  });

  it('includes an AMM-only token once its pool opens, newest first with the launchpad tokens', async () => {
    const cw20 = await driver.deliver(bob, [
      instantiateMsg(
        bob.address,
        CODE_ID.CW20,
        cw20InstantiateMsg({
          name: 'Pool Only',
          symbol: 'POOL',
          initialBalances: [{ address: bob.address, amount: 1_000_000n * XYZ }],
          description: 'AMM only',
        }),
        'pool-only',
      ),
    ]);
    token.C = attrs(cw20.events, 'instantiate')._contract_address!;
    const pairTx = await driver.deliver(bob, [
      instantiateMsg(
        bob.address,
        CODE_ID.AMM_PAIR,
        pairInstantiateMsg(token.C),
        'pair-POOL',
        coin(1_000n * XYZ),
      ),
    ]);
    const pair = attrs(pairTx.events, 'instantiate')._contract_address!;
    const opened = await driver.deliver(bob, [
      executeMsg(bob.address, token.C, provideLiquiditySendMsg(pair, 500_000n * XYZ)),
    ]);
    const { body } = await driver.get('/api/tokens');
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['POOL', 'BBB', 'AAA']);
    expect(body.tokens[0]).toMatchObject({
      address: token.C,
      name: 'Pool Only',
      description: 'AMM only',
      source: 'amm',
      graduated: false,
      pair,
      xyz_reserves: String(1_000n * XYZ),
      current_price: attrs(opened.events, 'wasm-provide_liquidity').price,
      trade_count_24h: 0,
      created_at: new Date(cw20.time).toISOString(),
      first_seen_at: new Date(opened.time).toISOString(),
    });
  });

  it('takes price (scaled by 10^6), reserves and 24h volume from curve trades', async () => {
    const buy = await driver.deliver(alice, [
      executeMsg(alice.address, launchpad, buyMsg(token.A), coin(500n * XYZ)),
    ]);
    const event = attrs(buy.events, 'wasm-buy');
    const a = (await driver.get('/api/tokens')).body.tokens.find(
      (t: { address: string }) => t.address === token.A,
    );
    expect(a).toMatchObject({
      current_price: event.price,
      xyz_reserves: event.xyz_reserves,
      volume_24h: String(500n * XYZ),
      trade_count_24h: 1,
    });
    // uxyz per smallest unit x 10^6: the spot price of a fresh curve is 30,000 XYZ / 1,073,000,000 tokens = 27.96 -> 27..28
    expect(Number(a.current_price)).toBeGreaterThanOrEqual(27);
    expect(Number(a.current_price)).toBeLessThan(30);
  });

  it('drops a trade out of volume_24h and trade_count_24h once it is more than 24 hours old', async () => {
    driver.produce(23 * 3600_000);
    await driver.deliver(bob, [executeMsg(bob.address, launchpad, buyMsg(token.A), coin(200n * XYZ))]);
    let a = (await driver.get('/api/tokens')).body.tokens.find(
      (t: { address: string }) => t.address === token.A,
    );
    expect([a.volume_24h, a.trade_count_24h]).toEqual([String(700n * XYZ), 2]);
    driver.produce(3600_000);
    a = (await driver.get('/api/tokens')).body.tokens.find((t: { address: string }) => t.address === token.A);
    expect([a.volume_24h, a.trade_count_24h]).toEqual([String(200n * XYZ), 1]);
  });

  it('flips graduated when a buy crosses the threshold and moves xyz_reserves to the AMM pool figure', async () => {
    const progress = driver.devnet.chain.smartQuery(launchpad, { progress: { token: token.A } }) as {
      threshold: string;
      xyz_reserves: string;
    };
    const needed = ((BigInt(progress.threshold) - BigInt(progress.xyz_reserves)) * 100n) / 99n + 10n * XYZ;
    const buy = await driver.deliver(
      whale,
      [executeMsg(whale.address, launchpad, buyMsg(token.A), coin(needed))],
      { gas: 3_000_000n },
    );
    const graduate = attrs(buy.events, 'wasm-graduate');
    let a = (await driver.get('/api/tokens')).body.tokens.find(
      (t: { address: string }) => t.address === token.A,
    );
    expect(a).toMatchObject({ graduated: true, source: 'launchpad', xyz_reserves: graduate.xyz_reserves });

    const swap = await driver.deliver(alice, [
      executeMsg(alice.address, graduate.pair!, swapNativeMsg(100n * XYZ), coin(100n * XYZ)),
    ]);
    const pool = driver.devnet.chain.smartQuery(graduate.pair!, { pool: {} }) as {
      assets: Array<{ amount: string }>;
    };
    a = (await driver.get('/api/tokens')).body.tokens.find((t: { address: string }) => t.address === token.A);
    expect(a.xyz_reserves).toBe(pool.assets[0]!.amount);
    expect(a.current_price).toBe(attrs(swap.events, 'wasm-swap').price);
  });
});

describe('B2 and B3: balances read from the chain REST', () => {
  it('answers the native balance of an address as the chain reports it', async () => {
    const { body } = await driver.get(`/api/wallet/balance?address=${alice.address}`);
    expect(body).toEqual({
      address: alice.address,
      balance: driver.devnet.chain.balance(alice.address, BASE_DENOM).toString(),
    });
  });

  it('lists only the non-zero token holdings with balance, price and graduation', async () => {
    const { body } = await driver.get(`/api/wallet/tokens?address=${alice.address}`);
    const balanceOf = (t: string) =>
      (driver.devnet.chain.smartQuery(t, { balance: { address: alice.address } }) as { balance: string })
        .balance;
    const tokens = (await driver.get('/api/tokens')).body.tokens as Array<{
      address: string;
      current_price: string;
    }>;
    expect(body.address).toBe(alice.address);
    expect(body.tokens).toEqual([
      {
        address: token.A,
        name: 'Token AAA',
        symbol: 'AAA',
        balance: balanceOf(token.A),
        price_uxyz: tokens.find((t) => t.address === token.A)!.current_price,
        graduated: true,
      },
    ]);
    expect((await driver.get(`/api/wallet/tokens?address=${stranger.address}`)).body.tokens).toEqual([]);
  });

  it('sees a CW20 transfer in the receiver holdings', async () => {
    await driver.deliver(bob, [executeMsg(bob.address, token.C, cw20TransferMsg(stranger.address, 42n))]);
    const { body } = await driver.get(`/api/wallet/tokens?address=${stranger.address}`);
    expect(body.tokens).toEqual([
      {
        address: token.C,
        name: 'Pool Only',
        symbol: 'POOL',
        balance: '42',
        price_uxyz: expect.any(String),
        graduated: false,
      },
    ]);
  });
});

describe('B4 /api/wallet/transactions from the indexer', () => {
  it('pages sent and received txs newest first with exact totals', async () => {
    for (let i = 1; i <= 7; i++)
      await driver.deliver(alice, [sendMsg(alice.address, stranger.address, BigInt(i))], {
        memo: `payment ${i}`,
      });
    const page = (n: number) =>
      driver.get(`/api/wallet/transactions?address=${stranger.address}&limit=3&page=${n}`);
    const first = await page(1);
    expect(first.body).toMatchObject({ address: stranger.address, page: 1, limit: 3, total: 8 });
    expect(first.body.transactions.map((t: { memo: string }) => t.memo)).toEqual([
      'payment 7',
      'payment 6',
      'payment 5',
    ]);
    expect(first.body.transactions[0]).toMatchObject({
      direction: 'in',
      code: 0,
      raw_log: expect.any(String),
    });
    expect(first.body.transactions[0].messages[0]).toMatchObject({
      '@type': named('/ledger.bank.v1beta1.MsgSend'),
      from_address: alice.address,
      to_address: stranger.address,
    });
    expect((await page(3)).body.transactions.map((t: { memo: string }) => t.memo)).toEqual(['payment 1', '']);
    expect((await page(4)).body).toMatchObject({ total: 8, transactions: [] });
    const sent = await driver.get(`/api/wallet/transactions?address=${alice.address}&limit=1`);
    expect(sent.body.transactions[0]).toMatchObject({
      memo: 'payment 7',
      direction: 'out',
      fee: [{ denom: 'uxyz', amount: expect.any(String) }],
    });
  });

  it.each([
    '',
    'address=xyz1nope',
    `address=${DEVNET_KEYS.alice.address}&limit=0`,
    `address=${DEVNET_KEYS.alice.address}&limit=101`,
    `address=${DEVNET_KEYS.alice.address}&page=0`,
    `address=${DEVNET_KEYS.alice.address}&limit=ten`,
  ])('rejects "%s" with 400', async (query) => {
    const { status, body } = await driver.get(`/api/wallet/transactions?${query}`);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('B6 /api/wallet/broadcast de-duplication', () => {
  it('relays the same signed bytes once: one chain tx, the same tx_hash and result every time', async () => {
    const bytes = await driver.sign(alice, [sendMsg(alice.address, bob.address, 1234n)], 200_000n, 'once');
    const first = await driver.broadcast(bytes);
    const again = await driver.broadcast(bytes);
    expect(again).toBe(first);
    const block = driver.produce();
    expect(block.txs.filter((t) => t.hash === first)).toHaveLength(1);
    const afterInclusion = await driver.post('/api/wallet/broadcast', {
      tx_bytes: Buffer.from(bytes).toString('base64'),
    });
    expect(afterInclusion.body).toEqual({ tx_hash: first, code: 0, raw_log: '' });
    const search = await fetch(
      restUrl(
        `${driver.devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent("message.sender='" + alice.address + "'")}&order_by=ORDER_BY_DESC&pagination.limit=100`,
      ),
    );
    const found = ((await search.json()) as { tx_responses: Array<{ txhash: string }> }).tx_responses.filter(
      (t) => t.txhash === first,
    );
    expect(found).toHaveLength(1);
  });

  it('passes a CheckTx failure through with its code and raw_log', async () => {
    const stale = await driver.sign(alice, [sendMsg(alice.address, bob.address, 1n)]);
    await driver.deliver(alice, [sendMsg(alice.address, bob.address, 2n)]);
    const { status, body } = await driver.post('/api/wallet/broadcast', {
      tx_bytes: Buffer.from(stale).toString('base64'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 32, raw_log: expect.stringContaining('account sequence mismatch') });
  });

  it.each(['', '{}', '{"tx_bytes": "***"}', '{"tx_bytes": 7}', 'nope'])(
    'rejects body %s with 400',
    async (raw) => {
      const { status, body } = await driver.post('/api/wallet/broadcast', raw);
      expect(status).toBe(400);
      expect(body.error.code).toMatch(/invalid/);
    },
  );
});

describe('B5 /api/wallet/prices through the devnet oracle feed', () => {
  it('serves the oracle price, caches it 5 minutes, and answers {XYZ: 0} when the feed is down and the cache stale', async () => {
    now += 10 * 60_000;
    await driver.post('/devnet/oracle', { price_usd: '1.25' });
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 1.25 });
    await driver.post('/devnet/oracle', { price_usd: '2' });
    now += 4 * 60_000;
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 1.25 });
    now += 60_000;
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 2 });
    await driver.post('/devnet/oracle', { down: true });
    await expect(fetch(`${driver.devnet.backendUrl}/oracle/price`)).rejects.toThrow();
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 2 });
    now += 5 * 60_000;
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 0 });
    await driver.post('/devnet/oracle', { down: false });
    expect((await driver.get('/api/wallet/prices')).body).toEqual({ XYZ: 2 });
  });
});
