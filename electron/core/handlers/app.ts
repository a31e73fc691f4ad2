// Handlers of the app domain (placeholder: every channel answers 'not implemented yet').
import { appChannels } from '../../../shared/api/app';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type AppChannel = DomainChannels<typeof appChannels>;

export function createAppHandlers(_ctx: HandlerContext): HandlersFor<AppChannel> {
  const names = Object.keys(appChannels) as AppChannel[];
  return Object.fromEntries(names.map((n) => [n, notImplemented(n)])) as unknown as HandlersFor<AppChannel>;
}
