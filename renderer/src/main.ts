// Renderer entry: asks core for the boot snapshot first, then mounts the Svelte app into #app.
import './lib/boot';
import { mount } from 'svelte';
import App from './App.svelte';
import { readTheme } from './lib/stores/preferences.svelte';
import './app.css';

// Apply the saved theme before the first paint so a dark-theme user never sees a light flash.
const saved = readTheme();
const dark = saved === 'dark' || (saved === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.dataset.theme = dark ? 'dark' : 'light';

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');
mount(App, { target });
