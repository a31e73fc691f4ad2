// Handlers of the network domain: list, add, edit, remove, select and reset network profiles; a profile is saved
// only when its node reports the profile's chain id (or the person saves anyway with `force`).
import type { networkChannels } from '../../../shared/api/network';
import type { NetworkProfile } from '../../../shared/api/network';
import type { NetworkStore } from '../config/network-store';
import { probeChainId, requireProbedChainId } from '../chain/chain-id-probe';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type NetworkChannel = DomainChannels<typeof networkChannels>;

export function createNetworkHandlers(ctx: HandlerContext, store: NetworkStore): HandlersFor<NetworkChannel> {
  const activeChanged = () => ctx.emit('network/changed', store.active());
  /** Asks the node for its chain id; throws chain_id_mismatch / network (unverified) on a problem. */
  const checkNode = async (profile: Pick<NetworkProfile, 'chainId' | 'restUrl' | 'rpcUrl' | 'dialect'>) =>
    requireProbedChainId(await probeChainId(profile, ctx.fetch), profile);
  return {
    'network/list': () => ({ profiles: store.list(), activeId: store.active().id }),
    'network/get-active': () => store.active(),
    'network/add': async ({ force, ...input }) => {
      if (!force) await checkNode(input);
      return store.add(input);
    },
    'network/update': async (req) => {
      const current = store.get(req.id);
      const next = { ...current, ...req.changes };
      const reachTheChain = (['chainId', 'restUrl', 'rpcUrl', 'dialect'] as const).some(
        (key) => next[key] !== current[key],
      );
      if (reachTheChain && !req.force) await checkNode(next);
      const updated = store.update(req.id, req.changes);
      if (store.active().id === updated.id) activeChanged();
      return updated;
    },
    'network/remove': (req) => {
      const before = store.active().id;
      const activeId = store.remove(req.id);
      if (activeId !== before) activeChanged();
      return { activeId };
    },
    'network/select': (req) => {
      const profile = store.select(req.id);
      activeChanged();
      return profile;
    },
    'network/reset': () => {
      const profile = store.resetDevnet();
      activeChanged();
      return profile;
    },
  };
}
