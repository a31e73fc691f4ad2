// Every Ledger device state has its own sentence with a way on; the udev rules cover Ledger's vendor id.
import { describe, expect, it } from 'vitest';
import { LEDGER_ERROR_CODES } from '../../../shared/api/ledger';
import { humanError } from '../../../renderer/src/lib/errors';
import { en } from '../../../renderer/src/lib/i18n/en';
import { LEDGER_UDEV_RULES, ledgerErrorText } from '../../../renderer/src/lib/ledger-text';

describe('Ledger error text', () => {
  it('has a distinct English sentence for every LedgerErrorCode', () => {
    const sentences = LEDGER_ERROR_CODES.map((code) => en[`ledger.error.${code}` as keyof typeof en]);
    expect(sentences.every((s) => typeof s === 'string' && s.length > 20)).toBe(true);
    expect(new Set(sentences).size).toBe(LEDGER_ERROR_CODES.length);
  });

  it('fills versions and limits from the details', () => {
    expect(ledgerErrorText({ ledger: 'app_too_old', appVersion: '2.20.0', minVersion: '2.34.0' })).toContain(
      'version 2.20.0; version 2.34.0 or newer',
    );
    expect(ledgerErrorText({ ledger: 'too_large', limit: 'bytes', actual: 12000, max: 10240 })).toContain(
      'bytes: 12000 of at most 10240',
    );
  });

  it('humanError words code "ledger" by details.ledger, an unknown value as unknown', () => {
    expect(humanError({ code: 'ledger', message: 'x', details: { ledger: 'locked' } }).text).toMatch(/PIN/);
    expect(humanError({ code: 'ledger', message: 'x', details: { ledger: 'nonsense' } }).text).toBe(
      en['ledger.error.unknown'],
    );
  });

  it('the udev rules grant the 2c97 vendor over usb and hidraw', () => {
    expect(LEDGER_UDEV_RULES).toContain('SUBSYSTEMS=="usb", ATTRS{idVendor}=="2c97", TAG+="uaccess"');
    expect(LEDGER_UDEV_RULES).toContain('KERNEL=="hidraw*", ATTRS{idVendor}=="2c97", MODE="0666"');
  });

  it('the disclosure carries the status word and the device message', () => {
    const detail = humanError({
      code: 'ledger',
      message: 'Ledger: invalid data.',
      details: {
        ledger: 'invalid_data',
        statusWord: '0x6984',
        deviceMessage: 'JSON dictionaries not sorted',
      },
    }).detail;
    expect(detail).toBe('0x6984\nJSON dictionaries not sorted\nLedger: invalid data.');
  });
});
