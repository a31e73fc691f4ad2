// User settings: defaults merged with saved values; each bad saved field falls back to its default (reported).
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../../shared/api/settings';
import type { StartupWarning } from '../../../shared/api/app';
import { WalletError } from '../../../shared/errors';
import type { KvRepo } from '../cache/repos/kv-types';

const SETTINGS_KEY = 'settings';

export interface SettingsStore {
  get(): Settings;
  update(changes: Partial<Settings>): Settings;
  reset(): Settings;
  readonly warnings: StartupWarning[];
}

/** Loads saved settings field by field so one bad value does not discard the others. Pure. */
export function repairSettings(saved: unknown): { settings: Settings; problems: StartupWarning[] } {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const problems: StartupWarning[] = [];
  if (saved === undefined) return { settings, problems };
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    return { settings, problems: [{ code: 'settings_unreadable' }] };
  }
  const shape = settingsSchema.shape;
  for (const key of Object.keys(shape) as Array<keyof Settings>) {
    if (!(key in saved)) continue;
    const parsed = shape[key].safeParse((saved as Record<string, unknown>)[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
    else problems.push({ code: 'setting_invalid', details: { key } });
  }
  return { settings, problems };
}

export function createSettingsStore(kv: KvRepo): SettingsStore {
  const loaded = repairSettings(kv.get(SETTINGS_KEY));
  let current = loaded.settings;
  if (loaded.problems.length > 0) kv.set(SETTINGS_KEY, current);
  return {
    warnings: loaded.problems,
    get: () => ({ ...current }),
    update(changes) {
      const parsed = settingsSchema.safeParse({ ...current, ...changes });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new WalletError(
          'invalid_config',
          `Invalid setting ${issue?.path.join('.')}: ${issue?.message}`,
        );
      }
      current = parsed.data;
      kv.set(SETTINGS_KEY, current);
      return { ...current };
    },
    reset() {
      current = { ...DEFAULT_SETTINGS };
      kv.set(SETTINGS_KEY, current);
      return { ...current };
    },
  };
}
