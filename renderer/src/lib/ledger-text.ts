// The sentence and the way on for a Ledger failure (details.ledger of an error with code 'ledger').
import type { ErrorInfo } from '../../../shared/errors';
import type { LedgerErrorCode } from '../../../shared/api/ledger';
import { LEDGER_ERROR_CODES } from '../../../shared/api/ledger-codes';
import { t, type MessageKey } from './i18n';

/** Ledger's udev rules (vendor 2c97), as LedgerHQ/udev-rules' add_udev_rules.sh writes them. */
export const LEDGER_UDEV_RULES = `# HW.1, Nano
SUBSYSTEMS=="usb", ATTRS{idVendor}=="2581", ATTRS{idProduct}=="1b7c|2b7c|3b7c|4b7c", TAG+="uaccess", TAG+="udev-acl"

# Blue, NanoS, Aramis, HW.2, Nano X, NanoSP, Stax, Ledger Test,
SUBSYSTEMS=="usb", ATTRS{idVendor}=="2c97", TAG+="uaccess", TAG+="udev-acl"

# Same, but with hidraw-based library (instead of libusb)
KERNEL=="hidraw*", ATTRS{idVendor}=="2c97", MODE="0666"
`;

/** Where the rules go and how udev picks them up (then unplug and plug the Ledger back in). */
export const LEDGER_UDEV_INSTALL =
  'sudo nano /etc/udev/rules.d/20-hw1.rules   # paste the rules, save\nsudo udevadm control --reload-rules && sudo udevadm trigger';

export function ledgerCodeOf(details: Record<string, unknown> | undefined): LedgerErrorCode {
  const code = details?.ledger;
  return (LEDGER_ERROR_CODES as readonly unknown[]).includes(code) ? (code as LedgerErrorCode) : 'unknown';
}

/** "What happened. What to do." for a Ledger failure. */
export function ledgerErrorText(details: Record<string, unknown> | undefined): string {
  const code = ledgerCodeOf(details);
  return t(`ledger.error.${code}` as MessageKey, {
    appVersion: String(details?.appVersion ?? '?'),
    minVersion: String(details?.minVersion ?? '?'),
    limit: String(details?.limit ?? ''),
    actual: String(details?.actual ?? ''),
    max: String(details?.max ?? ''),
  });
}

/** The technical detail behind the disclosure: the device's status word and message, when it answered. */
export function ledgerErrorDetail(error: ErrorInfo): string | null {
  const d = error.details ?? {};
  const parts = [d.statusWord, d.deviceMessage, d.appVersion && `Cosmos app ${String(d.appVersion)}`]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .concat(error.message ? [error.message] : []);
  return parts.length ? parts.join('\n') : null;
}
