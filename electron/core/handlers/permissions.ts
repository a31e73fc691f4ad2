// Handlers of the permissions domain (issue 29): an account's grants and fee allowances both ways, assessed and named
// (permissions/list), the dashboard's flag (permissions/flagged), and the drafts that grant and revoke them (their
// reviews are confirmed through tx/confirm).
import { BASE_DENOM } from '../../../shared/chain';
import type { permissionsChannels } from '../../../shared/api/permissions';
import { mapClientErrors } from '../chain/to-wallet-error';
import { looksLikeContract, type DangerOptions } from '../permissions/danger';
import { createPermissionReads } from '../permissions/permission-reads';
import { dealtWith, knownNames, sideViews, type CounterpartyFacts } from '../permissions/permission-views';
import { loadAccountPermissions, loadFlaggedCount } from '../permissions/permissions';
import type { ChainRuntime } from '../runtime/chain-runtime';
import {
  draftGrantFeeAllowance,
  draftGrantRestake,
  draftGrantSend,
  draftRevokePermissions,
} from '../tx/authz-drafts';
import { authzEnv, draftOverrides } from './draft-overrides';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type PermissionsChannel = DomainChannels<typeof permissionsChannels>;

/** History rows with a counterparty looked at to tell whether the person ever dealt with it. */
const SEEN_ROWS = 20;

export function createPermissionsHandlers(
  ctx: HandlerContext,
  runtime: ChainRuntime,
): HandlersFor<PermissionsChannel> {
  /** The last flag answer per network and account: answered when the node cannot be reached. */
  const lastFlag = new Map<string, { flagged: boolean; count: number }>();

  function setting(accountId: string) {
    const account = ctx.keys.getAccount(accountId);
    const clients = runtime.clients();
    const networkId = clients.profile.id;
    const reads = createPermissionReads(clients.endpoints, clients.http);
    const balance = ctx.db.balances
      .get(networkId, account.address)
      ?.entries.find((e) => e.kind === 'total' && e.denom === BASE_DENOM);
    const danger: DangerOptions = {
      now: new Date(ctx.clock()),
      ...(balance && /^\d+$/.test(balance.amount) ? { balanceBase: BigInt(balance.amount) } : {}),
    };
    return { account, clients, networkId, reads, danger, flagKey: `${networkId}|${account.id}` };
  }

  /** Validator monikers, when the node answers (names are a help, not a need). */
  async function validators(s: ReturnType<typeof setting>) {
    try {
      const reply = await s.clients.chain.validators();
      return reply.validators.map((v) => ({
        operatorAddress: v.operator_address,
        moniker: v.description?.moniker ?? '',
      }));
    } catch {
      return [];
    }
  }

  function facts(s: ReturnType<typeof setting>, names: ReturnType<typeof knownNames>): CounterpartyFacts {
    return {
      nameOf: (address) => names.get(address) ?? null,
      isContract: looksLikeContract,
      seenBefore: (address) =>
        dealtWith(
          ctx.db.history.search(s.networkId, s.account.address, {
            terms: [{ text: address.toLowerCase(), addresses: [address] }],
            limit: SEEN_ROWS,
          }),
        ),
    };
  }

  const handlers: HandlersFor<PermissionsChannel> = {
    async 'permissions/list'(req) {
      const s = setting(req.accountId);
      const [loaded, validatorList] = await Promise.all([
        loadAccountPermissions(s.reads, s.account.address, s.danger),
        validators(s),
      ]);
      const names = knownNames({
        accounts: ctx.keys.listAccounts(),
        contacts: ctx.db.addressBook.list(),
        validators: validatorList,
        prefix: s.clients.profile.prefix,
      });
      const f = facts(s, names);
      const given = sideViews(loaded.given, 'given', f);
      const received = sideViews(loaded.received, 'received', f);
      lastFlag.set(s.flagKey, {
        flagged: loaded.flagged,
        count: loaded.given.filter((p) => p.assessment.level !== 'none').length,
      });
      return {
        address: s.account.address,
        given: given.views,
        received: received.views,
        flagged: loaded.flagged,
        truncated: loaded.truncated || given.cut || received.cut,
        readAt: ctx.clock(),
      };
    },

    async 'permissions/flagged'(req) {
      const s = setting(req.accountId);
      try {
        const flag = await loadFlaggedCount(s.reads, s.account.address, s.danger);
        lastFlag.set(s.flagKey, flag);
        return flag;
      } catch (error) {
        const last = lastFlag.get(s.flagKey);
        if (last) return last;
        throw error;
      }
    },
    'tx/draft-revoke-permissions': (req) =>
      runtime.tx.draft(
        req.accountId,
        (env) => draftRevokePermissions(req, authzEnv(ctx, env)),
        draftOverrides(req),
      ),
    'tx/draft-grant-restake': (req) =>
      runtime.tx.draft(
        req.accountId,
        (env) => draftGrantRestake(req, authzEnv(ctx, env)),
        draftOverrides(req),
      ),
    'tx/draft-grant-send': (req) =>
      runtime.tx.draft(req.accountId, (env) => draftGrantSend(req, authzEnv(ctx, env)), draftOverrides(req)),
    'tx/draft-grant-fee-allowance': (req) =>
      runtime.tx.draft(
        req.accountId,
        (env) => draftGrantFeeAllowance(req, authzEnv(ctx, env)),
        draftOverrides(req),
      ),
  };
  return mapClientErrors(handlers);
}
