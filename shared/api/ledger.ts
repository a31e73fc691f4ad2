// Contract of the Ledger domain: device status, listing and adding hardware accounts, showing an address on the
// device, cancelling the call the device is waiting on. Errors carry code 'ledger' and details.ledger (below).
import { z } from 'zod';
import { channel, emptyRequest, nameText } from './channel';
import type { AccountInfo } from './keys';
import { LEDGER_MAX_LIST } from './ledger-codes';

export {
  LEDGER_COIN_TYPE,
  LEDGER_ERROR_CODES,
  LEDGER_MAX_LIST,
  LEDGER_MIN_APP_VERSION,
  type LedgerErrorCode,
} from './ledger-codes';
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
