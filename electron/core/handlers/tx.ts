// Handlers of the tx domain (owned by core-chain-tx; placeholder until its channels exist).
import type { txChannels } from '../../../shared/api/tx';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type TxChannel = DomainChannels<typeof txChannels>;

export function createTxHandlers(_ctx: HandlerContext): HandlersFor<TxChannel> {
  return {};
}
