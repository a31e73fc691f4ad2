// What the approval surface flags about an app asking to connect: plain http, never seen before, or a name/host that
// looks like an app the person already connected (confusable letters folded). Pure.
import type { AppFlag, ConnectApp } from '../../../shared/api/connect';

/** The host of an app URL, lower case; null when it is not an http(s) URL. */
export function appHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A host's shape with look-alike letters folded together (0/o, 1/l/i, rn/m, vv/w) and separators dropped. */
const shape = (host: string) =>
  host
    .replace(/^www\./, '')
    .replace(/[-_.]/g, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/[1i]/g, 'l');

/** True when two hosts differ by at most one letter (inserted, removed or changed). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/** An internationalised (punycode) host, or one that folds to a known host's shape or one letter from it. */
const alike = (host: string, known: string) =>
  host !== known &&
  (host.startsWith('xn--') || shape(host) === shape(known) || oneEditApart(shape(host), shape(known)));

/** The app as shown, with its flags against the hosts of apps connected before. */
export function describeApp(
  metadata: { name?: unknown; url?: unknown },
  knownHosts: readonly string[],
  icon: string | null,
): ConnectApp {
  const name = typeof metadata.name === 'string' ? metadata.name.slice(0, 80) : '';
  const url = typeof metadata.url === 'string' ? metadata.url.slice(0, 300) : '';
  const host = appHost(url);
  const flags: AppFlag[] = [];
  if (!url.toLowerCase().startsWith('https://')) flags.push('plain_http');
  if (!host || !knownHosts.includes(host)) flags.push('new_app');
  const twin = host ? knownHosts.find((known) => alike(host, known)) : undefined;
  if (twin) flags.push('look_alike');
  return { name, url, icon, flags, ...(twin ? { looksLike: twin } : {}) };
}
