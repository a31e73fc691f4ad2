// Base genesis of a fresh devnet: faucet, three bonded validators, a vesting account, funded test keys,
// the launchpad (code 2) and the oracle price. Written directly into state (no blocks).
import { DEVNET_KEYS } from './genesis-keys';
import type { Chain } from './chain';
import type { ExecContext } from './context';
import { convertPrefix, sha256 } from './crypto';
import { ensureAccount, setAccount } from './modules/auth';
import { mintCoins } from './modules/bank';
import { BONDED_POOL_ADDRESS, setValidator } from './modules/staking';
import { DEFAULT_ORACLE_PRICE, setOraclePrice } from './modules/oracle';
import { instantiateContract } from './wasm/module';
import { VALOPER_PREFIX } from './handlers';
import { CODE_ID } from '../../shared/chain';
import { writeGenesisProposals } from './gov-genesis';

const XYZ = 1_000_000n;
const GENESIS_MINTER = 'genesis';
/** Genesis balances in uxyz. */
export const GENESIS_AMOUNTS = {
  faucet: 1_000_000_000n * XYZ,
  seeder: 100_000_000n * XYZ,
  validatorLiquid: 100_000n * XYZ,
  validatorSelfDelegation: 1_000_000n * XYZ,
  vestingBalance: 100_000n * XYZ,
  vestingLocked: 80_000n * XYZ,
  testUser: 10_000n * XYZ,
} as const;
const VALIDATOR_NAMES = ['validator-1', 'validator-2', 'validator-3'] as const;
const TEST_USERS = ['alice', 'bob', 'carol', 'dave', 'erin'] as const;
const DAY_SECONDS = 86_400;

export function validatorOperator(name: (typeof VALIDATOR_NAMES)[number]): string {
  return convertPrefix(DEVNET_KEYS[name].address, VALOPER_PREFIX);
}

export function genesisValidators(): string[] {
  return VALIDATOR_NAMES.map(validatorOperator);
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
    for (const name of VALIDATOR_NAMES) {
      const operator = validatorOperator(name);
      const self = DEVNET_KEYS[name].address;
      fund(ctx, self, GENESIS_AMOUNTS.validatorLiquid);
      fund(ctx, BONDED_POOL_ADDRESS, GENESIS_AMOUNTS.validatorSelfDelegation);
      setValidator(ctx.store, {
        operatorAddress: operator,
        moniker: name,
        consensusPubkey: Buffer.from(
          sha256(new TextEncoder().encode(`xyz-devnet/consensus/${name}`)),
        ).toString('base64'),
        tokens: GENESIS_AMOUNTS.validatorSelfDelegation.toString(),
        commissionRate: '0.100000000000000000',
      });
      ctx.store.set(`del/${self}/${operator}`, GENESIS_AMOUNTS.validatorSelfDelegation.toString());
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
