// User settings from core plus the renderer-only theme choice (kept in localStorage), applied to <html data-theme>.
import type { ErrorInfo, NetworkProfile, Settings } from '../../../../shared/api';
import { call, onEvent } from '../api';

export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'xyz-wallet.theme';

/** Reads the saved theme choice ('system' when none or storage is unavailable). */
export function readTheme(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

export class PreferencesStore {
  settings = $state.raw<Settings | null>(null);
  network = $state.raw<NetworkProfile | null>(null);
  networks = $state.raw<NetworkProfile[]>([]);
  theme = $state<ThemeChoice>(readTheme());
  #systemDark = $state(false);

  /** The theme actually shown. */
  resolvedTheme: 'light' | 'dark' = $derived(
    this.theme === 'system' ? (this.#systemDark ? 'dark' : 'light') : this.theme,
  );

  connect(): () => void {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    this.#systemDark = media.matches;
    const onMedia = (e: MediaQueryListEvent) => (this.#systemDark = e.matches);
    media.addEventListener('change', onMedia);
    const offSettings = onEvent('settings/changed', (s) => (this.settings = s));
    const offNetwork = onEvent('network/changed', (p) => {
      this.network = p;
      void this.loadNetworks();
    });
    return () => {
      media.removeEventListener('change', onMedia);
      offSettings();
      offNetwork();
    };
  }

  /** Takes settings and network profiles from the boot snapshot. */
  seed(settings: Settings, networks: { profiles: NetworkProfile[]; activeId: string }): void {
    this.settings = settings;
    this.#applyNetworks(networks);
  }

  async load(): Promise<void> {
    const s = await call('settings/get', {});
    if (s.ok) this.settings = s.value;
    await this.loadNetworks();
  }

  async loadNetworks(): Promise<void> {
    const n = await call('network/list', {});
    if (n.ok) this.#applyNetworks(n.value);
  }

  #applyNetworks(list: { profiles: NetworkProfile[]; activeId: string }): void {
    this.networks = list.profiles;
    this.network = list.profiles.find((p) => p.id === list.activeId) ?? null;
  }

  setTheme(choice: ThemeChoice): void {
    this.theme = choice;
    try {
      localStorage.setItem(THEME_KEY, choice);
    } catch {
      // Storage can be unavailable; the choice still applies for this session.
    }
  }

  async update(changes: Partial<Settings>): Promise<ErrorInfo | null> {
    const r = await call('settings/update', changes);
    if (!r.ok) return r.error;
    this.settings = r.value;
    return null;
  }

  async selectNetwork(id: string): Promise<ErrorInfo | null> {
    const r = await call('network/select', { id });
    if (!r.ok) return r.error;
    this.network = r.value;
    await this.loadNetworks();
    return null;
  }

  async resetNetwork(): Promise<ErrorInfo | null> {
    const r = await call('network/reset', {});
    if (!r.ok) return r.error;
    this.network = r.value;
    await this.loadNetworks();
    return null;
  }
}

export const preferences = new PreferencesStore();
