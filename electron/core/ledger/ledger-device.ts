// One Ledger call at a time: opens the transport, checks the Cosmos app (open, unlocked, new enough), runs the
// call, and always closes. Every call has a timeout and can be cancelled; a second call while one runs is 'busy'.
import type Transport from '@ledgerhq/hw-transport';
import CosmosApp from '@zondax/ledger-cosmos-js';
import semver from 'semver';
import { LEDGER_MIN_APP_VERSION, type LedgerStatus } from '../../../shared/api/ledger';
import { LedgerFailure, toLedgerFailure } from './apdu-errors';
import type { LedgerTransportFactory } from './transport';

export interface LedgerTimeouts {
  /** Opening the transport and reading from the device without the user (version, address). */
  readMs: number;
  /** Calls that wait for the user's button press (show address, sign). */
  userMs: number;
}

export const DEFAULT_LEDGER_TIMEOUTS: LedgerTimeouts = { readMs: 15_000, userMs: 180_000 };

export interface LedgerDeviceDeps {
  open: LedgerTransportFactory;
  timeouts?: Partial<LedgerTimeouts>;
  platform?: NodeJS.Platform;
}

export type LedgerApp = CosmosApp;

/** Wraps transport.exchange so a transport failure (unplugged, ...) is kept: zondax replaces it with 0xFFFF. */
function keepTransportErrors(transport: Transport): { last: () => unknown } {
  let last: unknown = null;
  const exchange = transport.exchange.bind(transport);
  transport.exchange = async (apdu, options) => {
    try {
      return await exchange(apdu, options);
    } catch (error) {
      last = error;
      throw error;
    }
  };
  return { last: () => last };
}

/** The Cosmos app's version check: locked -> 'locked', too old -> 'app_too_old'. */
async function checkApp(app: CosmosApp): Promise<LedgerStatus> {
  const version = await app.getVersion();
  if (version.deviceLocked) throw new LedgerFailure('locked');
  const appVersion = `${version.major}.${version.minor}.${version.patch}`;
  if (!semver.valid(appVersion) || semver.lt(appVersion, LEDGER_MIN_APP_VERSION))
    throw new LedgerFailure('app_too_old', { appVersion, minVersion: LEDGER_MIN_APP_VERSION });
  return { connected: true, appVersion, testMode: Boolean(version.testMode) };
}

export function createLedgerDevice(deps: LedgerDeviceDeps) {
  const timeouts = { ...DEFAULT_LEDGER_TIMEOUTS, ...deps.timeouts };
  let current: { abort: (failure: LedgerFailure) => void } | null = null;

  /** Runs `call` with the app checked; `waitsForUser` picks the long timeout. Throws LedgerFailure only. */
  async function run<T>(
    waitsForUser: boolean,
    call: (app: CosmosApp, status: LedgerStatus) => Promise<T>,
  ): Promise<T> {
    if (current) throw new LedgerFailure('busy');
    let transport: Transport | null = null;
    let kept: { last: () => unknown } | null = null;
    let abortWith: (failure: LedgerFailure) => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      abortWith = reject;
    });
    aborted.catch(() => undefined);
    const abort = (failure: LedgerFailure) => {
      abortWith(failure);
      void transport?.close().catch(() => undefined);
    };
    current = { abort };
    const timer = setTimeout(
      () => abort(new LedgerFailure('timeout')),
      waitsForUser ? timeouts.userMs : timeouts.readMs,
    );
    const opening = deps.open();
    try {
      transport = await Promise.race([opening, aborted]);
      kept = keepTransportErrors(transport);
      const app = new CosmosApp(transport);
      const status = await Promise.race([checkApp(app), aborted]);
      return await Promise.race([call(app, status), aborted]);
    } catch (error) {
      if (error instanceof LedgerFailure) throw error;
      throw toLedgerFailure(kept?.last() ?? error, deps.platform);
    } finally {
      clearTimeout(timer);
      current = null;
      if (transport) await transport.close().catch(() => undefined);
      else void opening.then((late) => late.close()).catch(() => undefined);
    }
  }

  return {
    run,
    /** Opens the device and reads the app version. */
    status: () => run(false, async (_app, status) => status),
    /** Cancels the call in progress; false when there is none. */
    cancel(): boolean {
      if (!current) return false;
      current.abort(new LedgerFailure('cancelled'));
      return true;
    },
    isBusy: () => current !== null,
  };
}

export type LedgerDevice = ReturnType<typeof createLedgerDevice>;

/** m/44'/118'/0'/0/n. */
export const ledgerPath = (hdIndex: number) => `m/44'/118'/0'/0/${hdIndex}`;
