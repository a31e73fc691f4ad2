// What every command gets: the parsed options, output, terminal and the wallet core opened on the data directory.
import { ensurePrivateDir } from '../electron/core/cache/private-files';
import os from 'node:os';
import path from 'node:path';
import type { AccountInfo, LockStatus } from '../shared/api/keys';
import type { NetworkProfile } from '../shared/api/network';
import { formatBaseAmount } from '../shared/format';
import { APP_KEYCHAIN_SERVICE, createKeytarKeychain, type Keychain } from '../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../electron/core/wallet-core';
import { createFileLogger } from '../electron/core/log/file-logger';
import { createFileKeystore, type FileKeystore } from './io/file-keystore';
import { nodeHttpFetchForCore } from './io/node-http-fetch';
import { CliFailure, failureFromCore, usageFailure, type Output } from './io/output';
import { DIALECTS, type Dialect } from '../shared/dialect';
import { readSecretFile, type Terminal } from './io/terminal';
import { MSG } from './messages';

export type Options = Record<string, string | boolean>;

export interface CoreCaller {
  call<T>(channel: string, payload: unknown): Promise<T>;
}

export interface CommandContext extends CoreCaller {
  options: Options;
  out: Output;
  term: Terminal;
  /** The account named by `nameOrAddress`, else --account, else the active account. */
  account(nameOrAddress?: string): Promise<AccountInfo>;
  /** The wallet password from --password-file or the terminal (no echo). */
  password(): Promise<string>;
  /** Unlocks the wallet with the password from --password-file or the terminal (no-op when unlocked). */
  unlock(): Promise<void>;
  /** The wallet password to set up when none exists yet (undefined when one exists: then the wallet is unlocked). */
  passwordForNewSecret(): Promise<string | undefined>;
  network(): Promise<NetworkProfile>;
  /** Resolves with the first core event `match` accepts, or null after `timeoutMs`. Subscribe before the call that causes it. */
  nextEvent<T>(
    match: (event: string, payload: unknown) => T | undefined,
    timeoutMs: number,
  ): Promise<T | null>;
}

export const stringOption = (options: Options, name: string): string | undefined => {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw usageFailure(`--${name} needs a value.`);
  return value;
};

/** Where the app keeps its data on this OS (Electron's userData for "XYZ Wallet"). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.XYZ_USER_DATA_DIR) return env.XYZ_USER_DATA_DIR;
  const home = os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'XYZ Wallet');
  if (platform === 'win32')
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'XYZ Wallet');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'XYZ Wallet');
}

export async function openKeychain(options: Options, dataDir: string): Promise<Keychain | FileKeystore> {
  const mode = stringOption(options, 'keystore') ?? 'os';
  if (mode === 'file') return createFileKeystore(dataDir);
  if (mode !== 'os') throw usageFailure('--keystore is "os" or "file".');
  const service = process.env.XYZ_KEYCHAIN_SERVICE ?? APP_KEYCHAIN_SERVICE;
  try {
    return await createKeytarKeychain(service);
  } catch {
    throw new CliFailure('keychain_unavailable', MSG.keychainMissing);
  }
}

/** Explicit node URLs (--rest-url, --rpc-url, --backend-url, --chain-id) and --dialect override the built-in devnet profile for this run. */
function networkOverride(options: Options): Partial<NetworkProfile> | undefined {
  const pairs: Array<[string, keyof NetworkProfile]> = [
    ['rest-url', 'restUrl'],
    ['rpc-url', 'rpcUrl'],
    ['backend-url', 'backendUrl'],
    ['chain-id', 'chainId'],
  ];
  const override: Record<string, string> = {};
  for (const [flag, field] of pairs) {
    const value = stringOption(options, flag);
    if (value !== undefined) override[field] = value;
  }
  const dialect = stringOption(options, 'dialect');
  if (dialect !== undefined && !DIALECTS.includes(dialect as Dialect))
    throw usageFailure('--dialect is "spec" or "cosmos".');
  if (dialect !== undefined) override.dialect = dialect;
  return Object.keys(override).length ? (override as Partial<NetworkProfile>) : undefined;
}

/** The core on the data directory, and what to tell once the core has accepted the wallet password. */
export interface OpenedCore {
  core: WalletCore;
  passwordAccepted: (password: string) => Promise<void>;
}

/** What the process hosting the CLI adds: the packaged app passes its Electron-ABI build of better-sqlite3. */
export interface CoreHost {
  sqliteBinding?: string;
}

export async function openCore(options: Options, version: string, host: CoreHost = {}): Promise<OpenedCore> {
  const dataDir = path.resolve(stringOption(options, 'data-dir') ?? defaultDataDir());
  ensurePrivateDir(dataDir);
  const keychain = await openKeychain(options, dataDir);
  const network = networkOverride(options);
  const passwordAccepted = async (password: string) => {
    if ('usePassword' in keychain) await keychain.usePassword(password);
  };
  const core = await createWalletCore({
    dataDir,
    keychain,
    version,
    idleCheckMs: 0,
    // One command, then exit: a balance refresh is the balances alone (no history sync, sequence warm-up or node
    // probe after it, which closing the core would wait for); `history` syncs itself (issue 33).
    runtime: { followUpRefresh: false },
    // node:http instead of the global fetch, whose first call loads undici (~40 ms of a one-command run, 0755)
    fetch: nodeHttpFetchForCore,
    logger: createFileLogger({ file: path.join(dataDir, 'logs', 'cli.log') }),
    ...(network ? { network } : {}),
    ...(host.sqliteBinding ? { sqliteBinding: host.sqliteBinding } : {}),
  });
  return { core, passwordAccepted };
}

export function createContext(
  { core, passwordAccepted }: OpenedCore,
  options: Options,
  out: Output,
  term: Terminal,
): CommandContext {
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = await core.invoke(channel, payload);
    if (!result.ok) throw failureFromCore(result.error);
    return result.value as T;
  };
  const password = async (): Promise<string> => {
    const file = stringOption(options, 'password-file');
    if (file) return readSecretFile(file, '--password-file');
    return term.askSecret(MSG.passwordPrompt, 'password', '--password-file');
  };
  let selectedNetwork: NetworkProfile | null = null;
  return {
    call,
    password,
    options,
    out,
    term,
    async account(nameOrAddress) {
      const wanted = nameOrAddress ?? stringOption(options, 'account');
      const { accounts, activeAccountId } = await call<{
        accounts: AccountInfo[];
        activeAccountId: string | null;
      }>('keys/list', {});
      if (wanted === undefined) {
        const active = accounts.find((a) => a.id === activeAccountId) ?? accounts[0];
        if (!active) throw new CliFailure('not_found', MSG.noAccount);
        return active;
      }
      const lower = wanted.toLowerCase();
      const found =
        accounts.find((a) => a.name === wanted) ??
        accounts.find((a) => a.address === lower || a.id === wanted) ??
        accounts.find((a) => a.name.toLowerCase() === lower);
      if (!found) throw new CliFailure('not_found', MSG.unknownAccount(wanted));
      return found;
    },
    async unlock() {
      const status = await call<LockStatus>('keys/status', {});
      if (!status.hasPassword || !status.locked) return;
      const typed = await password();
      await call('keys/unlock', { password: typed });
      await passwordAccepted(typed);
    },
    async passwordForNewSecret() {
      const status = await call<LockStatus>('keys/status', {});
      if (status.hasPassword) {
        if (status.locked) {
          const typed = await password();
          await call('keys/unlock', { password: typed });
          await passwordAccepted(typed);
        }
        return undefined;
      }
      const file = stringOption(options, 'password-file');
      const chosen = file
        ? readSecretFile(file, '--password-file')
        : await term.askSecret(MSG.newPasswordPrompt, 'password', '--password-file');
      if (!file) {
        const second = await term.askSecret(MSG.repeatPasswordPrompt, 'password', '--password-file');
        if (chosen !== second) throw usageFailure(MSG.passwordsDiffer);
      }
      // The password the wallet is being set up with (a later, different one re-seals what this one sealed).
      await passwordAccepted(chosen);
      return chosen;
    },
    nextEvent(match, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          off();
          resolve(null);
        }, timeoutMs);
        const off = core.on((event, payload) => {
          const hit = match(event, payload);
          if (hit === undefined) return;
          clearTimeout(timer);
          off();
          resolve(hit);
        });
      });
    },
    async network() {
      if (selectedNetwork) return selectedNetwork;
      const wanted = stringOption(options, 'network');
      if (wanted === undefined)
        return (selectedNetwork = await call<NetworkProfile>('network/get-active', {}));
      const { profiles, activeId } = await call<{ profiles: NetworkProfile[]; activeId: string }>(
        'network/list',
        {},
      );
      const found =
        profiles.find((p) => p.id === wanted) ??
        profiles.find((p) => p.name.toLowerCase() === wanted.toLowerCase());
      if (!found) throw usageFailure(MSG.unknownNetwork(wanted));
      selectedNetwork =
        found.id === activeId ? found : await call<NetworkProfile>('network/select', { id: found.id });
      return selectedNetwork;
    },
  };
}

/** "1,234.5 XYZ" from uxyz. */
export const xyz = (uxyz: string | bigint) => `${formatBaseAmount(uxyz)} XYZ`;
