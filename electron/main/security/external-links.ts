// Which links may leave the app for the person's browser: https explorer and documentation sites only.

/** Hosts `shell.openExternal` may open, exactly (no subdomain wildcards). */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  'xyz.network',
  'docs.xyz.network',
  'explorer.xyz.network',
  'testnet.explorer.xyz.network',
  'github.com',
];

/** True when `url` is https, on an allow-listed host, with no credentials and the default port. */
export function isAllowedExternalUrl(url: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    hosts.includes(parsed.hostname.toLowerCase())
  );
}
