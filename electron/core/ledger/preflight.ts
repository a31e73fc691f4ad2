// Pre-flight check of an amino sign doc against the Cosmos app's limits, so an oversized transaction is explained
// in the wallet instead of being sent to the device (which would answer with a bare 0x6988 or 0x6984).
import { fromUtf8 } from '@cosmjs/encoding';

/** Limits below the app's own (16 KiB flash buffer, 600 JSON tokens on a Nano S, 6-level display recursion). */
export const LEDGER_SIGN_LIMITS = {
  /** Bytes of the canonical sign doc. */
  maxBytes: 10 * 1024,
  /** JSON tokens as the app's jsmn parser counts them (objects, arrays, keys, values). */
  maxTokens: 600,
  /** Nesting of objects/arrays, the document itself being level 1. */
  maxDepth: 10,
  /** Bytes of the memo. */
  maxMemoBytes: 256,
} as const;

export type PreflightProblem = {
  limit: 'bytes' | 'tokens' | 'depth' | 'memo' | 'json';
  actual: number;
  max: number;
};

interface Shape {
  tokens: number;
  depth: number;
}

function shapeOf(value: unknown, level: number): Shape {
  if (Array.isArray(value)) {
    return value.reduce<Shape>(
      (acc, item) => {
        const inner = shapeOf(item, level + 1);
        return { tokens: acc.tokens + inner.tokens, depth: Math.max(acc.depth, inner.depth) };
      },
      { tokens: 1, depth: level },
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).reduce<Shape>(
      (acc, item) => {
        const inner = shapeOf(item, level + 1);
        return { tokens: acc.tokens + 1 + inner.tokens, depth: Math.max(acc.depth, inner.depth) };
      },
      { tokens: 1, depth: level },
    );
  }
  return { tokens: 1, depth: level - 1 };
}

/** The first limit the sign doc bytes break, or null when the device can take them. */
export function preflightSignDoc(signBytes: Uint8Array): PreflightProblem | null {
  const limits = LEDGER_SIGN_LIMITS;
  if (signBytes.length > limits.maxBytes)
    return { limit: 'bytes', actual: signBytes.length, max: limits.maxBytes };
  let doc: unknown;
  try {
    doc = JSON.parse(fromUtf8(signBytes));
  } catch {
    return { limit: 'json', actual: 0, max: 0 };
  }
  const memo = (doc as { memo?: unknown }).memo;
  const memoBytes = typeof memo === 'string' ? Buffer.byteLength(memo, 'utf8') : 0;
  if (memoBytes > limits.maxMemoBytes) return { limit: 'memo', actual: memoBytes, max: limits.maxMemoBytes };
  const shape = shapeOf(doc, 1);
  if (shape.depth > limits.maxDepth) return { limit: 'depth', actual: shape.depth, max: limits.maxDepth };
  if (shape.tokens > limits.maxTokens)
    return { limit: 'tokens', actual: shape.tokens, max: limits.maxTokens };
  return null;
}
