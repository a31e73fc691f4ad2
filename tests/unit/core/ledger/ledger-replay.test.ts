// Recorded APDU exchanges (Cosmos app, CLA 0x55) replayed by @ledgerhq/hw-transport-mocker: every status word the
// wallet names ends in its code, and the happy path reads the version and an address byte for byte.
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker';
import { describe, expect, it } from 'vitest';
import { createLedgerDevice, ledgerPath } from '../../../../electron/core/ledger/ledger-device';

const GET_VERSION = '=> 5500000000';
const VERSION_2_35_0 = '<= 0002230000330000049000';
const GET_ADDR_0 = '55040000180378797a2c00008076000080000000800000000000000000';
const SHOW_ADDR_0 = '55040100180378797a2c00008076000080000000800000000000000000';
const ADDR_0_REPLY =
  '023d22189307547a6c7e6a88c15ce43afbf19cb0f01380606f17e8d509615b5b9d78797a31347479637563736476386b38617433646c6b6e7a65636d396670663568366b6d6732667065349000';
const SIGN_INIT = '55020000182c000080760000800000008000000000000000000378797a';
const SIGN_LAST =
  '55020200517b226163636f756e745f6e756d626572223a2231222c22636861696e5f6964223a2263222c22666565223a7b7d2c226d656d6f223a22222c226d736773223a5b5d2c2273657175656e6365223a2230227d';
const SIGN_DOC = Buffer.from(
  '{"account_number":"1","chain_id":"c","fee":{},"memo":"","msgs":[],"sequence":"0"}',
);

function deviceReplaying(...lines: string[]) {
  const store = RecordStore.fromString(lines.join('\n'));
  return { store, device: createLedgerDevice({ open: () => openTransportReplayer(store) }) };
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { details?: Record<string, unknown> }).details;
  }
  throw new Error('expected the call to fail');
}

describe('Ledger device over recorded APDUs', () => {
  it('reads the Cosmos app version and an address', async () => {
    const { store, device } = deviceReplaying(
      GET_VERSION,
      VERSION_2_35_0,
      `=> ${GET_ADDR_0}`,
      `<= ${ADDR_0_REPLY}`,
    );
    const reply = await device.run(false, (app) => app.getAddressAndPubKey(ledgerPath(0), 'xyz'));
    expect(reply.bech32_address).toBe('xyz14tycucsdv8k8at3dlknzecm9fpf5h6kmg2fpe4');
    expect(reply.compressed_pk).toHaveLength(33);
    store.ensureQueueEmpty();
  });

  it.each([
    ['5515', 'locked'],
    ['6e00', 'wrong_app'],
    ['6e01', 'wrong_app'],
    ['6d00', 'wrong_app'],
    ['9001', 'busy'],
    ['6f00', 'unknown'],
  ])('GET_VERSION answered %s -> %s', async (sw, code) => {
    const { device } = deviceReplaying(GET_VERSION, `<= ${sw}`);
    expect(await failureOf(device.status())).toMatchObject({ ledger: code, statusWord: `0x${sw}` });
  });

  it('a version reply with the locked flag -> locked', async () => {
    const { device } = deviceReplaying(GET_VERSION, '<= 0002230001330000049000');
    expect(await failureOf(device.status())).toMatchObject({ ledger: 'locked' });
  });

  it('a Cosmos app older than the minimum -> app_too_old, with both versions', async () => {
    const { device } = deviceReplaying(GET_VERSION, '<= 0002140000330000049000');
    expect(await failureOf(device.status())).toMatchObject({
      ledger: 'app_too_old',
      appVersion: '2.20.0',
      minVersion: '2.34.0',
    });
  });

  it('"Show on device" rejected on the device (0x6986) -> rejected', async () => {
    const { device } = deviceReplaying(GET_VERSION, VERSION_2_35_0, `=> ${SHOW_ADDR_0}`, '<= 6986');
    const call = device.run(true, (app) => app.showAddressAndPubKey(ledgerPath(0), 'xyz'));
    expect(await failureOf(call)).toMatchObject({ ledger: 'rejected', statusWord: '0x6986' });
  });

  it.each([
    ['6986', 'rejected'],
    ['6984', 'invalid_data'],
    ['6988', 'too_large'],
  ])('SIGN answered %s -> %s', async (sw, code) => {
    const { device } = deviceReplaying(
      GET_VERSION,
      VERSION_2_35_0,
      `=> ${SIGN_INIT}`,
      '<= 9000',
      `=> ${SIGN_LAST}`,
      `<= ${sw}`,
    );
    const call = device.run(true, (app) => app.sign(ledgerPath(0), SIGN_DOC, 'xyz'));
    expect(await failureOf(call)).toMatchObject({ ledger: code });
  });
});
