// Handlers of the network domain: list, add, edit, remove, select and reset network profiles.
import type { networkChannels } from '../../../shared/api/network';
import type { NetworkStore } from '../config/network-store';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type NetworkChannel = DomainChannels<typeof networkChannels>;

export function createNetworkHandlers(ctx: HandlerContext, store: NetworkStore): HandlersFor<NetworkChannel> {
  const activeChanged = () => ctx.emit('network/changed', store.active());
  return {
    'network/list': () => ({ profiles: store.list(), activeId: store.active().id }),
    'network/get-active': () => store.active(),
    'network/add': (input) => store.add(input),
    'network/update': (req) => {
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
