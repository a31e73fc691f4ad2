// The operating system's regional format, handed by the Electron shell to the renderer in its entry URL (0710).
//
// Chromium's navigator.languages is the UI language (app.getLocale()); on macOS and Windows the regional format
// (app.getSystemLocale(): how numbers and dates are written) can differ, e.g. an English UI with German formats. The
// shell appends it to the entry URL; the renderer reads it synchronously before its first render (no IPC, and the
// preload stays exactly invoke and on).

/** Query parameter of the app's entry URL carrying the system's format locale. */
export const SYSTEM_FORMAT_PARAM = 'systemFormat';

/** Longest tag accepted (BCP 47 tags in practice stay far below; anything longer is not a locale we format in). */
const MAX_TAG = 64;

/** A BCP 47 tag Intl accepts, or null ("de_DE.UTF-8"-style POSIX names are turned into "de-DE" first). */
export function canonicalLocale(tag: string): string | null {
  if (tag.length > MAX_TAG) return null;
  const cleaned = tag.split('.')[0]?.replace(/_/g, '-') ?? '';
  if (cleaned === 'en-US' || cleaned === 'en') return 'en-US';
  try {
    return Intl.getCanonicalLocales(cleaned)[0] ?? null;
  } catch {
    return null;
  }
}

/** `?systemFormat=<tag>` for the system's format locale, or '' when it is missing or not a locale. */
export function systemFormatQuery(locale: string | null | undefined): string {
  const tag = typeof locale === 'string' ? canonicalLocale(locale) : null;
  return tag ? `?${new URLSearchParams({ [SYSTEM_FORMAT_PARAM]: tag }).toString()}` : '';
}

/** The system's format locale carried by an entry URL's query string (`location.search`), or null. */
export function systemFormatFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get(SYSTEM_FORMAT_PARAM);
  return value === null ? null : canonicalLocale(value);
}
