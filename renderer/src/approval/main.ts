// Approval page entry: theme and language as the main page has them, then the approval surface.
import { mount } from 'svelte';
import ApprovalApp from './ApprovalApp.svelte';
import { readTheme } from '../lib/stores/preferences.svelte';
import { loadCatalog } from '../lib/i18n';
import { currentLanguage } from '../lib/locale/locale-state';
import '../app.css';

const saved = readTheme();
const dark =
  saved === 'dark' || (saved === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.dataset.theme = dark ? 'dark' : 'light';
const language = currentLanguage();
document.documentElement.lang = language;

const target = document.getElementById('approval');
if (!target) throw new Error('#approval element missing from approval.html');
void (language === 'en' ? Promise.resolve() : loadCatalog(language).catch(() => undefined)).then(() =>
  mount(ApprovalApp, { target }),
);
