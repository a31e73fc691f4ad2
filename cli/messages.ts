// Words the command line prints: the CLI is its own front end, so core error codes become sentences here.
import { formatBaseAmount } from '../shared/format';
import type { DropReason } from '../shared/tx-drop';

const ERROR_SENTENCES: Record<string, string> = {
  invalid_request: 'The request was not valid.',
  locked: 'The wallet is locked.',
  wrong_password: 'That password is not correct.',
  throttled: 'Too many attempts. Please wait and try again.',
  busy: 'Another password attempt is already running.',
  keychain_unavailable:
    'No OS keychain is available (on Linux: a Secret Service such as gnome-keyring). Keys are never stored in ' +
    'plain text; run with --keystore file to keep the encrypted vault entries in a file in the data directory.',
  no_wallet: 'No wallet password has been set up yet: create or import a key first.',
  already_exists: 'That already exists.',
  not_found: 'Not found.',
  invalid_mnemonic: 'That recovery phrase is not valid (check the words and their order).',
  invalid_private_key: 'That private key is not valid (64 hexadecimal characters).',
  invalid_address: 'That address is not valid for this network.',
  invalid_amount: 'That amount is not valid.',
  invalid_memo: 'The memo is too long.',
  watch_only: 'This is a watch-only account: it cannot sign.',
  network: 'The node or backend could not be reached.',
  timeout: 'The node did not answer in time. If you submitted, check history before retrying.',
  bad_response: 'The node or backend answered something this wallet does not understand.',
  node_syncing: 'The node is still syncing.',
  chain_id_mismatch: 'The node is on a different chain: signing is disabled.',
  dialect_mismatch:
    "The node answers under the other dialect's module names than the network profile (spec ledger/... or stock cosmos/...): nothing is signed.",
  insufficient_funds: 'Not enough funds to cover the amount and the fee.',
  out_of_gas: 'The transaction ran out of gas; the fee was charged but nothing else changed.',
  insufficient_fee: 'The fee is below the network minimum. Choose a higher fee tier.',
  sequence_mismatch: 'Another transaction from this account got in first. Please try again.',
  unauthorized: 'The signature was rejected by the network (wrong signer or chain).',
  tx_failed: 'The network rejected the transaction.',
  tx_rejected: 'The transaction was not confirmed.',
  expired: 'This review has expired. Please run the command again.',
  storage:
    'The local wallet files could not be read or written (if the wallet is open in another window and busy, try again in a moment).',
  ledger: 'The Ledger device call failed.',
  unavailable: 'This is not available from the command line.',
  internal: 'Something went wrong inside the wallet.',
};

/** One line for a core error: the CLI's sentence, plus the core's own message when it adds detail. */
export function errorSentence(code: string, coreMessage?: string): string {
  const sentence = ERROR_SENTENCES[code];
  if (!sentence) return coreMessage ?? code;
  if (coreMessage && (code === 'invalid_request' || code === 'not_found' || code === 'internal')) {
    return `${sentence} ${coreMessage}`;
  }
  return sentence;
}

export const MSG = {
  walletBusy:
    'The wallet is open in another window or process, which is writing to it right now; nothing was changed. ' +
    'Try again in a moment (or close the other window).',
  aborted: 'Not confirmed: nothing was done.',
  createNeedsTerminal:
    'keys create shows the new phrase and asks for some of its words back, so it needs a terminal. To script ' +
    'it, make a phrase elsewhere and use keys import-phrase --phrase-file.',
  confirmPrompt: 'Send this transaction? Type "yes" to confirm: ',
  feeAboveMax: (fee: string, max: string) =>
    `The fee is ${formatBaseAmount(fee)} XYZ, above --max-fee ${formatBaseAmount(max)} XYZ: nothing was sent.`,
  feeNeedsMaxFee: (fee: string, typical: string) =>
    `The fee is ${formatBaseAmount(fee)} XYZ, far above a typical ${formatBaseAmount(typical)} XYZ: --yes does not accept it. ` +
    'Check it, then run again with --max-fee <XYZ> (at least the fee), or without --yes to confirm it yourself.',
  passwordPrompt: 'Wallet password: ',
  newPasswordPrompt: 'New wallet password (at least 8 characters): ',
  repeatPasswordPrompt: 'Repeat the password: ',
  passwordsDiffer: 'The two passwords differ.',
  phrasePrompt: 'Recovery phrase (words separated by spaces): ',
  privateKeyPrompt: 'Private key (hex): ',
  passphrasePrompt: 'Backup passphrase: ',
  noTerminal: (what: string, flag: string) =>
    `No terminal to read the ${what} from: give it in a file with ${flag}.`,
  emptyFile: (flag: string) => `The file given with ${flag} is empty.`,
  noAccount: 'No account: create or import one first, or name it with --account.',
  unknownAccount: (name: string) => `No account named or with the address "${name}".`,
  unknownNetwork: (name: string) => `No network profile named "${name}".`,
  unknownCommand: (name: string) => `Unknown command "${name}". Run xyz-wallet --help.`,
  missing: (what: string) => `Missing ${what}.`,
  createWriteDown:
    'Write these 24 words down, in order, and keep them offline. They are shown once and are the only way to ' +
    'restore this account.',
  createConfirm: (positions: string) => `Type words ${positions} (separated by spaces): `,
  removed: (name: string) => `Removed ${name}.`,
  sentPending: (hash: string) => `Submitted ${hash}; waiting for inclusion…`,
  included: (hash: string, height: string | null) =>
    `Included: ${hash}${height ? ` at height ${height}` : ''}.`,
  txFailed: (hash: string, log: string | null) => `The transaction ${hash} failed${log ? `: ${log}` : '.'}`,
  /** A dropped tx is never signed again by itself: the person runs the command again for a new review. */
  txDropped: (hash: string, reason: DropReason) =>
    `The transaction ${hash} was not included: ${
      reason === 'expired'
        ? 'the network passed its time limit without it'
        : 'another transaction used its place'
    }. Nothing was spent. Run the command again to review a new transaction.`,
  keychainMissing:
    'No OS keychain is available (on Linux: a Secret Service such as gnome-keyring, reachable over D-Bus). Keys ' +
    'are never stored in plain text. Start one, or run with --keystore file to keep the password-encrypted vault ' +
    'entries in keystore.json in the data directory.',
  keystoreFile:
    'Keys are kept in keystore.json in the data directory: the vault entries there are encrypted with your ' +
    'password, as they would be in the OS keychain.',
} as const;
