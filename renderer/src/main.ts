// Renderer entry: mounts the Svelte app into #app.
import { mount } from 'svelte';
import App from './App.svelte';
import { readTheme } from './lib/stores/preferences.svelte';
import { SCREENS } from './screens';
import './app.css';

// Fetch the first screen's chunk while the session loads instead of after it: one round trip off the cold open.
void SCREENS.dashboard();

// Apply the saved theme before the first paint so a dark-theme user never sees a light flash.
const saved = readTheme();
const dark = saved === 'dark' || (saved === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.dataset.theme = dark ? 'dark' : 'light';

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');
mount(App, { target });
