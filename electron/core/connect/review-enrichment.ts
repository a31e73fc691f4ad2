// Completes an app's sign review with what the wallet tells about its own transactions: a simulation of the messages
// for the signer read into balance changes (the tx service's simulation and preview), the fee judged by the wallet's
// fee ceiling (approving a flagged fee needs the explicit yes), and the permissions the request grants, in words.
import { fromBase64 } from '@cosmjs/encoding';
import type { EncodeObject } from '@cosmjs/proto-signing';
import type { AppSignReview } from '../../../shared/api/connect';
import type { NetworkProfile } from '../../../shared/api/network';
import type { Settings } from '../../../shared/api/settings';
import type { EnvelopeCoin } from '../../../shared/offline/envelopes';
import type { ChainRestClient } from '../chain/chain-rest';
import { balanceChanges } from '../tx/balance-changes';
import { feeAlert } from '../tx/fee-guard';
import { nativeSpend } from '../tx/messages';
import { createTxRegistry } from '../tx/registry';
import { simulateFailureOf } from '../tx/simulate-failure';
import { makeBodyBytes, makeSimulateTxBytes } from '../tx/tx-bytes';
import { TxInputError } from '../tx/tx-input-error';
import { requestGrants, type RequestMessage } from './request-grants';

/** What an app's request would put on chain, as decoded: what the simulation and the judgements read. */
export interface AppTx {
  messages: RequestMessage[];
  memo: string;
  fee: EnvelopeCoin[];
  /** The signer's base64 compressed key. */
  pubkey: string;
  sequence: bigint;
  /** The body exactly as the app sent it (direct); built from the messages when absent (amino). */
  bodyBytes?: Uint8Array;
}

export interface EnrichmentDeps {
  /** The active network's chain client (its simulate call). */
  chain: () => Pick<ChainRestClient, 'simulate'>;
  network: () => NetworkProfile;
  settings: () => Settings;
}

/** The balance preview of `tx` for `review.signer`, or why there is none. */
async function preview(
  deps: EnrichmentDeps,
  tx: AppTx,
  signer: string,
  fee: bigint,
): Promise<Pick<AppSignReview, 'balanceChanges' | 'previewError'>> {
  const profile = deps.network();
  try {
    const bodyBytes =
      tx.bodyBytes ?? makeBodyBytes(createTxRegistry(profile.dialect), tx.messages, tx.memo, profile.dialect);
    const txBytes = makeSimulateTxBytes({
      bodyBytes,
      pubkey: fromBase64(tx.pubkey),
      sequence: tx.sequence,
      dialect: profile.dialect,
    });
    const { events } = await deps.chain().simulate(txBytes);
    const changes = balanceChanges(events, signer, fee, profile.denom);
    return {
      balanceChanges: changes.map(({ delta, ...asset }) => ({ ...asset, delta: delta.toString() })),
      previewError: null,
    };
  } catch (error) {
    const refused = simulateFailureOf(error) instanceof TxInputError;
    return { balanceChanges: null, previewError: refused ? 'simulation_failed' : 'node_unreachable' };
  }
}

/** The fee the app set, in the native denom (other denoms are shown, not judged). */
const nativeFee = (fee: readonly EnvelopeCoin[], denom: string) =>
  fee.filter((c) => c.denom === denom).reduce((sum, c) => sum + BigInt(c.amount), 0n);

/** `review` with its balance preview, fee alert and grants filled in. Never throws: a preview that fails says why. */
export async function enrichReview(
  deps: EnrichmentDeps,
  review: AppSignReview,
  tx: AppTx,
): Promise<AppSignReview> {
  const profile = deps.network();
  const fee = nativeFee(tx.fee, profile.denom);
  let spend = 0n;
  try {
    spend = nativeSpend(tx.messages as EncodeObject[], profile.denom);
  } catch {
    spend = 0n;
  }
  const alert = feeAlert(fee, spend, profile.gasPrices[deps.settings().feeTier]);
  return {
    ...review,
    ...(await preview(deps, tx, review.signer, fee)),
    feeAlert: alert ? { reason: alert.reason, typicalFee: alert.typicalFee.toString() } : null,
    grants: requestGrants(tx.messages),
  };
}
