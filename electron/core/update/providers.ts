// Where updates come from (electron-builder "generic" or "github" publish targets) and where their .sig files live.

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
 * Provider chosen by the environment: XYZ_UPDATE_FEED_URL (http(s) folder URL) selects a generic feed, e.g. a
 * company mirror or a local test feed; otherwise the default. Throws a clear error on a bad URL.
 */
export function providerFromEnv(env: Record<string, string | undefined>): UpdateProvider {
  const url = env.XYZ_UPDATE_FEED_URL;
  if (!url) return DEFAULT_UPDATE_PROVIDER;
  if (!/^https?:\/\/[^/]+/i.test(url))
    throw new Error(`XYZ_UPDATE_FEED_URL must be an http(s) URL, got ${url}`);
  return { provider: 'generic', url };
}

/** Channel chosen by the environment or settings: "beta" opts in to prereleases, anything else is stable. */
export function channelFrom(value: string | undefined): ReleaseChannel {
  return value === 'beta' ? 'beta' : 'stable';
}

/** URL of the detached signature published next to an artifact (`<file>.sig`). */
export function signatureUrl(provider: UpdateProvider, version: string, fileName: string): string {
  if (/^https?:\/\//i.test(fileName)) return `${fileName}.sig`;
  const file = encodeURIComponent(fileName);
  if (provider.provider === 'generic') {
    const base = provider.url.endsWith('/') ? provider.url : `${provider.url}/`;
    return new URL(`${file}.sig`, base).toString();
  }
  const tag = version.startsWith('v') ? version : `v${version}`;
  return `https://github.com/${provider.owner}/${provider.repo}/releases/download/${tag}/${file}.sig`;
}
