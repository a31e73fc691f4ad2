// Handlers of the tx domain (being implemented: every channel answers a typed 'internal' error until wired).
import { txChannels } from '../../../shared/api/tx';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type TxChannel = DomainChannels<typeof txChannels>;

export function createTxHandlers(_ctx: HandlerContext): HandlersFor<TxChannel> {
  return Object.fromEntries(Object.keys(txChannels).map((name) => [name, notImplemented(name)])) as unknown as HandlersFor<TxChannel>;
}
