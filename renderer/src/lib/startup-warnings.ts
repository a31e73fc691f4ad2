// The sentence of each startup warning core reports as a code with details (shared/api/app.ts).
import type { StartupWarning } from '../../../shared/api/app';
import { t, type MessageKey } from './i18n';

const BY_CODE: Record<StartupWarning['code'], MessageKey> = {
  keychain_missing: 'warning.keychain_missing',
  cache_rebuilt: 'warning.cache_rebuilt',
  settings_unreadable: 'warning.settings_unreadable',
  setting_invalid: 'warning.setting_invalid',
  network_profile_invalid: 'warning.network_profile_invalid',
  active_network_missing: 'warning.active_network_missing',
  records_replaced: 'warning.records_replaced',
  records_missing: 'warning.records_missing',
  accounts_recovered: 'warning.accounts_recovered',
  records_restored: 'warning.records_restored',
  records_not_restored: 'warning.records_not_restored',
};

/** The banner text of a startup warning; an unknown code (newer core) still reads as a warning. */
export function startupWarningText(warning: StartupWarning): string {
  const key = BY_CODE[warning.code];
  return key ? t(key, warning.details ?? {}) : t('error.generic');
}
