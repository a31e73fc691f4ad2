// Where updates come from (electron-builder "generic" or "github" publish targets) and where their signed
// manifests live.
import { updateUrlRefusal } from './update-url';

/** Release channel a person opts into; beta also receives stable releases published to the beta feed. */
export type ReleaseChannel = 'stable' | 'beta';

export type UpdateProvider =
  { provider: 'generic'; url: string } | { provider: 'github'; owner: string; repo: string };

/** Default release source: GitHub releases of the project (the generic feed can be chosen with an env var). */
export const DEFAULT_UPDATE_PROVIDER: UpdateProvider = {
  provider: 'github',
  owner: 'xyz-network',
  repo: 'xyz-wallet',
};

/**
 * Provider chosen by the environment: XYZ_UPDATE_FEED_URL (https folder URL, or http on loopback for a local
 * test feed) selects a generic feed, e.g. a company mirror; otherwise the default. Throws a clear error on a bad
 * or plain-http URL.
 */
export function providerFromEnv(env: Record<string, string | undefined>): UpdateProvider {
  const url = env.XYZ_UPDATE_FEED_URL;
  if (!url) return DEFAULT_UPDATE_PROVIDER;
  if (updateUrlRefusal(url) !== null) {
    throw new Error(`XYZ_UPDATE_FEED_URL must be an https URL (http only on loopback), got ${url}`);
  }
  return { provider: 'generic', url };
}

/** Channel chosen by the environment or settings: "beta" opts in to prereleases, anything else is stable. */
export function channelFrom(value: string | undefined): ReleaseChannel {
  return value === 'beta' ? 'beta' : 'stable';
}

/** Suffix of the signed manifest published next to each artifact. */
export const MANIFEST_SUFFIX = '.manifest.json';

/**
 * URL of the signed manifest published next to an artifact (`<file>.manifest.json`). `version` is the feed's
 * (it only names the GitHub release folder; the manifest itself says which version it is).
 */
export function manifestUrl(provider: UpdateProvider, version: string, fileName: string): string {
  if (/^https?:\/\//i.test(fileName)) return `${fileName}${MANIFEST_SUFFIX}`;
  const file = encodeURIComponent(fileName);
  if (provider.provider === 'generic') {
    const base = provider.url.endsWith('/') ? provider.url : `${provider.url}/`;
    return new URL(`${file}${MANIFEST_SUFFIX}`, base).toString();
  }
  const tag = version.startsWith('v') ? version : `v${version}`;
  return `https://github.com/${provider.owner}/${provider.repo}/releases/download/${tag}/${file}${MANIFEST_SUFFIX}`;
}
