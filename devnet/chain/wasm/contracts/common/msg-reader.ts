// Strict parsing of contract JSON messages: one-variant enums, typed fields, no unknown fields, clear errors.
import { fromBase64, fromUtf8 } from '@cosmjs/encoding';
import { ContractError } from '../../../types';
import { parseAddress } from './address';
import { MAX_UINT128 } from './math';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Splits an enum message `{"variant": {...}}` into its variant name and a reader over its body.
 * `typeName` names the message type in errors (like CosmWasm's "Error parsing into type ...").
 */
export function parseVariant(
  msg: unknown,
  typeName: string,
  variants: readonly string[],
): { variant: string; body: MsgReader } {
  const expected = variants.map((v) => `\`${v}\``).join(', ');
  if (!isJsonObject(msg)) {
    throw new ContractError(
      `Error parsing into type ${typeName}: expected an object with one of ${expected}`,
    );
  }
  const keys = Object.keys(msg);
  if (keys.length !== 1) {
    throw new ContractError(
      `Error parsing into type ${typeName}: expected exactly one message variant, got ${keys.length} (${expected})`,
    );
  }
  const variant = keys[0] as string;
  if (!variants.includes(variant)) {
    throw new ContractError(
      `Error parsing into type ${typeName}: unknown variant \`${variant}\`, expected one of ${expected}`,
    );
  }
  const body = msg[variant];
  if (!isJsonObject(body)) {
    throw new ContractError(
      `Error parsing into type ${typeName}: \`${variant}\` must be an object (use {} when it has no fields)`,
    );
  }
  return { variant, body: new MsgReader(body, variant) };
}

/** Decodes a CW20 `send` hook payload: base64 of a JSON message. */
export function decodeBase64Json(encoded: string, context: string): unknown {
  let text: string;
  try {
    text = fromUtf8(fromBase64(encoded));
  } catch {
    throw new ContractError(`${context}: msg is not valid base64`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContractError(`${context}: msg is not valid JSON after base64 decoding`);
  }
}

/** Reads typed fields of one message body; `done()` rejects fields that were never read. */
export class MsgReader {
  readonly #read = new Set<string>();

  constructor(
    readonly body: JsonObject,
    readonly context: string,
  ) {}

  #fail(field: string, problem: string): never {
    throw new ContractError(`${this.context}.${field}: ${problem}`);
  }

  #raw(field: string): unknown {
    this.#read.add(field);
    const value = this.body[field];
    return value === null ? undefined : value;
  }

  optionalString(field: string, opts: { maxLength?: number } = {}): string | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.#fail(field, `expected a string, got ${describe(value)}`);
    if (opts.maxLength !== undefined && value.length > opts.maxLength) {
      this.#fail(field, `at most ${opts.maxLength} characters allowed, got ${value.length}`);
    }
    return value;
  }

  string(field: string, opts: { maxLength?: number } = {}): string {
    const value = this.optionalString(field, opts);
    if (value === undefined) this.#fail(field, 'missing field');
    return value;
  }

  /** A bech32 `xyz1...` address. */
  address(field: string): string {
    const value = this.string(field);
    try {
      return parseAddress(value);
    } catch (error) {
      return this.#fail(field, (error as Error).message);
    }
  }

  optionalUint128(field: string): bigint | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      this.#fail(field, `expected a Uint128 decimal string like "1000000", got ${describe(value)}`);
    }
    const parsed = BigInt(value);
    if (parsed > MAX_UINT128) this.#fail(field, 'exceeds the Uint128 maximum');
    return parsed;
  }

  /** A Uint128 string that may be "0" (slippage minimums). */
  uint128(field: string): bigint {
    const value = this.optionalUint128(field);
    if (value === undefined) this.#fail(field, 'missing field');
    return value;
  }

  /** A Uint128 string greater than zero. */
  positiveUint128(field: string): bigint {
    const value = this.uint128(field);
    if (value === 0n) this.#fail(field, 'Invalid zero amount');
    return value;
  }

  /** A Decimal string in [0, 1] ("0.005"), returned scaled by 10^18. */
  optionalFraction(field: string): bigint | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    const match = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,18}))?$/.exec(value) : null;
    if (!match) this.#fail(field, `expected a decimal string like "0.01", got ${describe(value)}`);
    const scaled = BigInt(match[1] as string) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'));
    if (scaled > 10n ** 18n) this.#fail(field, `must be between 0 and 1, got ${String(value)}`);
    return scaled;
  }

  optionalInteger(field: string, min: number, max: number): number | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.#fail(field, `expected an integer from ${min} to ${max}, got ${describe(value)}`);
    }
    return value;
  }

  optionalObject(field: string): MsgReader | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    if (!isJsonObject(value)) this.#fail(field, `expected an object, got ${describe(value)}`);
    return new MsgReader(value, `${this.context}.${field}`);
  }

  object(field: string): MsgReader {
    const value = this.optionalObject(field);
    if (value === undefined) this.#fail(field, 'missing field');
    return value;
  }

  optionalArray(field: string): MsgReader[] | undefined {
    const value = this.#raw(field);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) this.#fail(field, `expected an array, got ${describe(value)}`);
    return value.map((item, index) => {
      if (!isJsonObject(item)) this.#fail(`${field}[${index}]`, `expected an object, got ${describe(item)}`);
      return new MsgReader(item, `${this.context}.${field}[${index}]`);
    });
  }

  /** Rejects fields that no accessor read (CosmWasm messages deny unknown fields). */
  done(): void {
    for (const key of Object.keys(this.body)) {
      if (!this.#read.has(key)) throw new ContractError(`${this.context}: unknown field \`${key}\``);
    }
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
