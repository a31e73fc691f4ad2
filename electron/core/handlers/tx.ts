// Handlers of the tx domain: draft-* (validate, simulate, review), review (re-price), confirm, cancel, status, retry, pending.
import type { txChannels } from '../../../shared/api/tx';
import { mapClientErrors } from '../chain/to-wallet-error';
import type { ChainRuntime } from '../runtime/chain-runtime';
import {
  draftBridgeOut,
  draftDelegate,
  draftInstantiate,
  draftLaunchpadBuy,
  draftLaunchpadCreate,
  draftLaunchpadSell,
  draftSend,
  draftSwap,
  draftTokenTransfer,
} from '../tx/drafts';
import {
  draftClaimRewards,
  draftRedelegate,
  draftUndelegate,
  draftVote,
  draftVoteWeighted,
} from '../tx/staking-drafts';
import { validatorsWithRewards } from '../sync/staking-views';
import { TxInputError } from '../tx/tx-input-error';
import { draftExecSend } from '../tx/authz-drafts';
import { authzEnv, draftOverrides } from './draft-overrides';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type TxChannel = DomainChannels<typeof txChannels>;

export function createTxHandlers(ctx: HandlerContext, runtime: ChainRuntime): HandlersFor<TxChannel> {
  const { tx } = runtime;
  const overrides = draftOverrides;
  /** Validators holding at least one whole base unit of reward for the account ("Claim all"). */
  const claimable = async (accountId: string) => {
    const reply = await runtime.clients().chain.delegatorRewards(ctx.keys.getAccount(accountId).address);
    return validatorsWithRewards(reply.rewards ?? [], ctx.network().denom);
  };
  /** A vote weighs the voter's stake: without a delegation it counts for nothing, so it is not built (fee saved). */
  const requireDelegation = async (accountId: string) => {
    const reply = await runtime.clients().chain.delegations(ctx.keys.getAccount(accountId).address);
    if (!reply.delegation_responses.some((d) => BigInt(d.balance.amount) > 0n))
      throw new TxInputError('invalid_request', 'Only accounts with delegated XYZ can vote.', undefined, {
        reason: 'no_delegation',
      });
  };
  const handlers: HandlersFor<TxChannel> = {
    'tx/draft-send': (req) =>
      tx.draft(
        req.accountId,
        (env) =>
          req.granter === undefined
            ? draftSend(req, env)
            : draftExecSend({ ...req, granter: req.granter }, authzEnv(ctx, env)),
        overrides(req),
      ),
    'tx/draft-delegate': (req) => tx.draft(req.accountId, (env) => draftDelegate(req, env), overrides(req)),
    'tx/draft-undelegate': (req) =>
      tx.draft(req.accountId, (env) => draftUndelegate(req, env), overrides(req)),
    'tx/draft-redelegate': (req) =>
      tx.draft(req.accountId, (env) => draftRedelegate(req, env), overrides(req)),
    async 'tx/draft-claim-rewards'(req) {
      const withRewards = req.validators ? [] : await claimable(req.accountId);
      return tx.draft(req.accountId, (env) => draftClaimRewards(req, env, withRewards), overrides(req));
    },
    async 'tx/draft-vote'(req) {
      await requireDelegation(req.accountId);
      return tx.draft(req.accountId, (env) => draftVote(req, env), overrides(req));
    },
    async 'tx/draft-vote-weighted'(req) {
      await requireDelegation(req.accountId);
      return tx.draft(req.accountId, (env) => draftVoteWeighted(req, env), overrides(req));
    },
    'tx/draft-token-transfer': (req) =>
      tx.draft(req.accountId, (env) => draftTokenTransfer(req, env), overrides(req)),
    'tx/draft-launchpad-create': (req) =>
      tx.draft(req.accountId, (env) => draftLaunchpadCreate(req, env), overrides(req), true),
    'tx/draft-launchpad-buy': (req) =>
      tx.draft(req.accountId, (env) => draftLaunchpadBuy(req, env), overrides(req), true),
    'tx/draft-launchpad-sell': (req) =>
      tx.draft(req.accountId, (env) => draftLaunchpadSell(req, env), overrides(req), true),
    'tx/draft-swap': (req) => tx.draft(req.accountId, (env) => draftSwap(req, env), overrides(req)),
    'tx/draft-instantiate': (req) =>
      tx.draft(req.accountId, (env) => draftInstantiate(req, env), overrides(req)),
    'tx/draft-bridge-out': (req) =>
      tx.draft(req.accountId, (env) => draftBridgeOut(req, env), overrides(req)),
    'tx/review': (req) =>
      tx.reprice(req.reviewId, { feeTier: req.feeTier, gasAdjustment: req.gasAdjustment }),
    'tx/confirm': (req) => tx.confirm(req),
    'tx/cancel': (req) => ({ cancelled: tx.cancel(req.reviewId) }),
    'tx/status': (req) => tx.status(req.txHash, req.refresh ?? false),
    'tx/retry': (req) => tx.retry(req.txHash),
    'tx/pending': (req) => ({
      transactions: ctx.db.pending.listForAccount(ctx.network().id, req.accountId).map((row) => ({
        txHash: row.hash,
        accountId: row.accountId,
        kind: row.kind,
        summary: summaryText(row.summary),
        status: row.status,
        code: row.code,
        rawLog: row.rawLog,
        height: row.height === null ? null : String(row.height),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
    }),
  };
  return mapClientErrors(handlers);
}

function summaryText(summary: unknown): string {
  if (summary && typeof summary === 'object' && typeof (summary as { text?: unknown }).text === 'string') {
    return (summary as { text: string }).text;
  }
  return '';
}
