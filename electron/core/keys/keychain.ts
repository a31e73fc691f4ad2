// The OS keychain behind a tiny interface: keytar for the app and integration tests, in-memory for unit tests.
import { randomUUID } from 'node:crypto';
import { WalletError } from '../../../shared/errors';

/** Where encrypted secrets rest. Values stored here are already encrypted by the key vault. */
export interface Keychain {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** Returns whether an entry existed. */
  delete(account: string): Promise<boolean>;
}

/** Keychain service name of the real app. Tests use XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test'. */
export const APP_KEYCHAIN_SERVICE = 'xyz-wallet';
export const TEST_KEYCHAIN_SERVICE = 'xyz-wallet-test';

export function testKeychainService(): string {
  return process.env.XYZ_KEYCHAIN_SERVICE ?? TEST_KEYCHAIN_SERVICE;
}

/** Each opener probes its own entry: the app and the CLI (or two test files) may open one service at once. */
const probeAccount = () => `__xyz_probe__/${process.pid}-${randomUUID()}`;

function unavailable(cause: unknown): WalletError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new WalletError(
    'keychain_unavailable',
    'No working OS keychain was found (on Linux: a Secret Service such as gnome-keyring). ' +
      'XYZ Wallet does not store keys in plain text, so creating or unlocking keys is not possible until one is available.',
    { reason: reason.slice(0, 200) },
  );
}

export type KeytarModule = {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
};

/**
 * Opens the OS keychain through keytar under `service` and proves it works with a probe write/read/delete.
 * Throws WalletError('keychain_unavailable') when it does not; never falls back to plaintext.
 * `namespace` prefixes every entry name (tests use a random one so test files never see each other's wallets);
 * `keytar` replaces the native module (unit tests of the probe).
 */
export async function createKeytarKeychain(
  service: string,
  opts: { namespace?: string; keytar?: KeytarModule } = {},
): Promise<Keychain> {
  const name = (account: string) => (opts.namespace ? `${opts.namespace}/${account}` : account);
  let keytar: KeytarModule;
  try {
    if (opts.keytar) keytar = opts.keytar;
    else {
      const mod = (await import('keytar')) as unknown as { default?: KeytarModule } & KeytarModule;
      keytar = mod.default ?? mod;
    }
  } catch (cause) {
    throw unavailable(cause);
  }
  try {
    const account = probeAccount();
    const probe = `probe-${randomUUID()}`;
    await keytar.setPassword(service, account, probe);
    const read = await keytar.getPassword(service, account);
    await keytar.deletePassword(service, account);
    if (read !== probe) throw new Error('probe value did not read back');
  } catch (cause) {
    throw unavailable(cause);
  }
  const guard = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (cause) {
      throw unavailable(cause);
    }
  };
  return {
    get: (account) => guard(() => keytar.getPassword(service, name(account))),
    set: (account, secret) => guard(() => keytar.setPassword(service, name(account), secret)),
    delete: (account) => guard(() => keytar.deletePassword(service, name(account))),
  };
}

/** In-memory keychain FOR UNIT TESTS ONLY (the app never uses it). `failing` simulates a broken keychain. */
export function createMemoryKeychain(
  opts: { failing?: boolean } = {},
): Keychain & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const check = () => {
    if (opts.failing) throw unavailable(new Error('memory keychain set to fail'));
  };
  return {
    entries,
    async get(account) {
      check();
      return entries.get(account) ?? null;
    },
    async set(account, secret) {
      check();
      entries.set(account, secret);
    },
    async delete(account) {
      check();
      return entries.delete(account);
    },
  };
}

/** A keychain that reports itself unavailable on every call (used when the probe failed at startup). */
export function createUnavailableKeychain(cause: unknown): Keychain {
  const fail = async (): Promise<never> => {
    throw unavailable(cause);
  };
  return { get: fail, set: fail, delete: fail };
}
