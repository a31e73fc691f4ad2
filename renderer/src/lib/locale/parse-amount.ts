// Amounts typed by a person in their locale ("1.234,5" in de-DE) to exact base units, refusing input whose meaning
// depends on the convention ("1,5" in en-US; "1.234" in de-DE): the rule is decision 0711's. Pure.
import type { NumberStyle } from './number-style';

export type LocaleAmountError =
  | 'empty'
  | 'not_a_number'
  | 'negative'
  | 'zero'
  | 'too_many_decimals'
  | 'too_large'
  | 'wrong_decimal'
  | 'ambiguous';

export type LocaleAmountResult =
  | { ok: true; base: bigint }
  | { ok: false; error: Exclude<LocaleAmountError, 'wrong_decimal' | 'ambiguous'> }
  /** `suggestion`: the input with the other separator read as the decimal one ("1,5" -> "1.5" in en-US). */
  | { ok: false; error: 'wrong_decimal'; suggestion: string }
  /** `asDecimal` and `asWhole`: the two ways to write what the person may have meant, without doubt. */
  | { ok: false; error: 'ambiguous'; asDecimal: string; asWhole: string };

const MAX_UINT128 = (1n << 128n) - 1n;

/** Spaces of every kind, apostrophes and underscores: grouping marks that can never be read as a decimal point. */
const NEUTRAL_MARKS = /[\s\u00a0\u202f'’_]/g;

const count = (text: string, char: string) => text.split(char).length - 1;
const escape = (char: string) => (char === '.' ? '\\.' : char);

/**
 * Parses `text` in the conventions of `style`. The locale's decimal separator (D) is "." or ","; the other one (O)
 * is accepted only as thousands grouping that cannot be misread: correctly placed groups of three AND either a D
 * after them or at least two of them ("1,234.5", "1,234,567" in en-US). A single O followed by exactly three digits
 * and no D ("1,234" in en-US, "1.234" in de-DE) is `ambiguous`; other uses of O that make sense in the other
 * convention ("1,5" in en-US, "1,234.5" in de-DE) are `wrong_decimal` with the number rewritten in this one.
 * More fraction digits than `decimals` is an error, never a rounding; zero is an error unless `allowZero`.
 */
export function parseLocaleAmount(
  text: string,
  decimals: number,
  style: NumberStyle,
  opts: { allowZero?: boolean } = {},
): LocaleAmountResult {
  return parse(text, decimals, style, opts.allowZero === true, true);
}

function parse(
  text: string,
  decimals: number,
  style: NumberStyle,
  allowZero: boolean,
  trySwapped: boolean,
): LocaleAmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (/^[-\u2212]/.test(trimmed) || trimmed.startsWith(style.minus)) return { ok: false, error: 'negative' };
  const s = trimmed.replace(NEUTRAL_MARKS, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(s)) return { ok: false, error: 'not_a_number' };
  const d = style.decimal === ',' ? ',' : '.';
  const o = d === '.' ? ',' : '.';
  const ds = count(s, d);
  const os = count(s, o);
  if (ds > 1) return { ok: false, error: 'not_a_number' };
  let plain = s;
  if (os > 0) {
    const grouped = new RegExp(`^\\d{1,3}(${escape(o)}\\d{3})+(${escape(d)}\\d*)?$`).test(s);
    if (grouped && style.group === o && (ds === 1 || os >= 2)) {
      plain = s.split(o).join('');
    } else if (os === 1 && ds === 0 && /^[1-9]\d{0,2}[.,]\d{3}$/.test(s)) {
      return { ok: false, error: 'ambiguous', asDecimal: s.replace(o, d), asWhole: s.replace(o, '') };
    } else {
      // Read in the other convention, does it mean something? Then say so; otherwise it is no number at all.
      const other = { ...style, decimal: o, group: d };
      return trySwapped && parse(s, decimals, other, true, false).ok
        ? {
            ok: false,
            error: 'wrong_decimal',
            suggestion: s.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')),
          }
        : { ok: false, error: 'not_a_number' };
    }
  }
  const [whole = '', fraction = ''] = plain.split(d);
  if (fraction.length > decimals) return { ok: false, error: 'too_many_decimals' };
  const base = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (base > MAX_UINT128) return { ok: false, error: 'too_large' };
  if (base === 0n && !allowZero) return { ok: false, error: 'zero' };
  return { ok: true, base };
}
