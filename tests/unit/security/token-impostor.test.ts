// Attack (issue #27, hole 6): anyone can deploy a CW20 token and choose its name and symbol. One called itself "XYZ"
// (or "xyz", "ＸＹＺ", "ХYZ" with a Cyrillic Ha) and was listed beside the real coin as if it were XYZ; another carried
// a right-to-left override or zero-width characters in its name so the list showed different text than it held
// ("Moon\u202Ekcab" reads "Moonback"). The wallet took the backend's text as it came.
// This suite proves token names and symbols lose hidden and direction-changing characters where they come in (B1
// token list, B3 holdings), and that a symbol reading as XYZ is marked as an impostor by the token-hygiene rules
// (worded in the renderer's i18n), while ordinary tokens are not.
import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../electron/core/chain/backend';
import { httpOptions } from '../../../electron/core/chain/http';
import type { HoldingView } from '../../../shared/api/data';
import { findDeceptiveChars } from '../../../shared/text';
import { imitatesNativeSymbol } from '../../../shared/token-text';
import { sortOutHoldings } from '../../../renderer/src/lib/token-hygiene';
import { t } from '../../../renderer/src/lib/i18n';
import { fakeFetch, noSleep } from '../core/chain/fake-fetch';

const ADDRESS = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
const tokenJson = (name: string, symbol: string) => ({
  address: 'xyz1token',
  name,
  symbol,
  image: null,
  description: null,
  creator: ADDRESS,
  source: 'launchpad',
  graduated: false,
  xyz_reserves: '1000',
  current_price: '28',
  volume_24h: '0',
  trade_count_24h: 0,
  created_at: '2026-11-22T07:00:00.000Z',
  first_seen_at: '2026-11-22T07:00:00.000Z',
});

function backendAnswering(body: unknown) {
  const fake = fakeFetch(() => ({ body }));
  return createBackendClient(
    { backendUrl: 'http://backend.test' },
    httpOptions({ fetch: fake.fetch, sleep: noSleep }),
  );
}

const DECEPTIVE_NAMES: Array<[string, string, string]> = [
  ['a right-to-left override', 'Moon\u202Ekcab', 'Moonkcab'],
  ['zero-width characters', 'Mo\u200Bon\u2060', 'Moon'],
  ['a bidi isolate and a newline', '\u2067Moon\u2069\nClaim', 'MoonClaim'],
];

describe('token text loses hidden and direction-changing characters where it comes in', () => {
  it.each(DECEPTIVE_NAMES)('the B1 token list strips %s from name and symbol', async (_kind, raw, clean) => {
    const { tokens } = await backendAnswering({ tokens: [tokenJson(raw, `S${raw.slice(4)}`)] }).tokens();
    expect(tokens[0]!.name).toBe(clean);
    expect(findDeceptiveChars(tokens[0]!.symbol ?? '')).toEqual([]);
  });

  it.each(DECEPTIVE_NAMES)('B3 holdings strip %s from name and symbol', async (_kind, raw, clean) => {
    const reply = await backendAnswering({
      address: ADDRESS,
      tokens: [
        { address: 'xyz1token', name: raw, symbol: raw, balance: '1', price_uxyz: '1', graduated: false },
      ],
    }).holdings(ADDRESS);
    expect(reply.tokens[0]).toMatchObject({ name: clean, symbol: clean });
  });
});

const holding = (symbol: string): HoldingView => ({
  token: `xyz1${symbol.length}`,
  name: 'Some token',
  symbol,
  balance: '1000000',
  priceUxyz: '0',
  graduated: false,
});

describe('a token whose symbol reads as XYZ is marked as an impostor', () => {
  it.each([
    ['XYZ'],
    ['xyz'],
    ['Xyz'],
    [' XYZ '],
    ['X.Y.Z'],
    ['\uFF38\uFF39\uFF3A'], // full-width
    ['\u0425YZ'], // Cyrillic Ha
    ['X\u03A5\u0396'], // Greek Upsilon and Zeta
    ['X\u200BYZ'], // zero-width space inside
    ['\u202EZYX'], // "ZYX" shown as "XYZ" by a right-to-left override
  ])('%j', (symbol) => {
    expect(imitatesNativeSymbol(symbol)).toBe(true);
    const [sorted] = sortOutHoldings([holding(symbol)], null).shown;
    expect(sorted!.impostor).toBe(true);
  });

  it('ordinary symbols are not', () => {
    for (const symbol of ['MOON', 'XYZW', 'WXYZ', 'XY', 'X Y Z 1', 'ZYX', ''])
      expect(imitatesNativeSymbol(symbol)).toBe(false);
    expect(imitatesNativeSymbol(null)).toBe(false);
  });

  it('the mark is worded by the renderer', () => {
    expect(t('token.impostor')).not.toBe('token.impostor');
    expect(t('token.impostorHint')).toMatch(/XYZ/);
  });
});
