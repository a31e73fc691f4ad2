/// <reference types="vite/client" />
// Message lookup with {param} interpolation in the current language (English is complete and the fallback; the
// German catalogue is loaded on demand, so English users never download it). The first screen's words are in en.ts;
// the words of later screens live in ./parts, each registering itself here when the screen that uses it is imported.
import { en, type FirstScreenKey } from './en';
import type { PartMessageKey } from './parts/keys';
import { currentLanguage, numberStyle, setLocaleChoices, systemLanguages } from '../locale/locale-state';
import { localizeDecimal } from '../locale/number-style';
import { resolveLanguage, type FormatChoice, type Language, type LanguageChoice } from '../locale/resolve';

/** Every key t() knows: the first screen's and every part's (one union, so `t('stake.x')` is type-checked). */
export type MessageKey = FirstScreenKey | PartMessageKey;

/** The words t() reads, per language: en.ts, the loaded catalogue, and every registered part. */
const words: Record<Language, Record<string, string>> = { en: { ...en }, de: {} };
/** Languages whose first-screen catalogue is loaded (until then their words fall back to English). */
const loaded = new Set<Language>(['en']);

/** Adds a part's words (both languages) to the lookup table; returns them for their keys' type. */
export function registerWords<Key extends string>(
  english: Record<Key, string>,
  german: Record<Key, string>,
): { en: Record<Key, string>; de: Record<Key, string> } {
  Object.assign(words.en, english);
  Object.assign(words.de, german);
  return { en: english, de: german };
}

/** Loads the catalogue of `language` if it is not loaded yet. */
export async function loadCatalog(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  if (language === 'de') Object.assign(words.de, (await import('./de')).de);
  loaded.add(language);
}

/** Loads what the new choices need, then applies them (the screen re-renders once, already translated). */
export async function chooseLocale(next: {
  language?: LanguageChoice;
  format?: FormatChoice;
}): Promise<void> {
  if (next.language) await loadCatalog(resolveLanguage(next.language, systemLanguages()));
  setLocaleChoices(next);
}

/**
 * Returns the message for `key` with `{name}` placeholders replaced from `params`. A key whose part nobody imported
 * shows as the key itself (and is reported in development and tests).
 */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const language = currentLanguage();
  const text = (loaded.has(language) ? words[language][key] : undefined) ?? words.en[key];
  if (text === undefined) {
    if (import.meta.env.DEV)
      console.error(
        `t('${key}'): no words registered for this key. Import its part (renderer/src/lib/i18n/parts) in the file that uses it.`,
      );
    return key;
  }
  return interpolate(text, params);
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
