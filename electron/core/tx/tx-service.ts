// Orchestrates draft -> simulate -> review -> sign -> broadcast once -> track, on top of the pure tx functions.
import { fromBase64 } from '@cosmjs/encoding';
import { TX_CODE, type FeeTier } from '../../../shared/chain';
import type { TxReview, TxSubmitted } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import type { AccountInfo } from '../../../shared/api/keys';
import type { NetworkProfile } from '../../../shared/api/network';
import type { Settings } from '../../../shared/api/settings';
import type { PendingRepo, PendingTxRow } from '../cache/repos/pending-types';
import { requireNodeChainId } from '../chain/chain-id-guard';
import type { NetworkClients } from '../chain/clients';
import type { KeyService } from '../keys/types';
import type { FaultHook } from '../faults/fault-points';
import type { PendingTracker } from '../sync/pending-tracker';
import { isOpenStatus } from '../sync/settle-decision';
import { mulDecimalCeil } from '../../../shared/format';
import { createAccountMemory, sameAccount } from './account-memory';
import type { BroadcastVia } from './broadcast';
import { gasLimitFor } from './fee';
import type { DraftEnv } from './drafts';
import { LAUNCHPAD_CREATION_FEE } from './drafts';
import { createTxRegistry } from './registry';
import { describeTxFailure, failureSummary } from './result-codes';
import { buildReview, type Draft, type Review, type SigningAccount } from './review';
import { toReviewDto } from './review-dto';
import type { ReviewStore, StoredReview } from './review-store';
import { signReviewed } from './sign';
import { signModeFor } from './sign-mode';
import { simulateDraft, type Simulation } from './simulate';
import { submitSigned, type SignedSubmission, type Submitted } from './submit-signed';

export interface TxServiceDeps {
  clients: () => NetworkClients;
  profile: () => NetworkProfile;
  settings: () => Settings;
  keys: KeyService;
  pending: PendingRepo;
  reviews: ReviewStore;
  tracker: PendingTracker;
  launchpad: () => Promise<string | null>;
  clock: () => number;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
}

export interface DraftOverrides {
  feeTier?: FeeTier;
  gasAdjustment?: number;
  signMode?: 'direct' | 'amino';
}

/** Signed bytes from outside the wallet's own review flow (see broadcastSignedBytes). */
export interface SignedBytesInput {
  txBytes: Uint8Array;
  /** The signer's address; its wallet account (watch-only or keyed), if any, owns the pending row. */
  address: string;
  kind: string;
  summary: SignedSubmission['summary'];
  /** Defaults to the user's setting. */
  via?: BroadcastVia;
}

/** Gas multiplier offered after an out-of-gas failure. */
const RETRY_GAS_FACTOR = '1.5';

export function createTxService(deps: TxServiceDeps) {
  const accounts = createAccountMemory();

  function signingAccountInfo(accountId: string): AccountInfo {
    const account = deps.keys.getAccount(accountId);
    if (account.kind === 'watch_only' || !account.pubkey) {
      throw new WalletError('watch_only', 'This is a watch-only account: it has no key to sign with.');
    }
    return account;
  }

  const requireChainId = (clients: NetworkClients) =>
    requireNodeChainId(clients.chain, clients.profile.chainId);

  async function onChainAccount(clients: NetworkClients, info: AccountInfo): Promise<SigningAccount> {
    const account = await clients.chain.account(info.address);
    if (!account) {
      throw new WalletError(
        'insufficient_funds',
        'This account has never received funds on this network, so it cannot pay a fee yet.',
      );
    }
    return {
      address: info.address,
      pubkey: fromBase64(info.pubkey as string),
      accountNumber: account.accountNumber,
      sequence: account.sequence,
    };
  }

  /**
   * The chain-id check, the on-chain account and its spendable uxyz, fetched in parallel (three independent reads,
   * one round trip of latency instead of three); errors surface in that order, as when they ran one by one.
   */
  async function signingState(
    clients: NetworkClients,
    info: AccountInfo,
  ): Promise<{ account: SigningAccount; spendable: bigint }> {
    const [chainId, account, spendable] = await Promise.allSettled([
      requireChainId(clients),
      onChainAccount(clients, info),
      spendableOf(clients, info.address),
    ]);
    if (chainId.status === 'rejected') throw chainId.reason;
    if (account.status === 'rejected') throw account.reason;
    if (spendable.status === 'rejected') throw spendable.reason;
    return { account: account.value, spendable: spendable.value };
  }

  async function spendableOf(clients: NetworkClients, address: string): Promise<bigint> {
    const reply = await clients.chain.spendableBalances(address);
    const coin = reply.balances.find((c) => c.denom === clients.profile.denom);
    return coin ? BigInt(coin.amount) : 0n;
  }

  function requireAffordable(review: Review, spendable: bigint) {
    if (review.total > spendable) {
      throw new WalletError('insufficient_funds', 'Not enough spendable XYZ for this amount plus the fee.', {
        needed: review.total.toString(),
        available: spendable.toString(),
      });
    }
  }

  function reviewFor(
    draft: Draft,
    account: SigningAccount,
    simulation: Simulation,
    overrides: DraftOverrides & { gasLimitOverride?: bigint },
  ) {
    const profile = deps.profile();
    const settings = deps.settings();
    return buildReview(draft, account, simulation, createTxRegistry(profile.dialect), {
      chainId: profile.chainId,
      dialect: profile.dialect,
      tier: overrides.feeTier ?? settings.feeTier,
      gasAdjustment: overrides.gasAdjustment ?? settings.gasAdjustment,
      gasPrices: profile.gasPrices,
      signMode: overrides.signMode ?? settings.signMode,
      gasLimitOverride: overrides.gasLimitOverride,
    });
  }

  function store(accountId: string, review: Review, spendable: bigint): TxReview {
    return toReviewDto(deps.reviews.put(accountId, review, spendable), deps.profile().denom);
  }

  function submitted(
    row: PendingTxRow,
    next: TxSubmitted['next'] = null,
    codespace: string | null = null,
  ): TxSubmitted {
    return {
      txHash: row.hash,
      status: row.status,
      code: row.code,
      codespace,
      rawLog: row.rawLog,
      height: row.height === null ? null : String(row.height),
      next,
    };
  }

  /** Records, broadcasts once and tracks signed bytes: the one broadcast path of the wallet. */
  const submit = (clients: NetworkClients, submission: SignedSubmission): Promise<Submitted> =>
    submitSigned(
      { pending: deps.pending, tracker: deps.tracker, clock: deps.clock, faultPoint: deps.faultPoint },
      clients,
      submission,
    );

  async function signAndBroadcast(
    stored: StoredReview,
    review: Review,
    clients: NetworkClients,
    allowResync: boolean,
    chainChecked: Promise<void> = Promise.resolve(),
  ): Promise<TxSubmitted> {
    // Signing overlaps the node's chain-id check, but nothing leaves the wallet before it passed, and its failure
    // is the one reported (as when the check ran first).
    const signed = await (async () => {
      const signer = await deps.keys.getSigner(stored.accountId);
      deps.faultPoint?.('confirm:before-sign');
      return signReviewed(review, signer);
    })().catch(async (error: unknown) => {
      await chainChecked;
      throw error;
    });
    await chainChecked;
    // Kept so an out-of-gas result (at CheckTx or found later by the tracker) can be retried with more gas.
    deps.reviews.rememberRetryable(signed.hash, { ...stored, review });
    const { row, result } = await submit(clients, {
      txBytes: signed.txBytes,
      networkId: clients.profile.id,
      accountId: stored.accountId,
      address: review.draft.sender,
      kind: review.draft.kind,
      summary: { text: review.draft.summary, total: review.total.toString(), fee: review.fee.toString() },
      via: deps.settings().broadcastVia,
    });
    if (result.state === 'accepted' || result.state === 'unknown') {
      accounts.used(clients.profile.chainId, review.draft.sender, review);
      return submitted(row);
    }
    if (result.state === 'refused') {
      throw new WalletError('tx_failed', 'broadcast refused by the server', {
        txHash: result.hash,
        reason: result.reason.slice(0, 300),
      });
    }
    const failure = describeTxFailure(result);
    deps.tracker.publish(row, failure.codespace);
    if (failure.next === 'resync_sequence' && allowResync) {
      // Code 32: re-query the account and sign the same messages, gas and fee with the current sequence, once.
      const fresh = await onChainAccount(clients, signingAccountInfo(stored.accountId));
      const resynced = reviewFor(
        review.draft,
        { ...fresh, pubkey: review.pubkey },
        { gasUsed: review.gasUsed, events: review.simulatedEvents },
        {
          feeTier: review.tier,
          gasAdjustment: review.gasAdjustment,
          signMode: review.signMode,
          gasLimitOverride: review.gasLimit,
        },
      );
      return signAndBroadcast(stored, resynced, clients, false);
    }
    const { errorCode, ...data } = failure;
    throw new WalletError(errorCode, failureSummary(failure), { txHash: result.hash, ...data });
  }

  return {
    /** Validates (via `build`), simulates and prices a draft; the returned review is confirmable for a few minutes. */
    async draft(
      accountId: string,
      build: (env: DraftEnv) => Draft,
      overrides: DraftOverrides,
      needsLaunchpad = false,
    ): Promise<TxReview> {
      const info = signingAccountInfo(accountId);
      const clients = deps.clients();
      const profile = clients.profile;
      const draft = build({
        sender: info.address,
        prefix: profile.prefix,
        denom: profile.denom,
        launchpad: needsLaunchpad ? await deps.launchpad() : null,
        creationFee: LAUNCHPAD_CREATION_FEE,
      });
      // The simulation starts with the remembered account, beside the account query (one round trip, not two).
      const registry = createTxRegistry(profile.dialect);
      const guess = accounts.guess(profile.chainId, info.address);
      const early = guess
        ? simulateDraft(
            clients.chain,
            registry,
            draft,
            { ...guess, address: info.address, pubkey: fromBase64(info.pubkey as string) },
            profile.dialect,
          )
        : null;
      early?.catch(() => undefined); // its failure counts only if its account was the right one (below)
      const { account, spendable } = await signingState(clients, info);
      accounts.learned(profile.chainId, info.address, account);
      if (draft.spend > spendable) {
        throw new WalletError('insufficient_funds', 'The amount is more than the spendable balance.', {
          needed: draft.spend.toString(),
          available: spendable.toString(),
          field: 'amount',
        });
      }
      // The chain disagreed with the memory (a tx sent from elsewhere): simulate again with what it said.
      const simulation =
        early && guess && sameAccount(guess, account)
          ? await early
          : await simulateDraft(clients.chain, registry, draft, account, profile.dialect);
      const review = reviewFor(draft, account, simulation, {
        ...overrides,
        signMode: signModeFor(info, overrides.signMode),
      });
      requireAffordable(review, spendable);
      return store(accountId, review, spendable);
    },

    /** Re-prices a stored review (tier / adjustment) without a new simulation. */
    reprice(reviewId: string, overrides: DraftOverrides): TxReview {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      const { review } = stored;
      const account = {
        address: review.draft.sender,
        pubkey: review.pubkey,
        accountNumber: review.accountNumber,
        sequence: review.sequence,
      };
      const next = reviewFor(
        review.draft,
        account,
        { gasUsed: review.gasUsed, events: review.simulatedEvents },
        {
          feeTier: overrides.feeTier ?? review.tier,
          gasAdjustment: overrides.gasAdjustment ?? review.gasAdjustment,
          signMode: review.signMode,
        },
      );
      requireAffordable(next, stored.spendable);
      deps.reviews.delete(reviewId);
      return store(stored.accountId, next, stored.spendable);
    },

    /** Signs exactly the stored review and broadcasts it once (code 32: one automatic resync). */
    async confirm(reviewId: string): Promise<TxSubmitted> {
      const stored = deps.reviews.take(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      const clients = deps.clients();
      if (stored.review.chainId !== clients.profile.chainId) {
        throw new WalletError(
          'tx_rejected',
          'The network changed since this review; please review the transaction again.',
        );
      }
      const chainChecked = requireChainId(clients);
      // A Ledger asks the person to approve on the device: only once the node is known to be on the right chain.
      if (deps.keys.getAccount(stored.accountId).kind === 'ledger') await chainChecked;
      else chainChecked.catch(() => undefined); // awaited in signAndBroadcast
      return signAndBroadcast(stored, stored.review, clients, true, chainChecked);
    },

    cancel: (reviewId: string) => deps.reviews.delete(reviewId),

    /**
     * Broadcasts bytes signed elsewhere (an offline signed file) exactly like a wallet send: same chain-id guard,
     * a pending row, one broadcast with the runtime's clients, then the tracker. The caller maps the result.
     */
    async broadcastSignedBytes(input: SignedBytesInput): Promise<Submitted> {
      const clients = deps.clients();
      await requireChainId(clients);
      const accountId = deps.keys.listAccounts().find((a) => a.address === input.address)?.id ?? '';
      return submit(clients, {
        txBytes: input.txBytes,
        networkId: clients.profile.id,
        accountId,
        address: input.address,
        kind: input.kind,
        summary: input.summary,
        via: input.via ?? deps.settings().broadcastVia,
      });
    },

    /** Status from the pending table (optionally asking the node now), else straight from the node. */
    async status(txHash: string, refresh: boolean): Promise<TxSubmitted> {
      const hash = txHash.toUpperCase();
      const clients = deps.clients();
      let row = deps.pending.get(clients.profile.id, hash);
      if (row) {
        if (refresh && isOpenStatus(row.status)) row = await deps.tracker.refresh(row);
        return describeRow(row);
      }
      const found = await clients.chain.getTx(hash);
      if (!found) throw new WalletError('not_found', 'The network does not know this transaction (yet).');
      const r = found.tx_response;
      const failure =
        r.code === 0 ? null : describeTxFailure({ code: r.code, codespace: r.codespace, rawLog: r.raw_log });
      return {
        txHash: hash,
        status: r.code === 0 ? 'included' : 'failed',
        code: r.code,
        codespace: failure ? failure.codespace : null,
        rawLog: r.raw_log,
        height: r.height,
        next: failure?.next === 'retry_more_gas' ? 'retry_more_gas' : null,
      };
    },

    /** A new review of an out-of-gas tx's messages with 1.5x its gas limit and the current sequence. */
    async retryWithMoreGas(txHash: string): Promise<TxReview> {
      const stored = deps.reviews.retryableFor(txHash);
      const clients = deps.clients();
      const row = deps.pending.get(clients.profile.id, txHash.toUpperCase());
      if (!stored || !row)
        throw new WalletError('not_found', 'There is no recent transaction with this hash to retry.');
      if (row.code !== TX_CODE.OUT_OF_GAS) {
        throw new WalletError(
          'invalid_request',
          'Only a transaction that ran out of gas can be retried with more gas.',
        );
      }
      await requireChainId(clients);
      const info = signingAccountInfo(stored.accountId);
      const account = await onChainAccount(clients, info);
      const spendable = await spendableOf(clients, info.address);
      const { review } = stored;
      // More gas: 1.5x the failed limit, and never less than a fresh simulation x the adjustment.
      const profile = clients.profile;
      const simulated = await simulateDraft(
        clients.chain,
        createTxRegistry(profile.dialect),
        review.draft,
        account,
        profile.dialect,
      );
      const raised = mulDecimalCeil(review.gasLimit, RETRY_GAS_FACTOR);
      const fresh = gasLimitFor(simulated.gasUsed, review.gasAdjustment);
      const next = reviewFor(review.draft, account, simulated, {
        feeTier: review.tier,
        gasAdjustment: review.gasAdjustment,
        signMode: review.signMode,
        gasLimitOverride: raised > fresh ? raised : fresh,
      });
      requireAffordable(next, spendable);
      return store(stored.accountId, next, spendable);
    },
  };

  /** A pending-table row as TxSubmitted; the table keeps no codespace, so a failure's is inferred from raw_log. */
  function describeRow(row: PendingTxRow): TxSubmitted {
    if (row.status === 'failed' && row.code !== null && row.code !== 0) {
      const failure = describeTxFailure({ code: row.code, rawLog: row.rawLog ?? '' });
      return submitted(row, failure.next === 'retry_more_gas' ? 'retry_more_gas' : null, failure.codespace);
    }
    return submitted(row);
  }
}
