// The renderer's current language and format locale: the saved choices (localStorage, like the theme) over the
// system's (navigator.languages; for formats first the OS's regional format from the entry URL), with per-locale
// caches of the number style and Intl formatters.
import { systemFormatFromQuery } from '../../../../shared/system-locale';
import { EN_US_STYLE, deriveNumberStyle, type NumberStyle } from './number-style';
import {
  isFormatChoice,
  isLanguageChoice,
  resolveFormatLocale,
  resolveLanguage,
  type FormatChoice,
  type Language,
  type LanguageChoice,
} from './resolve';

const LANGUAGE_KEY = 'xyz-wallet.language';
const FORMAT_KEY = 'xyz-wallet.formatLocale';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // no storage (unit tests, locked-down profile): the system's locale applies
  }
}

function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable; the choice still applies for this session.
  }
}

/** The system's preferred locales as Chromium reports them (Electron: the OS locale, see decision 0710). */
export function systemLanguages(): readonly string[] {
  return typeof navigator !== 'undefined' && navigator.languages?.length ? navigator.languages : ['en-US'];
}

/**
 * Where the system's number and date format comes from: the OS's regional format when the Electron shell put it in
 * the entry URL (app.getSystemLocale(), shared/system-locale.ts), then the system languages.
 */
export function systemFormatLocales(languages: readonly string[] = systemLanguages()): readonly string[] {
  const regional = typeof location === 'undefined' ? null : systemFormatFromQuery(location.search);
  return regional ? [regional, ...languages] : languages;
}

let choices: { language: LanguageChoice; format: FormatChoice } = {
  language: ((v) => (isLanguageChoice(v) ? v : 'system'))(readStored(LANGUAGE_KEY)),
  format: ((v) => (isFormatChoice(v) ? v : 'system'))(readStored(FORMAT_KEY)),
};
let resolved = resolveAll();
const listeners = new Set<() => void>();
const styles = new Map<string, NumberStyle>([['en-US', EN_US_STYLE]]);

function resolveAll(): { language: Language; formatLocale: string } {
  const system = systemLanguages();
  return {
    language: resolveLanguage(choices.language, system),
    formatLocale: resolveFormatLocale(choices.format, systemFormatLocales(system)),
  };
}

export function languageChoice(): LanguageChoice {
  return choices.language;
}

export function formatChoice(): FormatChoice {
  return choices.format;
}

/** The language messages are shown in. */
export function currentLanguage(): Language {
  return resolved.language;
}

/** The locale numbers, dates and currency are formatted in (BCP 47). */
export function currentFormatLocale(): string {
  return resolved.formatLocale;
}

/** The current locale's number conventions; read from Intl once per locale, en-US without Intl. */
export function numberStyle(): NumberStyle {
  const locale = resolved.formatLocale;
  let style = styles.get(locale);
  if (!style) {
    style = deriveNumberStyle(locale);
    styles.set(locale, style);
  }
  return style;
}

/** Saves new choices, re-resolves and tells listeners when anything shown changes. */
export function setLocaleChoices(next: { language?: LanguageChoice; format?: FormatChoice }): void {
  choices = { ...choices, ...next };
  if (next.language) writeStored(LANGUAGE_KEY, next.language);
  if (next.format) writeStored(FORMAT_KEY, next.format);
  const before = resolved;
  resolved = resolveAll();
  if (before.language !== resolved.language || before.formatLocale !== resolved.formatLocale) {
    for (const listener of [...listeners]) listener();
  }
}

/** Calls `listener` after every change of the resolved language or format locale; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
