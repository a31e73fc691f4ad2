// What the rest of core may ask of the key service (accounts, lock state, signers); what a Ledger signer gets.
import type { OfflineAminoSigner } from '@cosmjs/amino';
import type { OfflineDirectSigner } from '@cosmjs/proto-signing';
import type { AccountInfo } from '../../../shared/api/keys';

/** A signer for one account: DIRECT and amino, addresses in the active profile's prefix. */
export type WalletSigner = OfflineDirectSigner & OfflineAminoSigner;

/** What a Ledger signer needs of an account (the key service hands it to the Ledger signer factory). */
export interface LedgerAccountRef {
  hdIndex: number;
  /** Address in the active profile's prefix. */
  address: string;
  /** Base64 compressed public key recorded when the account was added. */
  pubkey: string;
  prefix: string;
}

export interface KeyService {
  isLocked(): boolean;
  listAccounts(): AccountInfo[];
  /** Throws WalletError('not_found') for an unknown id. */
  getAccount(accountId: string): AccountInfo;
  activeAccount(): AccountInfo | null;
  /**
   * A signer for the account, usable only while the wallet stays unlocked (it throws 'locked' afterwards).
   * Throws 'locked' when locked, 'watch_only' for watch-only accounts, 'not_found' for unknown ids.
   */
  getSigner(accountId: string): Promise<WalletSigner>;
}
