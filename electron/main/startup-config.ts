// Reads the shell's start-up settings from the environment, validated, with clear errors (pure: env passed in).
import { APP_KEYCHAIN_SERVICE } from '../core/keys/keychain';
import {
  channelFrom,
  DEFAULT_UPDATE_PROVIDER,
  providerFromEnv,
  type ReleaseChannel,
  type UpdateProvider,
} from '../core/update/providers';

/** Devnet endpoints `npm start` hands to the app when the devnet runs on non-default ports. */
export interface NetworkOverrides {
  restUrl?: string;
  rpcUrl?: string;
  backendUrl?: string;
  chainId?: string;
  /** The devnet's WalletConnect relay (ws://), when it is not on its default port. */
  relayUrl?: string;
}

export interface StartupConfig {
  keychainService: string;
  /** Replaces app.getPath('userData') when set (tests and `npm start` use a separate folder). */
  userDataDir: string | null;
  network: NetworkOverrides;
  updateProvider: UpdateProvider;
  updateChannel: ReleaseChannel;
  /** False disables update checks entirely (tests, unpackaged runs). */
  updatesEnabled: boolean;
}

const OVERRIDE_KEYS = ['restUrl', 'rpcUrl', 'backendUrl', 'chainId', 'relayUrl'] as const;

/** Parses XYZ_NETWORK_OVERRIDES (JSON object of the keys above; URLs must be http(s), the relay's ws(s)). */
export function parseNetworkOverrides(text: string | undefined): NetworkOverrides {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('XYZ_NETWORK_OVERRIDES is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('XYZ_NETWORK_OVERRIDES must be a JSON object');
  }
  const result: NetworkOverrides = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key))
      throw new Error(`XYZ_NETWORK_OVERRIDES: unknown key ${key}`);
    if (typeof raw !== 'string' || raw.length > 2048)
      throw new Error(`XYZ_NETWORK_OVERRIDES.${key} must be a string`);
    if (key === 'relayUrl' && !/^wss?:\/\/[^/\s]+/i.test(raw)) {
      throw new Error(`XYZ_NETWORK_OVERRIDES.${key} must be a ws(s) URL`);
    }
    if (key !== 'chainId' && key !== 'relayUrl' && !/^https?:\/\/[^/\s]+/i.test(raw)) {
      throw new Error(`XYZ_NETWORK_OVERRIDES.${key} must be an http(s) URL`);
    }
    result[key as (typeof OVERRIDE_KEYS)[number]] = raw;
  }
  return result;
}

/** Runs `read`, returning `fallback` and recording the error message when it throws. */
function orWarn<T>(read: () => T, fallback: T, warnings: string[]): T {
  try {
    return read();
  } catch (error) {
    warnings.push(`${(error as Error).message}; ignored`);
    return fallback;
  }
}

/**
 * Start-up configuration from environment variables; `isPackaged` enables update checks by default. A bad
 * variable never stops the app: it is ignored and described in `warnings`.
 */
export function readStartupConfig(
  env: Record<string, string | undefined>,
  isPackaged: boolean,
): StartupConfig & { warnings: string[] } {
  const warnings: string[] = [];
  const updateProvider = orWarn(() => providerFromEnv(env), DEFAULT_UPDATE_PROVIDER, warnings);
  return {
    keychainService: env.XYZ_KEYCHAIN_SERVICE || APP_KEYCHAIN_SERVICE,
    userDataDir: env.XYZ_USER_DATA_DIR || null,
    network: orWarn(() => parseNetworkOverrides(env.XYZ_NETWORK_OVERRIDES), {}, warnings),
    updateProvider,
    updateChannel: channelFrom(env.XYZ_UPDATE_CHANNEL),
    updatesEnabled:
      env.XYZ_DISABLE_UPDATES === '1' ? false : isPackaged || updateProvider.provider === 'generic',
    warnings,
  };
}
