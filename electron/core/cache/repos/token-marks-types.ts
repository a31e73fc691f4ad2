// The person's token choices per account (hidden or kept, hygiene preferences) and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

export interface TokenHygienePrefs {
  /** Holdings worth less than this many uxyz are hidden; null = no threshold. */
  hideBelowUxyz: string | null;
  showHidden: boolean;
}

/** The person's token choices per account (records file). */
export interface TokenMarksRepo {
  marks(accountId: string): Record<string, 'hidden' | 'kept'>;
  /** Addresses the account hid. */
  hidden(accountId: string): string[];
  /** Sets a mark, or forgets it (null). */
  setMark(accountId: string, token: string, mark: 'hidden' | 'kept' | null, now: EpochMs): void;
  prefs(accountId: string): TokenHygienePrefs;
  setPrefs(accountId: string, change: Partial<TokenHygienePrefs>): TokenHygienePrefs;
}
