// Shared set-up for launchpad tests: a harness with a launchpad, funded traders and one created token.
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { buyMsg, createTokenMsg, CURVE } from '../../../../devnet/chain/wasm/contracts';
import { ContractHarness, attributesOf, uxyz, XYZ } from './harness';

export const alice = DEVNET_KEYS.alice.address;
export const bob = DEVNET_KEYS.bob.address;
export const carol = DEVNET_KEYS.carol.address;

/** Funds every trader with 1,000,000 XYZ (more than any curve can take). */
export const START_FUNDS = 1_000_000n * XYZ;

export interface Progress {
  xyz_reserves: string;
  threshold: string;
  graduated: boolean;
  pair: string | null;
}

export function launchpadWithToken(oraclePrice = '1') {
  const h = new ContractHarness();
  h.oraclePrice = oraclePrice;
  for (const who of [alice, bob, carol]) h.fund(who, START_FUNDS);
  const launchpad = h.instantiate(DEVNET_KEYS.seeder.address, 2, {});
  const events = h.execute(
    alice,
    launchpad,
    createTokenMsg({ name: 'Moon Cat', symbol: 'MCAT', image: 'https://img/mcat.png', description: 'meow' }),
    uxyz(CURVE.creationFee),
  );
  const token = attributesOf(events, 'wasm-create_token').token as string;
  const progress = () => h.query(launchpad, { progress: { token } }) as Progress;
  const buy = (who: string, amount: bigint, min = 0n) =>
    h.execute(who, launchpad, buyMsg(token, min), uxyz(amount));
  return { h, launchpad, token, events, progress, buy };
}

/** The smallest payment whose amount after the 1% fee (rounded up) is exactly `net`. */
export function grossForNet(net: bigint): bigint {
  let gross = (net * 100n) / 99n;
  while (gross - (gross + 99n) / 100n < net) gross += 1n;
  while (gross - 1n - (gross + 98n) / 100n >= net) gross -= 1n;
  return gross;
}
