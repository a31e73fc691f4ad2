// Warnings (not errors) about what a person is about to sign: the rule is shared with the CLI (shared/send-warnings);
// the words are the renderer's.
import type { Warning } from '../../../shared/send-warnings';
import { t } from './i18n';

export {
  CONTRACT_ADDRESS_BYTES,
  recipientWarnings,
  SLIPPAGE_STRONG_BPS,
  SLIPPAGE_WARN_BPS,
  slippageWarnings,
  type Warning,
} from '../../../shared/send-warnings';

/** The sentence of a warning. */
export function warningText(warning: Warning): string {
  return t(`warning.${warning.code}`);
}
