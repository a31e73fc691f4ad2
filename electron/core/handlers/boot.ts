// Handler of `app/boot`: the first screen's whole state in one answer, composed from the domain handlers themselves
// so every part is exactly what its own channel would return (one source of truth, one IPC round trip).
import { BOOT_RECENT_ROWS, type BootSnapshot } from '../../../shared/api/app';
import type { Channel, ResponseOf } from '../../../shared/api';
import { WalletError } from '../../../shared/errors';
import type { HandlersFor } from './context';

/** The channels the snapshot reads (all cache/state reads; none waits on the network). */
export type BootSources = Pick<
  HandlersFor<Channel>,
  'app/info' | 'keys/status' | 'keys/list' | 'settings/get' | 'network/list' | 'dashboard/get' | 'tx/pending'
> & {
  /**
   * The rows `history/page` gives for its first page, without its `stored` count: counting scans the whole
   * history (~10-20 ms at 100,000 rows), and the first screen shows only the rows.
   */
  recentHistory(req: { accountId: string; limit: number }): Pick<ResponseOf<'history/page'>, 'rows'>;
};

/**
 * Builds the `app/boot` handler. The session parts must all succeed (their failure is the call's failure, and the
 * renderer falls back to the per-domain channels); `home` is best effort: if the cache cannot give the dashboard it
 * is null and the dashboard screen loads through its own channels and shows their error.
 */
export function createBootHandler(sources: BootSources): () => Promise<BootSnapshot> {
  return async () => {
    const info = await sources['app/info']({});
    const status = await sources['keys/status']({});
    const { accounts, activeAccountId } = await sources['keys/list']({});
    const settings = await sources['settings/get']({});
    const networks = await sources['network/list']({});
    // keys/list already names the active account by core's own rule (the selected one, else the first).
    const showsHome = activeAccountId !== null && !(status.hasPassword && status.locked);
    return {
      info,
      status,
      accounts,
      activeAccountId,
      settings,
      networks,
      home: showsHome ? await readHome(sources, activeAccountId) : null,
    };
  };
}

async function readHome(sources: BootSources, accountId: string): Promise<BootSnapshot['home']> {
  try {
    // No background refresh from here: the renderer asks for one once it listens for its events (see BootSnapshot).
    const dashboard = await sources['dashboard/get']({ accountId, refresh: false });
    const recent = sources.recentHistory({ accountId, limit: BOOT_RECENT_ROWS });
    const { transactions } = await sources['tx/pending']({ accountId });
    return { accountId, dashboard, recent: recent.rows, pending: transactions };
  } catch (error) {
    if (error instanceof WalletError) return null;
    throw error;
  }
}
