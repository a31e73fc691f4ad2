// Text that cannot deceive: finds characters that hide or reorder what a person reads (bidi controls, zero-width
// characters, control characters) and UTF-16 that is not well formed (lone surrogates). Pure; used by the contract's
// name fields, the router and the renderer's forms.

/** Why a character is refused in a name. */
export type DeceptiveKind = 'bidi_control' | 'zero_width' | 'control' | 'lone_surrogate';

export interface DeceptiveChar {
  /** UTF-16 index in the string. */
  index: number;
  /** The code unit or code point, as "U+202E". */
  codePoint: string;
  kind: DeceptiveKind;
}

// Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the implicit marks LRM, RLM, ALM.
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
// Zero-width space, non-joiner, joiner, word joiner, invisible operators, BOM / zero-width no-break space.
const ZERO_WIDTH = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;
// C0 controls (tab and newline included: a name is one line), DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every deceptive character of `text`, in order (empty when the text is clean). */
export function findDeceptiveChars(text: string): DeceptiveChar[] {
  const found: DeceptiveChar[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1; // a well-formed pair: an astral character, fine
        continue;
      }
      found.push({ index: i, codePoint: hex(unit), kind: 'lone_surrogate' });
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      found.push({ index: i, codePoint: hex(unit), kind: 'lone_surrogate' });
      continue;
    }
    const ch = text[i]!;
    const kind: DeceptiveKind | null = BIDI.test(ch)
      ? 'bidi_control'
      : ZERO_WIDTH.test(ch)
        ? 'zero_width'
        : CONTROL.test(ch)
          ? 'control'
          : null;
    if (kind) found.push({ index: i, codePoint: hex(unit), kind });
  }
  return found;
}

/** True when `text` is well-formed UTF-16 (no lone surrogate). */
export function isWellFormedText(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * The path of the first string in `value` (nested arrays and objects, keys included) that is not well-formed
 * UTF-16, or null. Bounded: deeper than `maxDepth` is not walked (schemas refuse such payloads anyway).
 */
export function findIllFormedString(value: unknown, maxDepth = 16): string | null {
  const walk = (v: unknown, path: string, depth: number): string | null => {
    if (typeof v === 'string') return isWellFormedText(v) ? null : path || '(payload)';
    if (depth >= maxDepth || v === null || typeof v !== 'object') return null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const hit = walk(v[i], `${path}[${i}]`, depth + 1);
        if (hit) return hit;
      }
      return null;
    }
    for (const [key, item] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (!isWellFormedText(key)) return at;
      const hit = walk(item, at, depth + 1);
      if (hit) return hit;
    }
    return null;
  };
  return walk(value, '', 0);
}

/** Shows every deceptive character of a stored text visibly, as ⟦U+202E⟧, so old data cannot hide anything. */
export function revealDeceptiveChars(text: string): string {
  const found = findDeceptiveChars(text);
  if (found.length === 0) return text;
  let out = '';
  let from = 0;
  for (const hit of found) {
    out += `${text.slice(from, hit.index)}⟦${hit.codePoint}⟧`;
    from = hit.index + 1;
  }
  return out + text.slice(from);
}

/** `text` without the characters findDeceptiveChars reports (bidi controls, zero-width, control, lone surrogates). */
export function stripDeceptiveChars(text: string): string {
  const found = findDeceptiveChars(text);
  if (found.length === 0) return text;
  const drop = new Set(found.map((c) => c.index));
  let kept = '';
  for (let i = 0; i < text.length; i++) if (!drop.has(i)) kept += text[i];
  return kept;
}
