// Handlers of the network domain (placeholder: every channel answers 'not implemented yet').
import { networkChannels } from '../../../shared/api/network';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type NetworkChannel = DomainChannels<typeof networkChannels>;

export function createNetworkHandlers(_ctx: HandlerContext): HandlersFor<NetworkChannel> {
  const names = Object.keys(networkChannels) as NetworkChannel[];
  return Object.fromEntries(names.map((n) => [n, notImplemented(n)])) as unknown as HandlersFor<NetworkChannel>;
}
