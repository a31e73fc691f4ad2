// Renderer entry: asks core for the boot snapshot first, then mounts the Svelte app into #app, seeded from it.
import { bootSnapshot } from './lib/boot';
import { mount } from 'svelte';
import App from './App.svelte';
import { readTheme } from './lib/stores/preferences.svelte';
import { seedStores } from './lib/stores/seed';
import { loadCatalog } from './lib/i18n';
import { currentLanguage } from './lib/locale/locale-state';
import './app.css';

/** How long the first render waits for the boot snapshot before showing the loading state instead, in ms. */
const BOOT_WAIT_MS = 300;

// Apply the saved theme before the first paint so a dark-theme user never sees a light flash.
const saved = readTheme();
const dark =
  saved === 'dark' || (saved === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.dataset.theme = dark ? 'dark' : 'light';

// The person's language: English is in the bundle; another catalogue loads alongside the boot snapshot.
const language = currentLanguage();
document.documentElement.lang = language;
const catalog = language === 'en' ? null : loadCatalog(language).catch(() => undefined);

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');
// Mounting after the snapshot makes the first render the real first screen (no loading frame to lay out and paint
// first); a slow core gets the loading state after BOOT_WAIT_MS and App seeds the stores when the snapshot lands.
const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), BOOT_WAIT_MS));
void Promise.race([bootSnapshot, timeout]).then(async (boot) => {
  if (catalog) await catalog;
  if (boot) seedStores(boot);
  mount(App, { target });
});
