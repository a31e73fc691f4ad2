// How the core reaches a Ledger: a factory that opens one APDU transport per call. The app passes the USB HID
// one (loaded lazily, so a machine without USB HID support still starts); tests pass the emulator.
import type Transport from '@ledgerhq/hw-transport';
import { LedgerFailure } from './apdu-errors';

/** Opens a transport to the first Ledger found; rejects (NoDevice, permission, ...) when it cannot. */
export type LedgerTransportFactory = () => Promise<Transport>;

/** USB HID through @ledgerhq/hw-transport-node-hid, imported on first use. */
export function nodeHidTransportFactory(): LedgerTransportFactory {
  return async () => {
    let hid: { default: { open(path: string | null | undefined): Promise<Transport> } };
    try {
      hid = (await import('@ledgerhq/hw-transport-node-hid')) as unknown as typeof hid;
    } catch (error) {
      throw new LedgerFailure('usb_unavailable', {
        reason: String((error as Error)?.message ?? error).slice(0, 200),
      });
    }
    const TransportNodeHid = hid.default ?? (hid as unknown as typeof hid.default);
    return TransportNodeHid.open(undefined);
  };
}

/** A factory for hosts without any Ledger support (every call answers 'usb_unavailable'). */
export const noLedgerTransport: LedgerTransportFactory = () =>
  Promise.reject(new LedgerFailure('usb_unavailable'));
