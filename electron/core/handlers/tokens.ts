// Handlers of the paged token list and token hygiene: windows of the cached list (never the whole list across IPC),
// one token, and the person's per-account marks and preferences (records file).
import type { tokenListChannels, TokenHygieneView } from '../../../shared/api/tokens';
import type { ChainRuntime } from '../runtime/chain-runtime';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type TokenListChannel = DomainChannels<typeof tokenListChannels>;

/** A one-row window of the whole list: only its `updatedAt` is read (whether the list was ever fetched). */
const EMPTY_QUERY = {
  query: '',
  filter: 'all',
  sort: 'newest',
  showHidden: true,
  offset: 0,
  limit: 1,
} as const;

export function createTokenListHandlers(
  ctx: HandlerContext,
  runtime: Pick<ChainRuntime, 'refreshTokens' | 'options'>,
): HandlersFor<TokenListChannel> {
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

  // When a background refresh of each network's list last started: a stale list asks once per stale period, not at
  // every keystroke of a search (each asks for offset 0; offline, each would start a failing fetch beside it).
  const refreshStarted = new Map<string, number>();
  const refreshInBackground = (networkId: string) => {
    const started = refreshStarted.get(networkId);
    if (started !== undefined && ctx.clock() - started <= runtime.options.staleAfterMs) return;
    refreshStarted.set(networkId, ctx.clock());
    void runtime.refreshTokens().catch(() => undefined);
  };

  return {
    // Cache first, like 'tokens/list': a list never fetched is fetched before the first answer (its error is the
    // answer); a stale one is refreshed in the background when a list opens (offset 0), and 'tokens/changed' follows.
    async 'tokens/window'(req) {
      const account = req.accountId ? ctx.keys.getAccount(req.accountId) : ctx.keys.activeAccount();
      const hidden = account ? ctx.db.tokenMarks.hidden(account.id) : [];
      const read = () => ({
        ...ctx.db.tokens.window(ctx.network().id, { ...req, hidden }),
        offset: req.offset,
      });
      const cached = read();
      if (cached.updatedAt === null) {
        await runtime.refreshTokens();
        return read();
      }
      if (req.offset === 0 && ctx.clock() - cached.updatedAt > runtime.options.staleAfterMs)
        refreshInBackground(ctx.network().id);
      return cached;
    },
    'tokens/names': (req) => ({ tokens: ctx.db.tokens.namesOf(ctx.network().id, req.addresses) }),
    async 'tokens/get'(req) {
      const networkId = ctx.network().id;
      const token = ctx.db.tokens.get(networkId, req.token);
      if (token) return { token };
      // Not cached: a list never fetched is fetched first (token detail opened straight from a holding).
      const never = ctx.db.tokens.window(networkId, { ...EMPTY_QUERY, hidden: [] }).updatedAt === null;
      if (never) await runtime.refreshTokens().catch(() => undefined);
      return { token: never ? ctx.db.tokens.get(networkId, req.token) : null };
    },
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
