// End to end over the chain REST of startDevnet: launchpad create/buy/sell/graduate and AMM swaps with signed txs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { startDevnet, type RunningDevnet } from '../../../../devnet/index';
import {
  buyMsg,
  createTokenMsg,
  sellSendMsg,
  swapNativeMsg,
  swapTokenSendMsg,
} from '../../../../devnet/chain/wasm/contracts';
import { RestClient, attrs, ok } from './rest-client';
import { TestSigner, executeMessage } from './tx-signer';
import { TEST_DIALECT } from '../../support/dialect';

const XYZ = 1_000_000n;
const uxyz = (amount: bigint) => [{ denom: 'uxyz', amount: amount.toString() }];

describe('native contracts over the devnet chain REST', () => {
  let devnet: RunningDevnet;
  let rest: RestClient;
  let alice: TestSigner;
  let bob: TestSigner;

  beforeAll(async () => {
    devnet = await startDevnet({
      memory: true,
      seed: false,
      backend: false,
      blockTimeMs: 'manual',
      dialect: TEST_DIALECT,
    });
    rest = new RestClient(devnet.chainRestUrl, devnet.backendUrl, devnet.chainId);
    [alice, bob] = await Promise.all([
      TestSigner.fromMnemonic(DEVNET_KEYS.alice.mnemonic),
      TestSigner.fromMnemonic(DEVNET_KEYS.bob.mnemonic),
    ]);
    await rest.setOraclePrice('1000');
  });

  afterAll(async () => {
    await devnet?.stop();
  });

  it('runs a launchpad token from creation to graduation and then trades it on its pair, conserving uxyz', async () => {
    const launchpad = devnet.launchpadAddress;
    const supplyBefore = await rest.supply();

    const created = ok(
      await rest.deliver(alice, [
        executeMessage(
          alice.address,
          launchpad,
          createTokenMsg({ name: 'Rest Cat', symbol: 'RCAT', description: 'over http' }),
          uxyz(XYZ),
        ),
      ]),
    );
    const token = attrs(created, 'wasm-create_token').token as string;
    expect(attrs(created, 'wasm-create_token')).toMatchObject({
      creator: alice.address,
      symbol: 'RCAT',
      description: 'over http',
      threshold: '69000000',
    });
    expect(await rest.smart(token, { token_info: {} })).toMatchObject({ symbol: 'RCAT', decimals: 6 });

    const bought = ok(
      await rest.deliver(bob, [executeMessage(bob.address, launchpad, buyMsg(token, 1n), uxyz(30n * XYZ))]),
    );
    const tokens = BigInt(attrs(bought, 'wasm-buy').token_amount as string);
    expect(await rest.cw20Balance(token, bob.address)).toBe(tokens);
    expect(await rest.smart(launchpad, { progress: { token } })).toEqual({
      xyz_reserves: '29700000',
      threshold: '69000000',
      graduated: false,
      pair: null,
    });

    const bobBefore = await rest.balance(bob.address);
    const sold = ok(
      await rest.deliver(bob, [executeMessage(bob.address, token, sellSendMsg(launchpad, tokens / 4n))]),
    );
    const fee = BigInt(sold.tx.auth_info.fee.amount[0]?.amount ?? '0');
    expect(await rest.balance(bob.address)).toBe(
      bobBefore - fee + BigInt(attrs(sold, 'wasm-sell').xyz_amount as string),
    );

    const rejected = await rest.deliver(bob, [
      executeMessage(bob.address, token, sellSendMsg(launchpad, tokens / 4n, 10n ** 12n)),
    ]);
    expect(rejected.code).toBe(5);
    expect(rejected.codespace).toBe('wasm');
    expect(rejected.raw_log).toContain('slippage limit');

    const graduating = ok(
      await rest.deliver(alice, [executeMessage(alice.address, launchpad, buyMsg(token), uxyz(60n * XYZ))]),
    );
    const pair = attrs(graduating, 'wasm-graduate').pair as string;
    const progress = await rest.smart<{ graduated: boolean; pair: string; xyz_reserves: string }>(launchpad, {
      progress: { token },
    });
    expect(progress).toMatchObject({ graduated: true, pair });
    expect(await rest.balance(pair)).toBe(BigInt(progress.xyz_reserves));

    const late = await rest.deliver(bob, [executeMessage(bob.address, launchpad, buyMsg(token), uxyz(XYZ))]);
    expect(late.raw_log).toContain('token graduated');

    const swapIn = ok(
      await rest.deliver(bob, [
        executeMessage(bob.address, pair, swapNativeMsg(5n * XYZ, { maxSpread: '0.2' }), uxyz(5n * XYZ)),
      ]),
    );
    expect(attrs(swapIn, 'wasm-swap')).toMatchObject({
      pair,
      token,
      trader: bob.address,
      offer_denom: 'uxyz',
      offer_amount: '5000000',
    });
    const held = await rest.cw20Balance(token, bob.address);
    const swapOut = ok(
      await rest.deliver(bob, [executeMessage(bob.address, token, swapTokenSendMsg(pair, held))]),
    );
    expect(attrs(swapOut, 'wasm-swap')).toMatchObject({ offer_denom: token, offer_amount: held.toString() });
    expect(await rest.cw20Balance(token, bob.address)).toBe(0n);

    const pool = await rest.smart<{ assets: Array<{ amount: string }> }>(pair, { pool: {} });
    expect(BigInt(pool.assets[0]?.amount ?? '0')).toBe(await rest.balance(pair));
    expect(BigInt(pool.assets[1]?.amount ?? '0')).toBe(await rest.cw20Balance(token, pair));
    expect(await rest.supply()).toBe(supplyBefore);
    const info = await rest.smart<{ total_supply: string }>(token, { token_info: {} });
    const holders = [alice.address, bob.address, launchpad, pair];
    const sum = (await Promise.all(holders.map((h) => rest.cw20Balance(token, h)))).reduce(
      (a, b) => a + b,
      0n,
    );
    expect(sum).toBe(BigInt(info.total_supply));
  });
});
