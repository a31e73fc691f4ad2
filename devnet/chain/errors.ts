// SDK-style errors: a registered code with its description, wrapped with details as "<details>: <description>".
import { ChainError } from './types';

/** Registered error descriptions of codespace "sdk" (cosmos-sdk types/errors). */
const SDK_DESCRIPTIONS: Record<number, string> = {
  2: 'tx parse error',
  3: 'invalid sequence',
  4: 'unauthorized',
  5: 'insufficient funds',
  6: 'unknown request',
  7: 'invalid address',
  8: 'invalid pubkey',
  9: 'unknown address',
  10: 'invalid coins',
  11: 'out of gas',
  12: 'memo too large',
  13: 'insufficient fee',
  14: 'maximum number of signatures exceeded',
  15: 'no signatures supplied',
  18: 'invalid request',
  19: 'tx already in mempool',
  20: 'mempool is full',
  21: 'tx too large',
  28: 'invalid chain-id',
  30: 'tx timeout height',
  32: 'incorrect account sequence',
  41: 'invalid gas limit',
};

/** An sdk-codespace error whose raw_log is "<details>: <description>" (or just the description). */
export function sdkError(code: number, details?: string): ChainError {
  const description = SDK_DESCRIPTIONS[code] ?? 'internal error';
  return new ChainError('sdk', code, details ? `${details}: ${description}` : description);
}

/** An error of a module codespace (staking, wasm, bridge) with its own description. */
export function moduleError(
  codespace: string,
  code: number,
  details: string,
  description: string,
): ChainError {
  return new ChainError(codespace, code, `${details}: ${description}`);
}

/** Normalises anything thrown during tx processing into a ChainError (unknown errors -> sdk internal, code 1). */
export function asChainError(err: unknown): ChainError {
  if (err instanceof ChainError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ChainError('sdk', 1, `${message}: internal`);
}
