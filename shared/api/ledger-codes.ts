// Ledger constants the renderer needs at first paint, kept free of zod (the contract's schemas are in ledger.ts).
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
