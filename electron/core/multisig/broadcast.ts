// Sending a combined shared-account tx: checks the chain id, the account number and the sequence first (a proposal
// whose sequence the account has moved past was overtaken by another one and must be proposed and signed again),
// then broadcasts once and explains a refusal.
import { WalletError } from '../../../shared/errors';
import type { ChainRestClient } from '../chain/chain-rest';
import { requireNodeChainId } from '../chain/chain-id-guard';
import type { BroadcastResult } from '../tx/broadcast';
import { describeTxFailure, failureSummary } from '../tx/result-codes';
import { txHash } from '../tx/tx-bytes';
import { combineCollected, type CollectedSignature } from './collect';
import { multisigError } from './errors';
import type { OpenedProposal } from './proposal';

export interface MultisigBroadcastOutcome {
  txHash: string;
  status: 'pending';
}

/** Why this proposal can no longer be sent, from the account's state on chain; null when it still can. */
export function sequenceConflict(
  opened: OpenedProposal,
  onChain: { accountNumber: bigint; sequence: bigint },
): WalletError | null {
  const { proposal } = opened;
  if (onChain.accountNumber !== BigInt(proposal.account_number)) {
    return multisigError(
      'wrong_chain',
      `The shared account's number on this chain is ${onChain.accountNumber}, the proposal's ${proposal.account_number}.`,
    );
  }
  const wanted = BigInt(proposal.sequence);
  if (onChain.sequence > wanted) {
    return multisigError(
      'sequence_conflict',
      `Another transaction from the shared account was sent first (the account is at sequence ${onChain.sequence}, this proposal was made for ${wanted}). Its signatures can never be valid now: propose it again and collect new signatures.`,
      { accountSequence: onChain.sequence.toString(), proposalSequence: proposal.sequence },
    );
  }
  if (onChain.sequence < wanted) {
    return multisigError(
      'sequence_conflict',
      `This proposal is for sequence ${wanted} but the shared account is at ${onChain.sequence}: send the earlier proposal (sequence ${onChain.sequence}) first.`,
      { accountSequence: onChain.sequence.toString(), proposalSequence: proposal.sequence },
    );
  }
  return null;
}

/** Combines the collected signatures and broadcasts once through `send` (the wallet's broadcast path). */
export async function broadcastProposal(input: {
  opened: OpenedProposal;
  collected: readonly CollectedSignature[];
  chain: ChainRestClient;
  chainId: string;
  send: (txBytes: Uint8Array) => Promise<BroadcastResult>;
}): Promise<MultisigBroadcastOutcome> {
  const { opened } = input;
  if (opened.proposal.chain_id !== input.chainId) {
    throw multisigError(
      'wrong_chain',
      `The proposal is for chain ${opened.proposal.chain_id}, the active network is ${input.chainId}.`,
    );
  }
  const txBytes = combineCollected(opened, input.collected);
  await requireNodeChainId(input.chain, input.chainId);
  const onChain = await input.chain.account(opened.proposal.account.address);
  if (!onChain) throw multisigError('unknown_shared_account', 'The chain does not know the shared account.');
  const conflict = sequenceConflict(opened, onChain);
  if (conflict) throw conflict;
  const result = await input.send(txBytes);
  const hash = txHash(txBytes);
  if (result.state === 'refused') {
    throw new WalletError('tx_failed', 'The network refused the transaction: nothing was broadcast.', {
      reason: result.reason.slice(0, 500),
    });
  }
  if (result.state === 'rejected') {
    if (result.code === 32) {
      throw multisigError(
        'sequence_conflict',
        'Another transaction from the shared account was sent first: propose this one again and collect new signatures.',
        { rawLog: result.rawLog.slice(0, 500) },
      );
    }
    const { errorCode, ...data } = describeTxFailure(result);
    throw new WalletError(errorCode, failureSummary(describeTxFailure(result)), {
      ...data,
      rawLog: result.rawLog.slice(0, 500),
    });
  }
  return { txHash: hash, status: 'pending' };
}
