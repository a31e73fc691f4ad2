// Which language and number format apply: the saved choice, else the system's locales (navigator.languages).
import { describe, expect, it } from 'vitest';
import { resolveFormatLocale, resolveLanguage } from '../../../../renderer/src/lib/locale/resolve';
import { canonicalLocale } from '../../../../shared/system-locale';

describe('resolveLanguage', () => {
  it('uses the choice, else the first system language with a catalogue, else English', () => {
    expect(resolveLanguage('de', ['en-US'])).toBe('de');
    expect(resolveLanguage('en', ['de-DE'])).toBe('en');
    expect(resolveLanguage('system', ['de-AT', 'en-US'])).toBe('de');
    expect(resolveLanguage('system', ['fr-FR', 'de-CH'])).toBe('de');
    expect(resolveLanguage('system', ['fr-FR', 'ja'])).toBe('en');
    expect(resolveLanguage('system', [])).toBe('en');
  });
});

describe('resolveFormatLocale', () => {
  it('uses the choice, else the first system locale (region included), else en-US', () => {
    expect(resolveFormatLocale('de-DE', ['en-US'])).toBe('de-DE');
    expect(resolveFormatLocale('system', ['de-AT', 'en-US'])).toBe('de-AT');
    expect(resolveFormatLocale('system', ['en'])).toBe('en-US');
    expect(resolveFormatLocale('system', [])).toBe('en-US');
    expect(resolveFormatLocale('system', ['not a locale!'])).toBe('en-US');
  });

  it('accepts POSIX names as the OS writes them', () => {
    expect(canonicalLocale('de_DE.UTF-8')).toBe('de-DE');
    expect(canonicalLocale('en_US')).toBe('en-US');
  });
});
