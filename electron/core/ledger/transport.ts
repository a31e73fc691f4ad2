// How the core reaches a Ledger: a factory that opens one APDU transport per call. The app passes the USB HID
// one (loaded lazily, so a machine without USB HID support still starts); tests pass the emulator.
import type Transport from '@ledgerhq/hw-transport';
import { LedgerFailure } from './apdu-errors';

/** Opens a transport to the first Ledger found; rejects (NoDevice, permission, ...) when it cannot. */
export type LedgerTransportFactory = () => Promise<Transport>;

/** The transport class, as the CommonJS build exports it (module.exports.default) or as an ES module would. */
interface NodeHidModule {
  default?: { open?: unknown; default?: { open?: unknown } };
}
type NodeHidTransport = { open(path: string | null | undefined): Promise<Transport> };

/**
 * USB HID through @ledgerhq/hw-transport-node-hid, imported on first use. Its CommonJS build, by path: the package's
 * "import" export (lib-es) has extensionless imports that Node's ES loader (Electron's main process) cannot resolve.
 */
export function nodeHidTransportFactory(): LedgerTransportFactory {
  return async () => {
    let hid: NodeHidModule;
    try {
      hid = (await import('@ledgerhq/hw-transport-node-hid/lib/TransportNodeHid')) as NodeHidModule;
    } catch (error) {
      throw new LedgerFailure('usb_unavailable', {
        reason: String((error as Error)?.message ?? error).slice(0, 200),
      });
    }
    const candidates = [hid.default?.default, hid.default];
    const TransportNodeHid = candidates.find((c) => typeof c?.open === 'function') as
      NodeHidTransport | undefined;
    if (!TransportNodeHid)
      throw new LedgerFailure('usb_unavailable', { reason: 'no TransportNodeHid export' });
    return TransportNodeHid.open(undefined);
  };
}

/** A factory for hosts without any Ledger support (every call answers 'usb_unavailable'). */
export const noLedgerTransport: LedgerTransportFactory = () =>
  Promise.reject(new LedgerFailure('usb_unavailable'));
