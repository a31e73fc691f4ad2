// Token names and symbols come from whoever deployed the token: the rules that keep them from deceiving. Pure.
import { DISPLAY_DENOM } from './chain';
import { stripDeceptiveChars } from './text';

/** Longest token name or symbol kept (a token's own text, from the backend or a contract). */
export const TOKEN_TEXT_MAX = 128;

/** A token's name or symbol as the wallet keeps it: no hidden or direction-changing characters, bounded. */
export function cleanTokenText(text: string): string {
  return stripDeceptiveChars(text.slice(0, TOKEN_TEXT_MAX * 4)).slice(0, TOKEN_TEXT_MAX);
}

// Greek and Cyrillic letters drawn like the Latin X, Y, Z (NFKC already folds full-width and other compatibility forms).
const LOOKALIKES: Record<string, string> = {
  '\u0425': 'X', // Cyrillic Ha
  '\u0445': 'X',
  '\u03A7': 'X', // Greek Chi
  '\u03C7': 'X',
  '\u04B2': 'X',
  '\u04B3': 'X',
  '\u03A5': 'Y', // Greek Upsilon
  '\u03D2': 'Y',
  '\u04AE': 'Y', // Cyrillic straight U
  '\u04AF': 'Y',
  '\u0423': 'Y', // Cyrillic U
  '\u0443': 'Y',
  '\u0396': 'Z', // Greek Zeta
  '\u1D22': 'Z',
};

/** The symbol as a reader would take it: deceptive characters, separators and case dropped, lookalikes folded. */
function skeleton(symbol: string): string {
  return [...stripDeceptiveChars(symbol.slice(0, TOKEN_TEXT_MAX * 4)).normalize('NFKC')]
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .join('')
    .replace(/[\s._\-$·•]/g, '')
    .toUpperCase();
}

/**
 * True when a token's symbol reads as the chain's own coin (XYZ): exactly, in another case, spaced or dotted, in
 * full-width letters or with Greek/Cyrillic lookalikes. Such a token is an impostor: never shown as XYZ unmarked.
 */
export function imitatesNativeSymbol(symbol: string | null | undefined): boolean {
  if (typeof symbol !== 'string') return false;
  const native = DISPLAY_DENOM.toUpperCase();
  const read = skeleton(symbol);
  if (read === native) return true;
  // A direction override can show "ZYX" as "XYZ": with one present, the reversed reading counts too.
  return /[\u202A-\u202E\u2066-\u2069]/.test(symbol) && [...read].reverse().join('') === native;
}
