// Keeps <html data-theme> of a page without the main page's store (the approval window) on the saved theme choice and
// the system's colour scheme while it is open: the main window changing the choice, or the system turning dark.
import { readTheme } from './stores/preferences.svelte';

/** Applies the theme now and on every change; returns the function that stops following. */
export function followTheme(root: HTMLElement = document.documentElement): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const saved = readTheme();
    root.dataset.theme = saved === 'dark' || (saved === 'system' && media.matches) ? 'dark' : 'light';
  };
  apply();
  media.addEventListener('change', apply);
  // Another page of the app (the main window) saved a choice: localStorage tells the others with a storage event.
  window.addEventListener('storage', apply);
  return () => {
    media.removeEventListener('change', apply);
    window.removeEventListener('storage', apply);
  };
}
