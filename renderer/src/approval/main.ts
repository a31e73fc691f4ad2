// Approval page entry: theme (followed while the window is open) and language as the main page has them, then the
// approval surface.
import { mount } from 'svelte';
import ApprovalApp from './ApprovalApp.svelte';
import { followTheme } from '../lib/follow-theme';
import { loadCatalog } from '../lib/i18n';
import { currentLanguage } from '../lib/locale/locale-state';
import '../app.css';

followTheme();
const language = currentLanguage();
document.documentElement.lang = language;

const target = document.getElementById('approval');
if (!target) throw new Error('#approval element missing from approval.html');
void (language === 'en' ? Promise.resolve() : loadCatalog(language).catch(() => undefined)).then(() =>
  mount(ApprovalApp, { target }),
);
