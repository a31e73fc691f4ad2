// The memo rule of the SDK (x/auth ante: len(memo) <= MaxMemoCharacters, counted in UTF-8 bytes), for every layer.

/** MaxMemoCharacters of the SDK's default auth params; Go's len(string) makes it a limit in UTF-8 bytes. */
export const MEMO_MAX_BYTES = 256;

export interface MemoTooLong {
  code: 'memo_too_long';
  bytes: number;
  max: number;
}

/** UTF-8 length of `memo` ("€" is 3 bytes, ASCII 1 per character). */
export function memoBytes(memo: string): number {
  return new TextEncoder().encode(memo).length;
}

/** null when the network accepts `memo`; otherwise how many bytes it has against the limit. Pure. */
export function checkMemo(memo: string): MemoTooLong | null {
  const bytes = memoBytes(memo);
  return bytes > MEMO_MAX_BYTES ? { code: 'memo_too_long', bytes, max: MEMO_MAX_BYTES } : null;
}
