// Handlers of the settings domain (placeholder: every channel answers 'not implemented yet').
import { settingsChannels } from '../../../shared/api/settings';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type SettingsChannel = DomainChannels<typeof settingsChannels>;

export function createSettingsHandlers(_ctx: HandlerContext): HandlersFor<SettingsChannel> {
  const names = Object.keys(settingsChannels) as SettingsChannel[];
  return Object.fromEntries(names.map((n) => [n, notImplemented(n)])) as unknown as HandlersFor<SettingsChannel>;
}
