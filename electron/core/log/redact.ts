// Pure redaction of log records: removes recovery phrases, private keys, passwords and key material before any
// record is kept or written, at every level. Over-redaction is acceptable; a leaked secret is not.
import { EnglishMnemonic } from '@cosmjs/crypto';
import type { LogRecord } from './logger';

export const REDACTED = '[redacted]';
export const REDACTED_PHRASE = '[redacted:mnemonic]';
export const REDACTED_HEX = '[redacted:hex]';
export const REDACTED_BASE64 = '[redacted:base64]';

/** Shortest run of words treated as a recovery phrase (BIP-39 phrases have 12, 15, 18, 21 or 24). */
export const MIN_PHRASE_WORDS = 12;
/** Longest string kept in a record; longer ones are cut (after redaction). */
export const MAX_TEXT_LENGTH = 2000;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

const BIP39_WORDS: ReadonlySet<string> = new Set(EnglishMnemonic.wordlist);

/** Field names whose values are secret whatever they look like (compared lower-cased, without - and _). */
const SECRET_NAME_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'mnemonic',
  'phrase',
  'secret',
  'seed',
  'privkey',
  'privatekey',
  'keymaterial',
  'vault',
  'ciphertext',
  'entropy',
];
const SECRET_NAMES = new Set(['key', 'keys', 'words', 'pin']);
const SECRET_NAME_ENDINGS = ['keyhex', 'keybytes', 'keybase64'];

/** True for a field name that holds secrets (password, passphrase, mnemonic, privateKey, seed, vault, key...). */
export function isSecretFieldName(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    SECRET_NAMES.has(normalized) ||
    SECRET_NAME_PARTS.some((part) => normalized.includes(part)) ||
    SECRET_NAME_ENDINGS.some((ending) => normalized.endsWith(ending))
  );
}

/** Fields that name a public hash (txHash, hash, blockHash...): a bare 64-hex value there is kept. */
function isPublicHashField(name: string): boolean {
  return /hash$/i.test(name);
}
const BARE_HASH = /^(?:0x)?[0-9A-Fa-f]{64}$/;

interface WordToken {
  start: number;
  end: number;
  known: boolean;
}

/** Between two words of a typed phrase: whitespace, punctuation or list numbering ("1. abandon 2. ability"). */
const PHRASE_GAP = /^[\s,;:.|"'()[\]{}\d-]{1,12}$/;

/**
 * Spans of runs of 12+ words separated only by phrase gaps, mostly BIP-39 words: a lone unknown word between known
 * ones (a typo) stays inside the run, two unknown words in a row end it.
 */
function phraseSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let run: WordToken[] = [];
  const flush = () => {
    while (run.length > 0 && !run[run.length - 1]!.known) run.pop();
    const known = run.filter((t) => t.known).length;
    if (run.length >= MIN_PHRASE_WORDS && known >= Math.ceil(run.length * 0.75))
      spans.push([run[0]!.start, run[run.length - 1]!.end]);
    run = [];
  };
  for (const match of text.matchAll(/[A-Za-z]+/g)) {
    const token = {
      start: match.index,
      end: match.index + match[0].length,
      known: BIP39_WORDS.has(match[0].toLowerCase()),
    };
    const previous = run[run.length - 1];
    if (previous && !PHRASE_GAP.test(text.slice(previous.end, token.start))) flush();
    const last = run[run.length - 1];
    if (!token.known && (!last || !last.known)) {
      flush();
      continue;
    }
    run.push(token);
  }
  flush();
  return spans;
}

/** A phrase split into an array of words (['abandon', 'ability', ...]). */
function isPhraseInPieces(items: readonly unknown[]): boolean {
  const words = items.filter((item): item is string => typeof item === 'string');
  return words.length >= MIN_PHRASE_WORDS && phraseSpans(words.join(' ')).length > 0;
}

function redactPhrases(text: string): string {
  const spans = phraseSpans(text);
  let out = text;
  for (const [start, end] of spans.reverse()) out = out.slice(0, start) + REDACTED_PHRASE + out.slice(end);
  return out;
}

/**
 * Base64 (standard or URL-safe, one run over both alphabets so no piece of a key is left over) of 40+ characters
 * with both letter cases: key material, vault blobs, seeds. Lower-case bech32 and upper-case hex are kept.
 */
function redactBase64(text: string): string {
  return text.replace(/[A-Za-z0-9+/_-]{40,}={0,2}/g, (run) =>
    /[A-Z]/.test(run) && /[a-z]/.test(run) ? REDACTED_BASE64 : run,
  );
}

/**
 * Removes recovery phrases, long base64 blobs (first, so a hex key inside one goes with it) and hex runs of 64+
 * digits (private keys, seeds) from free text.
 */
export function redactText(text: string): string {
  const redacted = redactBase64(redactPhrases(text)).replace(/(?:0x)?[0-9A-Fa-f]{64,}/g, REDACTED_HEX);
  return redacted.length > MAX_TEXT_LENGTH ? `${redacted.slice(0, MAX_TEXT_LENGTH)}…` : redacted;
}

/** An error reduced to what identifies it: its name and code, never its message (it may quote input). */
export function errorSummary(error: unknown): { name: string; code?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number'
    ? { name: error.name, code: redactText(String(code)) }
    : { name: error.name };
}

function redactAt(value: unknown, fieldName: string | null, depth: number, seen: Set<object>): unknown {
  if (fieldName !== null && isSecretFieldName(fieldName)) return REDACTED;
  if (typeof value === 'string') {
    if (fieldName !== null && isPublicHashField(fieldName) && BARE_HASH.test(value)) return value;
    return redactText(value);
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (value instanceof Error) return errorSummary(value);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[bytes ${value.byteLength}]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      if (isPhraseInPieces(value)) return REDACTED_PHRASE;
      const items = value.slice(0, MAX_ITEMS).map((item) => redactAt(item, fieldName, depth + 1, seen));
      return value.length > MAX_ITEMS ? [...items, `[${value.length - MAX_ITEMS} more]`] : items;
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
      const safeKey = redactText(key) === key ? key : REDACTED;
      out[safeKey] = redactAt(item, key, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Redacts any JSON-like value: secret-named fields at any depth, secrets in strings, errors, bytes. Pure. */
export function redactValue(value: unknown): unknown {
  return redactAt(value, null, 0, new Set());
}

/** The record as it may be kept or written: message and fields redacted. Pure (returns a new record). */
export function redactRecord(record: LogRecord): LogRecord {
  const fields = redactValue(record.fields);
  return {
    time: record.time,
    level: record.level,
    message: redactText(record.message),
    fields:
      fields && typeof fields === 'object' && !Array.isArray(fields)
        ? (fields as Record<string, unknown>)
        : {},
  };
}
