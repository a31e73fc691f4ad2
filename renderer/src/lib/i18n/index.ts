// Message lookup with {param} interpolation in the current language (English is complete and the fallback; the
// other catalogues are loaded on demand, so English users never download them).
import { en, type MessageKey } from './en';
import { currentLanguage, numberStyle, setLocaleChoices, systemLanguages } from '../locale/locale-state';
import { localizeDecimal } from '../locale/number-style';
import { resolveLanguage, type FormatChoice, type Language, type LanguageChoice } from '../locale/resolve';

export type { MessageKey } from './en';

/** A complete catalogue: every key of en.ts, so a missing translation is a type error. */
export type Messages = Record<MessageKey, string>;

const catalogs: Partial<Record<Language, Messages>> = { en };

/** Loads the catalogue of `language` if it is not loaded yet. */
export async function loadCatalog(language: Language): Promise<void> {
  if (catalogs[language]) return;
  if (language === 'de') catalogs.de = (await import('./de')).de;
}

/** Loads what the new choices need, then applies them (the screen re-renders once, already translated). */
export async function chooseLocale(next: {
  language?: LanguageChoice;
  format?: FormatChoice;
}): Promise<void> {
  if (next.language) await loadCatalog(resolveLanguage(next.language, systemLanguages()));
  setLocaleChoices(next);
}

/** Returns the message for `key` with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return interpolate((catalogs[currentLanguage()] ?? en)[key] ?? en[key] ?? key, params);
}

/** `text` with its `{name}` placeholders replaced from `params` (a name not in `params` stays as written). */
export function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// Created on first use, not at load: the first Intl object costs 10-18 ms of ICU start-up (docs/decisions/0472).
const plurals = new Map<Language, Intl.PluralRules>();

/** The plural form of `count` in the current language: 'one' or 'other' (the forms our catalogues carry). */
export function pluralForm(count: number): 'one' | 'other' {
  const language = currentLanguage();
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** Plural-aware lookup: `${base}.one` / `${base}.other` chosen by Intl.PluralRules, {count} formatted with grouping. */
export function tn(base: string, count: number, params: Record<string, string | number> = {}): string {
  return t(`${base}.${pluralForm(count)}` as MessageKey, {
    ...params,
    count: localizeDecimal(String(count), numberStyle()),
  });
}
