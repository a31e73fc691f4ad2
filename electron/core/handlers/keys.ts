// Handlers of the keys domain (placeholder: every channel answers 'not implemented yet').
import { keysChannels } from '../../../shared/api/keys';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type KeysChannel = DomainChannels<typeof keysChannels>;

export function createKeysHandlers(_ctx: HandlerContext): HandlersFor<KeysChannel> {
  const names = Object.keys(keysChannels) as KeysChannel[];
  return Object.fromEntries(names.map((n) => [n, notImplemented(n)])) as unknown as HandlersFor<KeysChannel>;
}
