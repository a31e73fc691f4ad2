// Proposing a transaction from a shared account: account number and sequence from the chain, gas simulated with
// every member's signature in place (the most the combined tx can weigh), the fee from the gas price.
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { multisigAuthInfoBytes } from '../../../shared/multisig/combine';
import type { MultisigAccountDef, MultisigProposal } from '../../../shared/multisig/files';
import type { ChainRestClient } from '../chain/chain-rest';
import { feeFor, gasLimitFor } from '../tx/fee';
import { simulateFailureOf } from '../tx/simulate-failure';
import { buildProposal } from './proposal';

/** A simulation tx: all n members marked as signers, each with a 64-byte placeholder signature. */
export function simulateMultisigTxBytes(input: {
  account: MultisigAccountDef;
  bodyBytes: Uint8Array;
  sequence: bigint;
  dialect: Dialect;
}): Uint8Array {
  const n = input.account.members.length;
  const fields = {
    account: input.account,
    sequence: input.sequence.toString(),
    fee: { amount: [], gas_limit: '0' },
  };
  return TxRaw.encode({
    bodyBytes: input.bodyBytes,
    authInfoBytes: multisigAuthInfoBytes(fields, [...Array(n).keys()], input.dialect),
    signatures: [
      MultiSignature.encode({ signatures: Array.from({ length: n }, () => new Uint8Array(64)) }).finish(),
    ],
  }).finish();
}

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
