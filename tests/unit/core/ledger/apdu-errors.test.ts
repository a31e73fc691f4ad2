// Every way a Ledger call can fail maps to one code the renderer explains.
import { TransportStatusError } from '@ledgerhq/hw-transport';
import { DisconnectedDevice, TransportRaceCondition } from '@ledgerhq/errors';
import { describe, expect, it } from 'vitest';
import { codeOfStatusWord, toLedgerFailure } from '../../../../electron/core/ledger/apdu-errors';

describe('codeOfStatusWord', () => {
  it.each([
    [0x5515, 'locked'],
    [0x6e00, 'wrong_app'],
    [0x6e01, 'wrong_app'],
    [0x6d00, 'wrong_app'],
    [0x6986, 'rejected'],
    [0x6985, 'rejected'],
    [0x6984, 'invalid_data'],
    [0x6988, 'too_large'],
    [0x9001, 'busy'],
    [0x6f00, 'unknown'],
  ])('0x%s -> %s', (sw, code) => expect(codeOfStatusWord(sw)).toBe(code));
});

describe('toLedgerFailure', () => {
  it('reads the status word of a TransportStatusError and of a zondax ResponseError', () => {
    expect(toLedgerFailure(new TransportStatusError(0x6986)).details).toMatchObject({
      ledger: 'rejected',
      statusWord: '0x6986',
    });
    expect(toLedgerFailure({ returnCode: 0x5515, errorMessage: 'Device Locked' }).ledgerCode).toBe('locked');
  });

  it('names transport failures: unplugged, busy, no device', () => {
    expect(toLedgerFailure(new DisconnectedDevice()).ledgerCode).toBe('disconnected');
    expect(toLedgerFailure(new TransportRaceCondition('An action was already pending')).ledgerCode).toBe(
      'busy',
    );
    expect(toLedgerFailure(new Error('NoDevice')).ledgerCode).toBe('not_connected');
  });

  it('node-hid "cannot open device" is a permission problem on Linux (udev rules), busy elsewhere', () => {
    const error = new Error('cannot open device with path /dev/hidraw3');
    expect(toLedgerFailure(error, 'linux').ledgerCode).toBe('permission_denied');
    expect(toLedgerFailure(error, 'darwin').ledgerCode).toBe('busy');
  });

  it('crosses IPC as code "ledger" with details.ledger', () => {
    expect(toLedgerFailure(new TransportStatusError(0x6e01)).toInfo()).toMatchObject({
      code: 'ledger',
      details: { ledger: 'wrong_app', statusWord: '0x6e01' },
    });
  });
});
