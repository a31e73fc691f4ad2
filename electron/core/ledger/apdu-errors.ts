// Maps what a Ledger call can fail with (APDU status words, transport errors, node-hid errors) to one
// LedgerErrorCode, and wraps it in the WalletError the router sends (code 'ledger', details.ledger).
import type { LedgerErrorCode } from '../../../shared/api/ledger';
import { WalletError } from '../../../shared/errors';

/** Status words of the Cosmos app and the Ledger OS that the wallet names. */
export const STATUS = {
  OK: 0x9000,
  LOCKED: 0x5515,
  REJECTED: 0x6986,
  CONDITIONS_NOT_SATISFIED: 0x6985,
  DATA_INVALID: 0x6984,
  DATA_TOO_LARGE: 0x6988,
  INS_NOT_SUPPORTED: 0x6d00,
  CLA_NOT_SUPPORTED: 0x6e00,
  APP_NOT_OPEN: 0x6e01,
  DEVICE_BUSY: 0x9001,
} as const;

/** Where a status word leads. */
export function codeOfStatusWord(statusWord: number): LedgerErrorCode {
  switch (statusWord) {
    case STATUS.LOCKED:
      return 'locked';
    case STATUS.REJECTED:
    case STATUS.CONDITIONS_NOT_SATISFIED:
      return 'rejected';
    case STATUS.INS_NOT_SUPPORTED:
    case STATUS.CLA_NOT_SUPPORTED:
    case STATUS.APP_NOT_OPEN:
      return 'wrong_app';
    case STATUS.DATA_TOO_LARGE:
      return 'too_large';
    case STATUS.DATA_INVALID:
      return 'invalid_data';
    case STATUS.DEVICE_BUSY:
      return 'busy';
    default:
      return 'unknown';
  }
}

/** A failed Ledger call: the code, and for device answers the status word (for the diagnostics, never shown raw). */
export class LedgerFailure extends WalletError {
  constructor(
    readonly ledgerCode: LedgerErrorCode,
    extra: Record<string, unknown> = {},
  ) {
    super('ledger', `Ledger: ${ledgerCode.replace(/_/g, ' ')}.`, { ledger: ledgerCode, ...extra });
  }
}

const textOf = (error: unknown): string =>
  error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';

/**
 * Any thrown value -> LedgerFailure. Handles zondax ResponseError ({returnCode}), @ledgerhq TransportStatusError
 * ({statusCode}), transport errors by name (DisconnectedDevice, TransportRaceCondition, NoDevice) and node-hid's
 * open failures (on Linux "cannot open device" means the udev rules are missing).
 */
export function toLedgerFailure(error: unknown, platform: NodeJS.Platform = process.platform): LedgerFailure {
  if (error instanceof LedgerFailure) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const statusWord =
    typeof e.statusCode === 'number' ? e.statusCode : typeof e.returnCode === 'number' ? e.returnCode : null;
  if (statusWord !== null && statusWord !== 0xffff && statusWord !== 0xffffffff) {
    const detail = typeof e.errorMessage === 'string' ? e.errorMessage.slice(0, 200) : undefined;
    return new LedgerFailure(codeOfStatusWord(statusWord), {
      statusWord: `0x${statusWord.toString(16).padStart(4, '0')}`,
      ...(detail ? { deviceMessage: detail } : {}),
    });
  }
  const text = textOf(error);
  if (/Disconnected|disconnected|device was closed|could not read from HID device/i.test(text))
    return new LedgerFailure('disconnected');
  if (/TransportRaceCondition|busy/i.test(text)) return new LedgerFailure('busy');
  if (/NoDevice|No device|no ledger/i.test(text)) return new LedgerFailure('not_connected');
  if (/cannot open device|permission denied|EACCES/i.test(text))
    return new LedgerFailure(platform === 'linux' ? 'permission_denied' : 'busy');
  if (/Locked ?Device/i.test(text)) return new LedgerFailure('locked');
  return new LedgerFailure('unknown');
}
