// Which language and which number/date locale apply: the person's choice, else the system's (pure).
import { canonicalLocale } from '../../../../shared/system-locale';

/** Languages with a complete message catalogue (renderer/src/lib/i18n). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageChoice = 'system' | Language;

/** Number and date formats offered in Settings besides "System". */
export const FORMAT_LOCALES = ['en-US', 'en-GB', 'de-DE', 'de-CH', 'fr-FR'] as const;
export type FormatChoice = 'system' | (typeof FORMAT_LOCALES)[number];

export const DEFAULT_FORMAT_LOCALE = 'en-US';

/** The chosen language, or the first system language we have a catalogue for, else English. */
export function resolveLanguage(choice: LanguageChoice, systemLanguages: readonly string[]): Language {
  if (choice !== 'system') return choice;
  for (const tag of systemLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((l) => l === primary);
    if (match) return match;
  }
  return 'en';
}

/** The chosen format locale, or the system's first valid one, else en-US. */
export function resolveFormatLocale(choice: FormatChoice, systemLanguages: readonly string[]): string {
  if (choice !== 'system') return choice;
  const first = systemLanguages[0];
  return (first && canonicalLocale(first)) ?? DEFAULT_FORMAT_LOCALE;
}

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return value === 'system' || LANGUAGES.some((l) => l === value);
}

export function isFormatChoice(value: unknown): value is FormatChoice {
  return value === 'system' || FORMAT_LOCALES.some((l) => l === value);
}
