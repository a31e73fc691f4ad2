// The word for an account's kind in the Settings list: how it signs, and for a shared account its "k of n".
import type { AccountInfo } from '../../../../shared/api';
import { t } from '../../lib/i18n';
import '../../lib/i18n/parts/settings';
import { sharedShape } from '../multisig/shared-account';

/** "Recovery phrase", "Ledger", "Shared (2 of 3)"…: never the stored code. */
export function accountKindLabel(account: AccountInfo): string {
  const shape = sharedShape(account);
  if (shape) return t('settings.kind.sharedShape', { k: shape.k, n: shape.n });
  return t(`settings.kind.${account.kind}`);
}
