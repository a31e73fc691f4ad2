// A locale's number conventions (separators, grouping, currency and percent affixes) and exact bigint-safe
// formatting with them: Intl supplies the symbols once per locale (formatToParts), the digits never pass through a float.

/** Text before and after the digits of a formatted number ("$" + … + "", "" + … + " $"). */
export interface Affix {
  prefix: string;
  suffix: string;
}

export interface NumberStyle {
  decimal: string;
  group: string;
  minus: string;
  /** Size of the group nearest the decimal point (3), and of every group before it (3; 2 in en-IN). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Integer digits needed before grouping starts: 4 ("1,000") or 5 in locales that write "1000" (es, pl). */
  minGroupingDigits: number;
  usd: { positive: Affix; negative: Affix };
  percent: Affix;
}

/** en-US, written out so the first screen needs no Intl (ICU start-up, docs/decisions/0472-cold-open.md). */
export const EN_US_STYLE: NumberStyle = {
  decimal: '.',
  group: ',',
  minus: '-',
  primaryGroup: 3,
  secondaryGroup: 3,
  minGroupingDigits: 4,
  usd: { positive: { prefix: '$', suffix: '' }, negative: { prefix: '-$', suffix: '' } },
  percent: { prefix: '', suffix: '%' },
};

const DIGIT_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The affix around the digit run of formatToParts output. */
function affixOf(parts: Intl.NumberFormatPart[]): Affix {
  const first = parts.findIndex((p) => DIGIT_PARTS.has(p.type));
  let last = first;
  parts.forEach((p, i) => {
    if (DIGIT_PARTS.has(p.type)) last = i;
  });
  const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
  return { prefix: text(parts.slice(0, first)), suffix: text(parts.slice(last + 1)) };
}

/** Reads a locale's conventions from Intl (one-off: the result is cached by the caller). */
export function deriveNumberStyle(locale: string): NumberStyle {
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const parts = plain.formatToParts(-1234567.5);
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const value = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    decimal: value('decimal', '.'),
    group: value('group', ','),
    minus: value('minusSign', '-'),
    primaryGroup: integers[integers.length - 1] ?? 3,
    secondaryGroup: integers.length > 2 ? (integers[integers.length - 2] ?? 3) : (integers.at(-1) ?? 3),
    minGroupingDigits: plain.formatToParts(1000).some((p) => p.type === 'group') ? 4 : 5,
    usd: { positive: affixOf(usd.formatToParts(1234.5)), negative: affixOf(usd.formatToParts(-1234.5)) },
    percent: affixOf(percent.formatToParts(0.425)),
  };
}

/** Groups a string of integer digits with the style's separator and group sizes. */
export function groupDigits(digits: string, style: NumberStyle): string {
  if (digits.length < style.minGroupingDigits) return digits;
  const groups = [digits.slice(-style.primaryGroup)];
  let rest = digits.slice(0, -style.primaryGroup);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-style.secondaryGroup));
    rest = rest.slice(0, -style.secondaryGroup);
  }
  return groups.join(style.group);
}

/**
 * Re-writes a plain decimal ("-1234.5", as shared/format's formatBaseAmount gives it without grouping) in the
 * style's symbols: "-1.234,5" for de-DE. Exact for any size (text in, text out).
 */
export function localizeDecimal(
  plain: string,
  style: NumberStyle,
  opts: { grouping?: boolean } = {},
): string {
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const wholeText = opts.grouping === false ? whole : groupDigits(whole, style);
  return `${negative ? style.minus : ''}${wholeText}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/** Wraps localized digits in an affix pair ("$" + "1,234.50"). */
export function withAffix(digits: string, affix: Affix): string {
  return `${affix.prefix}${digits}${affix.suffix}`;
}
