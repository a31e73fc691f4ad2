// A rebuilt cache's notice, as the person reads it: besides what happened to the file, whether the sends still in
// progress were carried over (decision 0763) or could not all be read, so nobody sends twice without knowing.
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../renderer/src/lib/i18n';
import { startupWarningText } from '../../../renderer/src/lib/startup-warnings';

const rebuilt = (more: Record<string, string> = {}) =>
  startupWarningText({
    code: 'cache_rebuilt',
    details: { reason: 'database disk image is malformed', keptAs: 'wallet-cache.sqlite.damaged-1', ...more },
  });
const FILE_SENTENCE =
  'The local cache could not be used (database disk image is malformed) and was rebuilt; it refills from the ' +
  'network. The old file was kept as wallet-cache.sqlite.damaged-1.';

afterEach(async () => chooseLocale({ language: 'en' }));

describe('the notice of a rebuilt cache', () => {
  it('says nothing about sends when none were open', () => {
    expect(rebuilt()).toBe(FILE_SENTENCE);
  });

  it('says how many sends in progress were carried over', () => {
    expect(rebuilt({ sendsKept: '1' })).toBe(
      `${FILE_SENTENCE} One transaction still in progress was carried over from the old file; the wallet keeps following it.`,
    );
    expect(rebuilt({ sendsKept: '3' })).toContain('3 transactions still in progress were carried over');
  });

  it('tells the person to check the history before sending again when sends could not all be read', () => {
    expect(rebuilt({ sendsUnreadable: 'true' })).toBe(
      `${FILE_SENTENCE} Transactions still in progress could not all be read from the old file: check your history ` +
        'before you send again.',
    );
    expect(rebuilt({ sendsKept: '2', sendsUnreadable: 'true' })).toMatch(
      /2 transactions .* check your history/,
    );
  });

  it('ignores a count that is not a number', () => {
    expect(rebuilt({ sendsKept: 'many' })).toBe(FILE_SENTENCE);
  });

  it('says the same in German', async () => {
    await chooseLocale({ language: 'de' });
    expect(rebuilt({ sendsKept: '2', sendsUnreadable: 'true' })).toMatch(
      /2 noch laufende Transaktionen wurden .* übernommen.*Prüfen Sie den Verlauf, bevor Sie erneut senden\.$/,
    );
  });
});
