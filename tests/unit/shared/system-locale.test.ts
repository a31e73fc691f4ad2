// The system's regional format travels from the Electron shell to the renderer in the entry URL: only a real locale
// tag gets in, in canonical form, and the renderer reads back exactly that (decision 0710).
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_FORMAT_PARAM,
  canonicalLocale,
  systemFormatFromQuery,
  systemFormatQuery,
} from '../../../shared/system-locale';
import { APP_ENTRY_URL, appEntryUrl, isAppUrl } from '../../../electron/main/app-origin';

describe('systemFormatQuery (shell side)', () => {
  it('carries a locale in its canonical BCP 47 form', () => {
    expect(systemFormatQuery('de-DE')).toBe(`?${SYSTEM_FORMAT_PARAM}=de-DE`);
    expect(systemFormatQuery('de_CH.UTF-8')).toBe(`?${SYSTEM_FORMAT_PARAM}=de-CH`);
    expect(systemFormatQuery('en')).toBe(`?${SYSTEM_FORMAT_PARAM}=en-US`);
    expect(systemFormatQuery('zh-hant-tw')).toBe(`?${SYSTEM_FORMAT_PARAM}=zh-Hant-TW`);
  });

  it('leaves out whatever is not a locale: nothing, garbage, query injection, an absurd length', () => {
    for (const value of [undefined, null, '', '!!', 'de-DE&x=<script>', 'de DE', 'a'.repeat(65), '\uD800']) {
      expect(systemFormatQuery(value), String(value)).toBe('');
    }
  });
});

describe('systemFormatFromQuery (renderer side)', () => {
  it('reads back what the shell wrote', () => {
    for (const tag of ['de-DE', 'fr-FR', 'en-US', 'zh-Hant-TW']) {
      expect(systemFormatFromQuery(systemFormatQuery(tag))).toBe(tag);
    }
  });

  it('is null without the parameter or with a value that is not a locale', () => {
    expect(systemFormatFromQuery('')).toBeNull();
    expect(systemFormatFromQuery('?other=de-DE')).toBeNull();
    expect(systemFormatFromQuery(`?${SYSTEM_FORMAT_PARAM}=%3Cscript%3E`)).toBeNull();
    expect(systemFormatFromQuery(`?${SYSTEM_FORMAT_PARAM}=`)).toBeNull();
  });

  it('canonicalizes as the shell does', () => {
    expect(systemFormatFromQuery(`?${SYSTEM_FORMAT_PARAM}=de_de`)).toBe(canonicalLocale('de-DE'));
  });
});

describe('appEntryUrl', () => {
  it("is the app's entry page with the system format, and still an app URL", () => {
    expect(appEntryUrl('de-DE')).toBe(`${APP_ENTRY_URL}?${SYSTEM_FORMAT_PARAM}=de-DE`);
    expect(isAppUrl(appEntryUrl('de-DE'))).toBe(true);
  });

  it('is the plain entry page when the system gives no usable locale', () => {
    expect(appEntryUrl()).toBe(APP_ENTRY_URL);
    expect(appEntryUrl('not a locale')).toBe(APP_ENTRY_URL);
  });
});
