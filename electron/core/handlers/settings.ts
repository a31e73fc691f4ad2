// Handlers of the settings domain: read, validated partial update, reset; each change is pushed as an event.
import type { settingsChannels } from '../../../shared/api/settings';
import type { SettingsStore } from '../config/settings-store';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type SettingsChannel = DomainChannels<typeof settingsChannels>;

export function createSettingsHandlers(
  ctx: HandlerContext,
  store: SettingsStore,
): HandlersFor<SettingsChannel> {
  const changed = <T extends ReturnType<SettingsStore['get']>>(settings: T): T => {
    ctx.emit('settings/changed', settings);
    return settings;
  };
  return {
    'settings/get': () => store.get(),
    'settings/update': (changes) => changed(store.update(changes)),
    'settings/reset': () => changed(store.reset()),
  };
}
