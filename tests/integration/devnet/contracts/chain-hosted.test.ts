// The native contracts hosted by the real devnet chain (ledgerwasm, ante, gas), driven with cosmjs-signed txs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chain } from '../../../../devnet/chain/chain';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  NATIVE_CONTRACTS,
  buyMsg,
  createAmmOnlyToken,
  createTokenMsg,
  sellSendMsg,
  swapNativeMsg,
  swapTokenSendMsg,
} from '../../../../devnet/chain/wasm/contracts';
import { ChainDriver, eventAttributes, expectOk, feeOf } from './chain-driver';
import { TestSigner } from './tx-signer';
import { TEST_DIALECT } from '../../support/dialect';

const XYZ = 1_000_000n;
const uxyz = (amount: bigint) => [{ denom: 'uxyz', amount: amount.toString() }];

describe('native contracts on the devnet chain (in process)', () => {
  let chain: Chain;
  let driver: ChainDriver;
  let alice: TestSigner;
  let bob: TestSigner;
  let seeder: TestSigner;
  let launchpad: string;

  beforeAll(async () => {
    let now = new Date('2026-11-22T08:00:00Z').getTime();
    chain = new Chain({
      contracts: NATIVE_CONTRACTS,
      bridgeAuthority: DEVNET_KEYS.faucet.address,
      clock: () => new Date((now += 1000)),
      dialect: TEST_DIALECT,
    });
    writeBaseGenesis(chain, new Date('2026-11-22T07:00:00Z'));
    driver = new ChainDriver(chain.handle());
    launchpad = chain.launchpadAddress;
    [alice, bob, seeder] = await Promise.all([
      TestSigner.fromMnemonic(DEVNET_KEYS.alice.mnemonic),
      TestSigner.fromMnemonic(DEVNET_KEYS.bob.mnemonic),
      TestSigner.fromMnemonic(DEVNET_KEYS.seeder.mnemonic),
    ]);
  });

  afterAll(() => chain?.close());

  it('creates, buys, sells and graduates a launchpad token, conserving uxyz and tokens', async () => {
    chain.setOraclePrice('1000');
    const balance = (who: string) => driver.handle.balance(who, 'uxyz');
    const before = {
      alice: balance(alice.address),
      bob: balance(bob.address),
      launchpad: balance(launchpad),
    };

    const created = expectOk(
      await driver.execute(
        alice,
        launchpad,
        createTokenMsg({ name: 'Chain Cat', symbol: 'CCAT' }),
        uxyz(XYZ),
      ),
    );
    const token = eventAttributes(created, 'wasm-create_token').token as string;
    expect(eventAttributes(created, 'wasm-create_token')).toMatchObject({
      creator: alice.address,
      name: 'Chain Cat',
      symbol: 'CCAT',
      threshold: '69000000',
    });
    expect(driver.handle.smartQuery(launchpad, { progress: { token } })).toEqual({
      xyz_reserves: '0',
      threshold: '69000000',
      graduated: false,
      pair: null,
    });

    const bought = expectOk(await driver.execute(bob, launchpad, buyMsg(token, 1n), uxyz(20n * XYZ)));
    const buy = eventAttributes(bought, 'wasm-buy');
    expect(buy).toMatchObject({
      token,
      trader: bob.address,
      xyz_amount: '20000000',
      xyz_reserves: '19800000',
    });
    expect(driver.cw20Balance(token, bob.address)).toBe(BigInt(buy.token_amount as string));

    const sold = expectOk(
      await driver.execute(bob, token, sellSendMsg(launchpad, BigInt(buy.token_amount as string) / 2n)),
    );
    const sell = eventAttributes(sold, 'wasm-sell');
    expect(sell.trader).toBe(bob.address);

    const failed = await driver.execute(bob, launchpad, buyMsg(token, 10n ** 15n), uxyz(XYZ));
    expect(failed.record.code).toBe(5);
    expect(failed.record.codespace).toBe('wasm');
    expect(failed.record.rawLog).toContain('slippage limit');

    const graduating = expectOk(await driver.execute(alice, launchpad, buyMsg(token), uxyz(80n * XYZ)));
    const graduate = eventAttributes(graduating, 'wasm-graduate');
    const pair = graduate.pair as string;
    const progress = driver.handle.smartQuery(launchpad, { progress: { token } }) as {
      graduated: boolean;
      pair: string;
      xyz_reserves: string;
    };
    expect(progress).toMatchObject({ graduated: true, pair });
    expect(balance(pair)).toBe(BigInt(progress.xyz_reserves));

    const afterGraduation = await driver.execute(bob, launchpad, buyMsg(token), uxyz(XYZ));
    expect(afterGraduation.record.rawLog).toContain('token graduated');

    const fees = [created, bought, sold, failed, graduating, afterGraduation].map(feeOf);
    const aliceFees = feeOf(created) + feeOf(graduating);
    const bobFees = fees.reduce((a, b) => a + b, 0n) - aliceFees;
    const delta =
      balance(alice.address) -
      before.alice +
      (balance(bob.address) - before.bob) +
      (balance(launchpad) - before.launchpad) +
      balance(pair);
    expect(delta).toBe(-(aliceFees + bobFees));
    const info = driver.handle.smartQuery(token, { token_info: {} }) as { total_supply: string };
    const held =
      driver.cw20Balance(token, alice.address) +
      driver.cw20Balance(token, bob.address) +
      driver.cw20Balance(token, pair) +
      driver.cw20Balance(token, launchpad);
    expect(held).toBe(BigInt(info.total_supply));
  });

  it('creates an AMM-only token with the helper and swaps both ways through signed txs', async () => {
    const { token: tokenAddress, pair: pairAddress } = await createAmmOnlyToken(
      {
        instantiate: async (_sender, codeId, msg, funds) =>
          (await driver.instantiate(seeder, codeId, msg, funds)).address,
        execute: async (_sender, contract, msg, funds) =>
          void expectOk(await driver.execute(seeder, contract, msg, funds)),
      },
      {
        creator: seeder.address,
        name: 'Pool Only',
        symbol: 'POOL',
        supply: 1_000_000n * XYZ,
        poolTokens: 500_000n * XYZ,
        poolXyz: 5_000n * XYZ,
      },
    );
    expect(driver.cw20Balance(tokenAddress, pairAddress)).toBe(500_000n * XYZ);

    const swapIn = expectOk(
      await driver.execute(
        alice,
        pairAddress,
        swapNativeMsg(100n * XYZ, { maxSpread: '0.05' }),
        uxyz(100n * XYZ),
      ),
    );
    const swap = eventAttributes(swapIn, 'wasm-swap');
    expect(swap).toMatchObject({
      pair: pairAddress,
      token: tokenAddress,
      trader: alice.address,
      offer_denom: 'uxyz',
      offer_amount: '100000000',
    });
    const got = driver.cw20Balance(tokenAddress, alice.address);
    expect(got.toString()).toBe(swap.return_amount);

    const swapOut = expectOk(await driver.execute(alice, tokenAddress, swapTokenSendMsg(pairAddress, got)));
    expect(eventAttributes(swapOut, 'wasm-swap')).toMatchObject({
      offer_denom: tokenAddress,
      offer_amount: got.toString(),
    });
    const pool = driver.handle.smartQuery(pairAddress, { pool: {} }) as { assets: Array<{ amount: string }> };
    expect(BigInt(pool.assets[0]?.amount ?? '0')).toBe(driver.handle.balance(pairAddress, 'uxyz'));
    expect(BigInt(pool.assets[1]?.amount ?? '0')).toBe(driver.cw20Balance(tokenAddress, pairAddress));
  });
});
