// Gas limit of an unsigned transaction prepared online: simulated when the signer's public key is known (the
// chain's or the account's), else a fixed default that covers a native send with room to spare.
import type { Dialect } from '../../../shared/dialect';
import type { ChainRestClient } from '../chain/chain-rest';
import { gasLimitFor } from '../tx/fee';
import { simulateFailureOf } from '../tx/simulate-failure';
import { makeSimulateTxBytes } from '../tx/tx-bytes';

/** Gas units used when the public key is unknown (a plain send needs well under 100k on the devnet). */
export const DEFAULT_OFFLINE_GAS = 200_000n;

/** Gas limit = ceil(simulated gas x adjustment) when `pubkey` is known, else DEFAULT_OFFLINE_GAS. */
export async function unsignedGasLimit(input: {
  chain: ChainRestClient;
  bodyBytes: Uint8Array;
  pubkey: Uint8Array | null;
  sequence: bigint;
  dialect: Dialect;
  adjustment: number;
}): Promise<{ gasLimit: bigint; simulated: boolean }> {
  if (input.pubkey === null) return { gasLimit: DEFAULT_OFFLINE_GAS, simulated: false };
  const txBytes = makeSimulateTxBytes({
    bodyBytes: input.bodyBytes,
    pubkey: input.pubkey,
    sequence: input.sequence,
    dialect: input.dialect,
  });
  try {
    const { gasUsed } = await input.chain.simulate(txBytes);
    return { gasLimit: gasLimitFor(gasUsed, input.adjustment), simulated: true };
  } catch (error) {
    throw simulateFailureOf(error);
  }
}
