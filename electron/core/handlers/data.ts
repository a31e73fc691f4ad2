// Handlers of the data domain (being implemented: every channel answers a typed 'internal' error until wired).
import { dataChannels } from '../../../shared/api/data';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type DataChannel = DomainChannels<typeof dataChannels>;

export function createDataHandlers(_ctx: HandlerContext): HandlersFor<DataChannel> {
  return Object.fromEntries(Object.keys(dataChannels).map((name) => [name, notImplemented(name)])) as unknown as HandlersFor<DataChannel>;
}
