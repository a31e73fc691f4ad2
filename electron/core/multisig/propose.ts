// Proposing a transaction from a shared account: account number and sequence from the chain, gas simulated with
// every member's signature in place (the most the combined tx can weigh), the fee from the gas price.
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { simulateMultisigTxBytes } from '../../../shared/multisig/combine';
import type { MultisigAccountDef, MultisigProposal } from '../../../shared/multisig/files';
import type { ChainRestClient } from '../chain/chain-rest';
import { feeFor, gasLimitFor } from '../tx/fee';
import { simulateFailureOf } from '../tx/simulate-failure';
import { buildProposal } from './proposal';

export { simulateMultisigTxBytes };

/** Builds the proposal of `bodyBytes` from the shared account (which must exist on chain: funded). */
export async function proposeFromBody(input: {
  chain: ChainRestClient;
  chainId: string;
  account: MultisigAccountDef;
  bodyBytes: Uint8Array;
  dialect: Dialect;
  denom: string;
  gasPrice: string;
  gasAdjustment: number;
  gasLimit?: bigint;
  feeAmount?: bigint;
  now: Date;
}): Promise<MultisigProposal> {
  const onChain = await input.chain.account(input.account.address);
  if (!onChain) {
    throw new WalletError(
      'not_found',
      `The chain does not know the shared account ${input.account.address} yet: fund it first.`,
    );
  }
  let gasLimit = input.gasLimit;
  if (gasLimit === undefined) {
    const txBytes = simulateMultisigTxBytes({ ...input, sequence: onChain.sequence });
    try {
      gasLimit = gasLimitFor((await input.chain.simulate(txBytes)).gasUsed, input.gasAdjustment);
    } catch (error) {
      throw simulateFailureOf(error);
    }
  }
  const fee = input.feeAmount ?? feeFor(gasLimit, input.gasPrice);
  return buildProposal({
    chainId: input.chainId,
    account: input.account,
    accountNumber: onChain.accountNumber,
    sequence: onChain.sequence,
    bodyBytes: input.bodyBytes,
    fee: fee > 0n ? [{ denom: input.denom, amount: fee.toString() }] : [],
    gasLimit,
    dialect: input.dialect,
    now: input.now,
  });
}
