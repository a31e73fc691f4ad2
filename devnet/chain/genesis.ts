// Base genesis of a fresh devnet: faucet, the genesis validator set, a vesting account, funded test keys,
// the launchpad (code 2), the oracle price, and the test accounts' authz grants and fee allowance. Written
// directly into state (no blocks).
import { DEVNET_KEYS } from './genesis-keys';
import type { Chain } from './chain';
import type { ExecContext } from './context';
import { convertPrefix, moduleAddress, sha256 } from './crypto';
import { GENESIS_VALIDATORS, GENESIS_VALIDATOR_UNBONDING_SECONDS } from './genesis-validators';
import { ensureAccount, setAccount } from './modules/auth';
import { mintCoins } from './modules/bank';
import { initializeDelegation, initializeValidator } from './modules/distribution';
import { BONDED_POOL_ADDRESS, NOT_BONDED_POOL_ADDRESS, setValidator } from './modules/staking';
import { DEFAULT_ORACLE_PRICE, setOraclePrice } from './modules/oracle';
import { instantiateContract } from './wasm/module';
import { VALOPER_PREFIX } from './handlers';
import { CODE_ID } from '../../shared/chain';
import { writeGenesisProposals } from './gov-genesis';
import { writeGenesisGrants } from './modules/authz-genesis';

const XYZ = 1_000_000n;
const GENESIS_MINTER = 'genesis';
/** Genesis balances in uxyz. */
export const GENESIS_AMOUNTS = {
  faucet: 1_000_000_000n * XYZ,
  seeder: 100_000_000n * XYZ,
  validatorLiquid: 100_000n * XYZ,
  /** Self-delegation of validator-1..3 (the others: genesis-validators.ts). */
  validatorSelfDelegation: 1_000_000n * XYZ,
  vestingBalance: 100_000n * XYZ,
  vestingLocked: 80_000n * XYZ,
  testUser: 10_000n * XYZ,
} as const;
const TEST_USERS = ['alice', 'bob', 'carol', 'dave', 'erin'] as const;
const DAY_SECONDS = 86_400;

/** The account of a genesis validator: its devnet key, or an address derived from its name. */
export function validatorAccount(name: string): string {
  const key = (DEVNET_KEYS as Record<string, { address: string } | undefined>)[name];
  return key?.address ?? moduleAddress(`xyz-devnet/validator/${name}`);
}

export function validatorOperator(name: string): string {
  return convertPrefix(validatorAccount(name), VALOPER_PREFIX);
}

/** Operator addresses of every genesis validator (bonded first). */
export function genesisValidators(): string[] {
  return GENESIS_VALIDATORS.map((v) => validatorOperator(v.name));
}

function fund(ctx: ExecContext, address: string, amount: bigint): void {
  mintCoins(ctx, GENESIS_MINTER, address, [{ denom: 'uxyz', amount: amount.toString() }]);
}

/** Runs the base genesis on a fresh chain at `time` (the vesting schedule starts then). */
export function writeBaseGenesis(chain: Chain, time: Date): void {
  chain.initGenesis(time, (ctx) => {
    const faucet = DEVNET_KEYS.faucet.address;
    fund(ctx, faucet, GENESIS_AMOUNTS.faucet);
    fund(ctx, DEVNET_KEYS.seeder.address, GENESIS_AMOUNTS.seeder);
    for (const name of TEST_USERS) fund(ctx, DEVNET_KEYS[name].address, GENESIS_AMOUNTS.testUser);
    for (const v of GENESIS_VALIDATORS) {
      const operator = validatorOperator(v.name);
      const self = validatorAccount(v.name);
      fund(ctx, self, GENESIS_AMOUNTS.validatorLiquid);
      const bonded = v.status === 'BOND_STATUS_BONDED';
      fund(ctx, bonded ? BONDED_POOL_ADDRESS : NOT_BONDED_POOL_ADDRESS, v.selfDelegation);
      const unbondingTime =
        v.status === 'BOND_STATUS_UNBONDING'
          ? new Date(time.getTime() + GENESIS_VALIDATOR_UNBONDING_SECONDS * 1000).toISOString()
          : undefined;
      setValidator(ctx.store, {
        operatorAddress: operator,
        moniker: v.moniker,
        consensusPubkey: Buffer.from(
          sha256(new TextEncoder().encode(`xyz-devnet/consensus/${v.name}`)),
        ).toString('base64'),
        tokens: v.selfDelegation.toString(),
        commissionRate: v.commissionRate,
        status: v.status,
        jailed: v.jailed,
        description: {
          identity: v.identity,
          website: v.website,
          securityContact: v.securityContact,
          details: v.details,
        },
        maxRate: v.maxRate,
        maxChangeRate: v.maxChangeRate,
        ...(unbondingTime ? { unbondingTime, unbondingHeight: 0 } : {}),
      });
      ctx.store.set(`del/${self}/${operator}`, v.selfDelegation.toString());
      initializeValidator(ctx.store, operator);
      initializeDelegation(ctx.store, operator, self, v.selfDelegation, 0);
    }
    const vesting = DEVNET_KEYS.vesting.address;
    fund(ctx, vesting, GENESIS_AMOUNTS.vestingBalance);
    const start = Math.floor(time.getTime() / 1000);
    const account = ensureAccount(ctx.store, vesting);
    setAccount(ctx.store, {
      ...account,
      vesting: {
        originalVesting: [{ denom: 'uxyz', amount: GENESIS_AMOUNTS.vestingLocked.toString() }],
        startTime: start,
        endTime: start + 365 * DAY_SECONDS,
      },
    });
    setOraclePrice(ctx.store, DEFAULT_ORACLE_PRICE);
    writeGenesisProposals(ctx.store, { genesisTime: time, now: chain.clock() });
    const people = Object.fromEntries(TEST_USERS.map((name) => [name, DEVNET_KEYS[name].address]));
    writeGenesisGrants(ctx, {
      ...(people as Record<(typeof TEST_USERS)[number], string>),
      restakeValidator: validatorOperator('validator-1'),
    });
    if (chain.env.contracts.has(CODE_ID.LAUNCHPAD)) {
      chain.launchpadAddress = instantiateContract(
        chain.env,
        ctx,
        faucet,
        CODE_ID.LAUNCHPAD,
        {},
        [],
        'xyz launchpad',
        faucet,
      );
    }
  });
}
