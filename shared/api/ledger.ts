// Contract of the Ledger domain: device status, listing and adding hardware accounts, showing an address on the
// device, cancelling the call the device is waiting on. Errors carry code 'ledger' and details.ledger (below).
import { z } from 'zod';
import { channel, emptyRequest, nameText } from './channel';
import type { AccountInfo } from './keys';

/** Every device state a Ledger call can end in, each with its own way on (renderer/src/lib/i18n). */
export const LEDGER_ERROR_CODES = [
  'not_connected', // no Ledger found on USB
  'permission_denied', // Linux: the device exists but the user may not open it (udev rules missing)
  'usb_unavailable', // this machine's USB HID support could not be loaded
  'locked', // the device shows its PIN screen (0x5515)
  'wrong_app', // the dashboard or another app is open (0x6E00, 0x6E01, 0x6D00)
  'app_too_old', // the Cosmos app is older than LEDGER_MIN_APP_VERSION
  'rejected', // the user pressed "Reject" on the device (0x6986)
  'disconnected', // unplugged or closed in the middle of a call
  'busy', // another Ledger request is still running
  'timeout', // the device did not answer in time
  'cancelled', // the wallet cancelled the call (ledger/cancel)
  'wrong_device', // the connected Ledger does not hold this account (another seed or passphrase)
  'too_large', // the transaction exceeds what the Cosmos app can hold or parse (pre-flight)
  'invalid_data', // the Cosmos app refused the data (0x6984 and others)
  'unknown', // any other status word (details.statusWord)
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

/** The oldest Cosmos app version the wallet talks to (HRP in the sign request, amino JSON). */
export const LEDGER_MIN_APP_VERSION = '2.34.0';
/** Ledger accounts use m/44'/118'/0'/0/n. */
export const LEDGER_COIN_TYPE = 118;
/** Accounts the "Connect a Ledger" list may show at once. */
export const LEDGER_MAX_LIST = 10;

export interface LedgerStatus {
  connected: true;
  appVersion: string;
  testMode: boolean;
}

export interface LedgerAddress {
  hdIndex: number;
  address: string;
  /** Base64 compressed secp256k1 public key. */
  pubkey: string;
  /** Spendable base units of the profile's denom; null when the node could not be asked. */
  balance: string | null;
  /** Already in the wallet (as a Ledger account). */
  added: boolean;
}

const ledgerIndex = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

export const ledgerChannels = {
  /** Opens the device and reads the Cosmos app's version (checks it is open, unlocked and new enough). */
  'ledger/status': channel(emptyRequest).returns<LedgerStatus>(),
  /** Addresses (and balances) of HD indexes `from`..`from+count-1`, read from the device without showing them. */
  'ledger/accounts': channel(
    z.strictObject({ from: ledgerIndex, count: z.number().int().min(1).max(LEDGER_MAX_LIST) }),
  ).returns<{ accounts: LedgerAddress[] }>(),
  /** Adds the chosen indexes as Ledger accounts (no secret is stored); each is read from the device again. */
  'ledger/add-accounts': channel(
    z.strictObject({
      accounts: z
        .array(z.strictObject({ hdIndex: ledgerIndex, name: nameText(64) }))
        .min(1)
        .max(LEDGER_MAX_LIST),
    }),
  ).returns<{ accounts: AccountInfo[] }>(),
  /** Shows the address of an HD index on the device's screen; answers once the user confirms it there. */
  'ledger/show-address': channel(z.strictObject({ hdIndex: ledgerIndex })).returns<{
    address: string;
    matches: boolean | null;
  }>(),
  /** Cancels the Ledger call in progress (its caller gets code 'ledger', details.ledger 'cancelled'). */
  'ledger/cancel': channel(emptyRequest).returns<{ cancelled: boolean }>(),
} as const;
