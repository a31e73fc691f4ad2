// Makes the reviews a person confirms: a new draft (validated, simulated, priced), a re-priced stored review, and a
// new review of a tx that ran out of gas or was dropped. Nothing here signs.
import { fromBase64 } from '@cosmjs/encoding';
import { TX_CODE } from '../../../shared/chain';
import type { TxReview } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import { reviewExpired } from './review-store';
import { mulDecimalCeil } from '../../../shared/format';
import { sameAccount, type AccountMemory } from './account-memory';
import type { DraftEnv } from './drafts';
import { LAUNCHPAD_CREATION_FEE } from './drafts';
import { gasLimitFor } from './fee';
import { createTxRegistry } from './registry';
import type { Draft, Review } from './review';
import { requireAffordable, reviewFor, storeReview } from './review-pricing';
import { signModeFor } from './sign-mode';
import { signingAccountInfo, signingState } from './signing-state';
import { simulateDraft } from './simulate';
import { timeoutHeightFor } from './timeout-height';
import type { DraftOverrides, TxServiceDeps } from './tx-service-deps';
import { TxInputError } from './tx-input-error';
import { checkAddress } from './validate';
import { allowanceFrom, withCheckedFeeAllowance } from './fee-allowance';
import { createPermissionReads, type ReadList } from '../permissions/permission-reads';
import type { AllowanceGrantJson } from '../permissions/permission-schemas';
import type { NetworkClients } from '../chain/clients';

/** Gas multiplier offered after an out-of-gas failure. */
const RETRY_GAS_FACTOR = '1.5';

/** More gas after out of gas: 1.5x the failed limit, and never less than a fresh simulation x the adjustment. */
function moreGas(failedLimit: bigint, simulatedGas: bigint, gasAdjustment: number): bigint {
  const raised = mulDecimalCeil(failedLimit, RETRY_GAS_FACTOR);
  const fresh = gasLimitFor(simulatedGas, gasAdjustment);
  return raised > fresh ? raised : fresh;
}

/** The draft paid by `feeGranter`'s allowance, when one was chosen: a valid address other than the signer's. */
function withFeeGranter(draft: Draft, feeGranter: string | undefined, prefix: string): Draft {
  if (feeGranter === undefined) return draft;
  const granter = checkAddress(feeGranter, prefix, 'feeGranter');
  if (granter === draft.sender)
    throw new TxInputError(
      'invalid_request',
      'An account does not pay its own fees through an allowance.',
      'feeGranter',
      {
        reason: 'granter_is_self',
      },
    );
  return { ...draft, feeGranter: granter };
}

/** With a fee granter: the signer's received allowances, read now (awaited by paidBy); null without one. */
function allowancesFor(
  clients: NetworkClients,
  draft: Draft,
  signer: string,
): Promise<ReadList<AllowanceGrantJson>> | null {
  if (!draft.feeGranter) return null;
  const read = createPermissionReads(clients.endpoints, clients.http).allowancesReceived(signer);
  read.catch(() => undefined); // awaited by paidBy, after the account's own errors
  return read;
}

/** `review` checked against the allowance that pays its fee (when it names a granter). */
async function paidBy(
  review: Review,
  received: Promise<ReadList<AllowanceGrantJson>> | null,
  clock: () => number,
): Promise<Review> {
  if (!received || !review.draft.feeGranter) return review;
  return withCheckedFeeAllowance(review, allowanceFrom(await received, review.draft.feeGranter), clock());
}

export function createDrafting(deps: TxServiceDeps, accounts: AccountMemory) {
  return {
    /** Validates (via `build`), simulates and prices a draft; the returned review is confirmable for a few minutes. */
    async draft(
      accountId: string,
      build: (env: DraftEnv) => Draft,
      overrides: DraftOverrides,
      needsLaunchpad = false,
    ): Promise<TxReview> {
      const info = signingAccountInfo(deps.keys, accountId);
      const clients = deps.clients();
      const profile = clients.profile;
      const built = build({
        sender: info.address,
        prefix: profile.prefix,
        denom: profile.denom,
        launchpad: needsLaunchpad ? await deps.launchpad() : null,
        creationFee: LAUNCHPAD_CREATION_FEE,
      });
      const draft = withFeeGranter(built, overrides.feeGranter, profile.prefix);
      // The simulation starts with the remembered account, beside the account query (one round trip, not two).
      const registry = createTxRegistry(profile.dialect);
      // A shared account has no key to simulate with: its simulation waits for the account's definition below.
      const guess = info.kind === 'multisig' ? null : accounts.guess(profile.chainId, info.address);
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
      // With a fee granter, its allowance is read beside the account (the review checks the fee against it).
      const received = allowancesFor(clients, draft, info.address);
      const asked = deps.clock();
      const { account, spendable, latestHeight } = await signingState(clients, info);
      accounts.learned(profile.chainId, info.address, account);
      accounts.chainIdPassed(clients.chain, profile.chainId, asked); // signingState checked it
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
      const review = reviewFor(deps, draft, account, simulation, {
        ...overrides,
        signMode: signModeFor(info, overrides.signMode),
        timeoutHeight: timeoutHeightFor(latestHeight, deps.timeoutMarginBlocks),
      });
      requireAffordable(review, spendable);
      const paid = await paidBy(review, received, deps.clock);
      return storeReview(deps, accountId, paid, spendable);
    },

    /** Re-prices a stored review (tier / adjustment) without a new simulation. */
    reprice(reviewId: string, overrides: DraftOverrides): TxReview {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired') throw reviewExpired();
      const { review } = stored;
      const account = {
        address: review.draft.sender,
        pubkey: review.pubkey,
        accountNumber: review.accountNumber,
        sequence: review.sequence,
        ...(review.shared ? { shared: review.shared } : {}),
      };
      const next = reviewFor(
        deps,
        review.draft,
        account,
        { gasUsed: review.gasUsed, events: review.simulatedEvents },
        {
          feeTier: overrides.feeTier ?? review.tier,
          gasAdjustment: overrides.gasAdjustment ?? review.gasAdjustment,
          signMode: review.signMode,
          timeoutHeight: review.timeoutHeight,
        },
      );
      requireAffordable(next, stored.spendable);
      // A higher fee must still fit what is left of the allowance that pays it.
      const paid =
        review.feeAllowance !== undefined
          ? withCheckedFeeAllowance(next, review.feeAllowance, deps.clock())
          : next;
      deps.reviews.delete(reviewId);
      return storeReview(deps, stored.accountId, paid, stored.spendable);
    },

    /**
     * A new review of a recent tx's messages, to be confirmed again: after out of gas (code 11) with 1.5x its gas
     * limit, or after it was dropped (its sequence used by another tx, or its timeout height passed: it can never be
     * included) with the gas a fresh simulation asks. Either way with the current sequence, fee and a new timeout
     * height; nothing is signed until the person confirms it.
     */
    async retry(txHash: string): Promise<TxReview> {
      const stored = deps.reviews.retryableFor(txHash);
      const clients = deps.clients();
      const row = deps.pending.get(clients.profile.id, txHash.toUpperCase());
      if (!stored || !row)
        throw new WalletError('not_found', 'There is no recent transaction with this hash to retry.');
      const dropped = row.status === 'dropped';
      if (!dropped && row.code !== TX_CODE.OUT_OF_GAS) {
        throw new WalletError(
          'invalid_request',
          'Only a transaction that ran out of gas or was not included can be retried.',
        );
      }
      const info = signingAccountInfo(deps.keys, stored.accountId);
      const { review } = stored;
      // The failed attempt may have spent part of the allowance: it is read again.
      const received = allowancesFor(clients, review.draft, info.address);
      const { account, spendable, latestHeight } = await signingState(clients, info);
      const profile = clients.profile;
      const simulated = await simulateDraft(
        clients.chain,
        createTxRegistry(profile.dialect),
        review.draft,
        account,
        profile.dialect,
      );
      const next = reviewFor(deps, review.draft, account, simulated, {
        feeTier: review.tier,
        gasAdjustment: review.gasAdjustment,
        signMode: review.signMode,
        gasLimitOverride: dropped
          ? undefined
          : moreGas(review.gasLimit, simulated.gasUsed, review.gasAdjustment),
        timeoutHeight: timeoutHeightFor(latestHeight, deps.timeoutMarginBlocks),
      });
      requireAffordable(next, spendable);
      return storeReview(deps, stored.accountId, await paidBy(next, received, deps.clock), spendable);
    },
  };
}
