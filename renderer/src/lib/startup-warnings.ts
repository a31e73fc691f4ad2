// The sentence of each startup warning core reports as a code with details (shared/api/app.ts). Loaded, with its
// words, only when there is a notice to show (StartupNotices.svelte).
import type { StartupWarning } from '../../../shared/api/app';
import { t, tn, type MessageKey } from './i18n';
import './i18n/parts/startup';

const BY_CODE: Record<StartupWarning['code'], MessageKey> = {
  keychain_missing: 'startup.keychain_missing',
  cache_rebuilt: 'startup.cache_rebuilt',
  settings_unreadable: 'startup.settings_unreadable',
  setting_invalid: 'startup.setting_invalid',
  network_profile_invalid: 'startup.network_profile_invalid',
  active_network_missing: 'startup.active_network_missing',
  records_replaced: 'startup.records_replaced',
  records_missing: 'startup.records_missing',
  accounts_recovered: 'startup.accounts_recovered',
  records_restored: 'startup.records_restored',
  records_not_restored: 'startup.records_not_restored',
};

/** What a rebuilt cache's notice adds about the open sends carried over from the old file (decision 0763). */
function openSendsText(details: Record<string, string>): string[] {
  const kept = Number(details.sendsKept ?? 0);
  return [
    ...(Number.isSafeInteger(kept) && kept > 0 ? [tn('startup.cache_rebuilt_sends_kept', kept)] : []),
    ...(details.sendsUnreadable === 'true' ? [t('startup.cache_rebuilt_sends_unreadable')] : []),
  ];
}

/** The banner text of a startup warning; an unknown code (newer core) still reads as a warning. */
export function startupWarningText(warning: StartupWarning): string {
  const key = BY_CODE[warning.code];
  if (!key) return t('error.generic');
  const details = warning.details ?? {};
  const text = t(key, details);
  return warning.code === 'cache_rebuilt' ? [text, ...openSendsText(details)].join(' ') : text;
}
