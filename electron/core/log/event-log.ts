// Logs what the core's pushed events say about its life: lock changes, network switches, sync jobs (with counts
// and durations), transaction status, node health changes. Payload fields are picked one by one, nothing else.
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { Logger } from './logger';

export type EventLogger = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** One logger per core: remembers when each sync job started to report its duration. */
export function createEventLogger(log: Logger, clock: () => number): EventLogger {
  const syncStarted = new Map<string, number>();
  let lastHealth: string | null = null;
  const handlers: { [E in EventName]?: (payload: EventPayload<E>) => void } = {
    'lock/changed': (p) => log.info(p.locked ? 'wallet locked' : 'wallet unlocked', { reason: p.reason }),
    'accounts/changed': (p) => log.debug('accounts changed', { activeAccountId: p.activeAccountId }),
    'network/changed': (p) =>
      log.info('network switched', { id: p.id, chainId: p.chainId, dialect: p.dialect }),
    'sync/progress': (p) => {
      const job = `${p.kind}:${p.accountId ?? '-'}`;
      if (!p.finished) {
        if (!syncStarted.has(job)) {
          syncStarted.set(job, clock());
          log.debug('sync started', { kind: p.kind, accountId: p.accountId });
        }
        return;
      }
      const started = syncStarted.get(job);
      syncStarted.delete(job);
      const fields = {
        kind: p.kind,
        accountId: p.accountId,
        done: p.done,
        total: p.total,
        ms: started === undefined ? null : clock() - started,
      };
      if (p.error) log.warn('sync failed', { ...fields, code: p.error.code, reason: p.error.message });
      else log.info('sync finished', fields);
    },
    'history/changed': (p) => log.debug('history rows added', { accountId: p.accountId, added: p.added }),
    'tx/status': (p) =>
      log.info('tx status', {
        txHash: p.txHash,
        status: p.status,
        ...(p.code !== undefined ? { code: p.code } : {}),
        ...(p.height !== undefined ? { height: p.height } : {}),
      }),
    'node/status': (p) => {
      if (p.health === lastHealth) return; // pushed with every refresh: only changes are worth a line
      lastHealth = p.health;
      log.info('node health', { health: p.health, chainId: p.chainId, height: p.latestHeight });
    },
    'update/progress': (p) => log.info('update state', { state: p.state }),
  };
  return (event, payload) => {
    try {
      (handlers[event] as ((p: EventPayload<typeof event>) => void) | undefined)?.(payload);
    } catch {
      // logging never breaks event delivery
    }
  };
}
