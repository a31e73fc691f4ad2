// Handlers of the paged token list and token hygiene: windows of the cached list (never the whole list across IPC),
// one token, and the person's per-account marks and preferences (records file).
import type { tokenListChannels, TokenHygieneView } from '../../../shared/api/tokens';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type TokenListChannel = DomainChannels<typeof tokenListChannels>;

export function createTokenListHandlers(ctx: HandlerContext): HandlersFor<TokenListChannel> {
  const hygiene = (accountId: string): TokenHygieneView => {
    const account = ctx.keys.getAccount(accountId);
    const networkId = ctx.network().id;
    const marks = ctx.db.tokenMarks.marks(account.id);
    const held = (ctx.db.holdings.get(networkId, account.address)?.holdings ?? [])
      .filter((h) => h.balance !== '0' && marks[h.token] !== 'kept')
      .map((h) => h.token);
    const sent = ctx.db.tokens.interactedWith(networkId, account.address, held);
    return {
      accountId: account.id,
      marks,
      ...ctx.db.tokenMarks.prefs(account.id),
      unsolicited: held.filter((token) => !sent.has(token)),
    };
  };

  return {
    'tokens/window'(req) {
      const account = req.accountId ? ctx.keys.getAccount(req.accountId) : ctx.keys.activeAccount();
      const hidden = account ? ctx.db.tokenMarks.hidden(account.id) : [];
      const window = ctx.db.tokens.window(ctx.network().id, { ...req, hidden });
      return { ...window, offset: req.offset };
    },
    'tokens/names': (req) => ({ tokens: ctx.db.tokens.namesOf(ctx.network().id, req.addresses) }),
    'tokens/get': (req) => ({ token: ctx.db.tokens.get(ctx.network().id, req.token) }),
    'tokens/hygiene': (req) => hygiene(req.accountId),
    'tokens/mark'(req) {
      const account = ctx.keys.getAccount(req.accountId);
      ctx.db.tokenMarks.setMark(account.id, req.token, req.mark, ctx.clock());
      return hygiene(account.id);
    },
    'tokens/hygiene-prefs'(req) {
      const account = ctx.keys.getAccount(req.accountId);
      const change = {
        ...(req.hideBelowUxyz !== undefined ? { hideBelowUxyz: req.hideBelowUxyz } : {}),
        ...(req.showHidden !== undefined ? { showHidden: req.showHidden } : {}),
      };
      ctx.db.tokenMarks.setPrefs(account.id, change);
      return hygiene(account.id);
    },
  };
}
