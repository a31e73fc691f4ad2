// Handlers of the data domain (owned by core-chain-tx; placeholder until its channels exist).
import type { dataChannels } from '../../../shared/api/data';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type DataChannel = DomainChannels<typeof dataChannels>;

export function createDataHandlers(_ctx: HandlerContext): HandlersFor<DataChannel> {
  return {};
}
