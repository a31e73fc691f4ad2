// Token hygiene rules: a hidden mark hides, a threshold hides what is worth less (never a kept token, never one
// without a price), "show hidden" shows everything with its reason, and unsolicited tokens are flagged until kept.
import { describe, expect, it } from 'vitest';
import type { HoldingView } from '../../../shared/api/data';
import type { TokenHygieneView } from '../../../shared/api/tokens';
import { hiddenReason, sortOutHoldings } from '../../../renderer/src/lib/token-hygiene';

/** A holding of `tokens` whole tokens at `priceXyz` XYZ each (6 decimals on both sides). */
const holding = (token: string, tokens: bigint, priceUxyzScaled: string): HoldingView => ({
  token,
  name: token,
  symbol: token.toUpperCase(),
  balance: (tokens * 1_000_000n).toString(),
  priceUxyz: priceUxyzScaled,
  graduated: false,
});

// Worth: big 100 tokens x 1 XYZ = 100 XYZ; dust 1 token x 0.001 XYZ = 0.001 XYZ; spam no price (unknown value).
const BIG = holding('big', 100n, '1000000');
const DUST = holding('dust', 1n, '1000');
const SPAM = holding('spam', 1_000_000n, 'not-a-price');

const hygiene = (over: Partial<TokenHygieneView> = {}): TokenHygieneView => ({
  accountId: 'a1',
  marks: {},
  hideBelowUxyz: null,
  showHidden: false,
  unsolicited: [],
  ...over,
});

describe('token hygiene rules', () => {
  it('hides nothing without choices', () => {
    expect(sortOutHoldings([BIG, DUST, SPAM], hygiene())).toEqual({
      shown: [BIG, DUST, SPAM].map((h) => ({
        holding: h,
        hidden: null,
        unsolicited: false,
        kept: false,
        impostor: false,
      })),
      hiddenCount: 0,
    });
    expect(sortOutHoldings([BIG], null).shown).toHaveLength(1);
  });

  it('hides a token the person hid', () => {
    expect(hiddenReason(BIG, hygiene({ marks: { big: 'hidden' } }))).toBe('hidden');
    const out = sortOutHoldings([BIG, DUST], hygiene({ marks: { big: 'hidden' } }));
    expect(out.shown.map((s) => s.holding.token)).toEqual(['dust']);
    expect(out.hiddenCount).toBe(1);
  });

  it('hides holdings worth less than the threshold (exact bigint value), not those at or above it', () => {
    const at = (uxyz: string) => hygiene({ hideBelowUxyz: uxyz });
    expect(hiddenReason(DUST, at('1001'))).toBe('below'); // 0.001 XYZ = 1000 uxyz < 1001
    expect(hiddenReason(DUST, at('1000'))).toBeNull(); // equal is not below
    expect(hiddenReason(BIG, at('100000000'))).toBeNull();
    expect(hiddenReason(BIG, at('100000001'))).toBe('below');
  });

  it('never hides by threshold a kept token or one whose value is unknown', () => {
    expect(hiddenReason(DUST, hygiene({ hideBelowUxyz: '5000', marks: { dust: 'kept' } }))).toBeNull();
    expect(hiddenReason(SPAM, hygiene({ hideBelowUxyz: '5000' }))).toBeNull();
  });

  it('shows every holding with its reason when "show hidden" is on', () => {
    const out = sortOutHoldings(
      [BIG, DUST],
      hygiene({ showHidden: true, hideBelowUxyz: '5000', marks: { big: 'hidden' } }),
    );
    expect(out.shown.map((s) => [s.holding.token, s.hidden])).toEqual([
      ['big', 'hidden'],
      ['dust', 'below'],
    ]);
    expect(out.hiddenCount).toBe(2);
  });

  it('flags unsolicited tokens, unless the person kept them', () => {
    const flagged = sortOutHoldings([BIG, SPAM], hygiene({ unsolicited: ['spam'] })).shown;
    expect(flagged.map((s) => s.unsolicited)).toEqual([false, true]);
    const kept = sortOutHoldings([SPAM], hygiene({ unsolicited: ['spam'], marks: { spam: 'kept' } })).shown;
    expect(kept[0]).toMatchObject({ unsolicited: false, kept: true, hidden: null });
  });
});
