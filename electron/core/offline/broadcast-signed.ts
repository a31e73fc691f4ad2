// Online side of air-gapped signing: check a signed transaction against the network (chain id, account number,
// current sequence, already included?) and broadcast it once via B6 (de-duplicating).
import { fromBech32 } from '@cosmjs/encoding';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import type { OfflineBroadcastReview } from '../../../shared/api/offline';
import type { BackendClient } from '../chain/backend';
import type { ChainRestClient } from '../chain/chain-rest';
import { requireNodeChainId } from '../chain/chain-id-guard';
import type { BroadcastResult } from '../tx/broadcast';
import { describeTxFailure, failureSummary } from '../tx/result-codes';
import { decodeTxRaw } from './decode-tx';
import { txFileError } from './errors';
import { requireNetworkDialect } from './file-dialect';
import { readSignedInput } from './read-signed-input';
import { describeFee } from './summary';
import { addressOfPubkey, verifySignedTxBytes, type VerifiedSignedTx } from './verify-signed';

export interface OnlineClients {
  chain: ChainRestClient;
  backend: BackendClient;
}

/** The active network as far as these checks need it. */
export interface ActiveNetwork {
  chainId: string;
  prefix: string;
  dialect: Dialect;
}

/** Exactly what broadcasting would do, after every check passed (the contract's review shape). */
export type BroadcastReview = OfflineBroadcastReview;

/**
 * Sends checked bytes once and follows them: the wallet's tx service (pending row, runtime clients, tracker).
 * Returns what the broadcast itself answered.
 */
export type SubmitSignedBytes = (signed: {
  txBytes: Uint8Array;
  review: BroadcastReview;
}) => Promise<BroadcastResult>;

async function verifyBareBytes(
  txBytes: Uint8Array,
  clients: OnlineClients,
  network: ActiveNetwork,
): Promise<VerifiedSignedTx> {
  const signer = addressOfPubkey(decodeTxRaw(txBytes).authInfo.pubkey, network.prefix);
  const account = await clients.chain.account(signer);
  if (!account)
    throw txFileError('unknown_account', `The chain does not know the signer ${signer} yet: fund it first.`);
  return verifySignedTxBytes({
    txBytes,
    chainId: network.chainId,
    accountNumber: account.accountNumber,
    prefix: network.prefix,
  });
}

const sameAccount = (a: string, b: string) =>
  Buffer.from(fromBech32(a, 90).data).equals(Buffer.from(fromBech32(b, 90).data));

/**
 * Decodes and verifies the input, then checks it against the network: chain id of the file and of the node,
 * the signer's account number, and that the file's sequence is still the account's current one.
 */
export async function reviewSignedForBroadcast(
  text: string,
  clients: OnlineClients,
  network: ActiveNetwork,
): Promise<BroadcastReview> {
  return (await checkForBroadcast(text, clients, network)).review;
}

async function checkForBroadcast(
  text: string,
  clients: OnlineClients,
  network: ActiveNetwork,
): Promise<{ review: BroadcastReview; txBytes: Uint8Array }> {
  const input = readSignedInput(text);
  if (input.source === 'file' && input.verified.chainId !== network.chainId) {
    throw txFileError(
      'wrong_chain',
      `This transaction was signed for chain ${input.verified.chainId}, but the active network is ${network.chainId}.`,
    );
  }
  if (input.source === 'file' && input.verified.dialect !== null)
    requireNetworkDialect(input.verified.dialect, network.dialect);
  await requireNodeChainId(clients.chain, network.chainId);
  const verified =
    input.source === 'file' ? input.verified : await verifyBareBytes(input.txBytes, clients, network);
  if (verified.dialect !== null) requireNetworkDialect(verified.dialect, network.dialect);
  const review: BroadcastReview = {
    txHash: verified.txHash,
    chainId: verified.chainId,
    signer: verified.signer,
    accountNumber: verified.accountNumber.toString(),
    sequence: verified.sequence.toString(),
    summary: verified.summary,
    feeText: describeFee(verified.summary),
    source: input.source,
    dialect: verified.dialect ?? network.dialect,
    alreadyIncluded: null,
  };
  const included = await clients.chain.getTx(verified.txHash);
  if (included) {
    const alreadyIncluded = { height: included.tx_response.height, code: included.tx_response.code };
    return { review: { ...review, alreadyIncluded }, txBytes: verified.txBytes };
  }
  const account = await clients.chain.account(verified.signer);
  if (!account)
    throw txFileError(
      'unknown_account',
      `The chain does not know the signer ${verified.signer} yet: fund it first.`,
    );
  if (!sameAccount(account.address, verified.signer) || account.accountNumber !== verified.accountNumber) {
    throw txFileError(
      'account_mismatch',
      `The file was signed for account number ${verified.accountNumber}, but ${verified.signer} has account number ${account.accountNumber} on this chain.`,
    );
  }
  if (account.sequence > verified.sequence) {
    throw txFileError(
      'stale_sequence',
      `The account's sequence moved on (now ${account.sequence}, file has ${verified.sequence}): re-export the unsigned transaction`,
      { current: account.sequence.toString(), file: verified.sequence.toString() },
    );
  }
  if (account.sequence < verified.sequence) {
    throw txFileError(
      'stale_sequence',
      `The file's sequence ${verified.sequence} is ahead of the account (now ${account.sequence}): broadcast the earlier transactions first.`,
      { current: account.sequence.toString(), file: verified.sequence.toString() },
    );
  }
  return { review, txBytes: verified.txBytes };
}

export interface BroadcastOutcome {
  review: BroadcastReview;
  /** The hash the network knows the transaction by (for a replayed file: the first submission's). */
  txHash: string;
  /** 'included' when the chain already had it; 'pending' when accepted and waiting for a block. */
  status: 'pending' | 'included';
}

/**
 * Runs every check of `reviewSignedForBroadcast` again, then hands the bytes to `submit` (the tx service) to send
 * once and follow. When `expectedTxHash` is given (what the person reviewed), a different transaction is refused.
 */
export async function broadcastSigned(
  text: string,
  clients: OnlineClients,
  network: ActiveNetwork,
  submit: SubmitSignedBytes,
  expectedTxHash?: string,
): Promise<BroadcastOutcome> {
  const { review, txBytes } = await checkForBroadcast(text, clients, network);
  if (expectedTxHash !== undefined && expectedTxHash.toUpperCase() !== review.txHash) {
    throw new WalletError('tx_rejected', 'This is not the transaction that was reviewed: review it again.');
  }
  if (review.alreadyIncluded) return { review, txHash: review.txHash, status: 'included' };
  const result = await submit({ txBytes, review });
  // The review's hash is SHA-256 of these very bytes; an answer about another hash is the node's error, not ours.
  if (result.hash.toUpperCase() !== review.txHash) {
    throw new WalletError(
      'bad_response',
      'The network answered about another transaction than the one sent.',
      {
        sentTxHash: review.txHash,
        answeredTxHash: result.hash.slice(0, 80),
      },
    );
  }
  if (result.state === 'refused') {
    throw new WalletError('tx_failed', 'The network refused the transaction: nothing was broadcast.', {
      reason: result.reason.slice(0, 500),
    });
  }
  if (result.state === 'rejected') {
    const failure = describeTxFailure(result);
    if (result.code === 32) {
      throw new WalletError(
        'sequence_mismatch',
        "The account's sequence moved on: re-export the unsigned transaction and sign it again.",
        { rawLog: result.rawLog.slice(0, 500) },
      );
    }
    const { errorCode, ...data } = failure;
    throw new WalletError(errorCode, failureSummary(failure), {
      ...data,
      rawLog: result.rawLog.slice(0, 500),
    });
  }
  return { review, txHash: review.txHash, status: 'pending' };
}
