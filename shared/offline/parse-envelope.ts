// Reads an offline transaction file's text: size limit first, then JSON, format, version and strict schema.
// Pure; every bad input becomes a WalletError('invalid_request') with a reason and a human message.
import { WalletError } from '../errors';
import {
  MAX_TX_FILE_BYTES,
  READABLE_TX_ENVELOPE_VERSIONS,
  SIGNED_TX_FORMAT,
  UNSIGNED_TX_FORMAT,
  signedTxEnvelopeSchema,
  unsignedTxEnvelopeSchema,
  type SignedTxEnvelope,
  type UnsignedTxEnvelope,
} from './envelopes';

/** Why an offline file was refused (carried in WalletError.details.reason). */
export type OfflineFileProblem =
  | 'file_too_large'
  | 'empty_file'
  | 'not_json'
  | 'unknown_format'
  | 'unsupported_version'
  | 'wrong_kind'
  | 'invalid_fields';

export function offlineFileError(
  reason: OfflineFileProblem,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return new WalletError('invalid_request', message, { reason, ...extra });
}

/** UTF-8 length of `text` in bytes, without allocating for obviously oversized input. */
export function utf8Length(text: string): number {
  if (text.length > MAX_TX_FILE_BYTES * 4) return text.length;
  return new TextEncoder().encode(text).length;
}

/** Throws 'file_too_large' when `text` exceeds `limitBytes` (default 256 KiB). */
export function checkFileSize(text: string, limitBytes = MAX_TX_FILE_BYTES): void {
  if (text.length > limitBytes || utf8Length(text) > limitBytes) {
    throw offlineFileError(
      'file_too_large',
      `The file is too large (the limit is ${limitBytes / 1024} KiB).`,
      {
        limitBytes,
      },
    );
  }
}

const KIND_OF_FORMAT: Record<string, 'signed' | 'unsigned'> = {
  [SIGNED_TX_FORMAT]: 'signed',
  [UNSIGNED_TX_FORMAT]: 'unsigned',
};

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.map((p) => String(p)).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Parses any offline transaction file; `kind` tells which one it was. */
export function parseTxEnvelope(
  text: string,
): { kind: 'signed'; envelope: SignedTxEnvelope } | { kind: 'unsigned'; envelope: UnsignedTxEnvelope } {
  checkFileSize(text);
  if (text.trim() === '') throw offlineFileError('empty_file', 'The file is empty.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw offlineFileError('not_json', 'This is not an XYZ Wallet transaction file (it is not JSON).');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw offlineFileError('unknown_format', 'This is not an XYZ Wallet transaction file.');
  }
  const record = json as Record<string, unknown>;
  const kind = typeof record.format === 'string' ? KIND_OF_FORMAT[record.format] : undefined;
  if (!kind)
    throw offlineFileError('unknown_format', 'This is not an XYZ Wallet transaction file (unknown format).');
  if (typeof record.version !== 'number' || !READABLE_TX_ENVELOPE_VERSIONS.includes(record.version)) {
    const shown =
      typeof record.version === 'number' ? String(record.version) : JSON.stringify(record.version ?? null);
    throw offlineFileError(
      'unsupported_version',
      `Unsupported ${kind} transaction file version ${shown.slice(0, 20)}: this wallet reads versions ${READABLE_TX_ENVELOPE_VERSIONS.join(' and ')}.`,
    );
  }
  const schema = kind === 'signed' ? signedTxEnvelopeSchema : unsignedTxEnvelopeSchema;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map(describeIssue);
    throw offlineFileError('invalid_fields', `The ${kind} transaction file is malformed: ${issues[0]}.`, {
      issues,
    });
  }
  return kind === 'signed'
    ? { kind, envelope: parsed.data as SignedTxEnvelope }
    : { kind, envelope: parsed.data as UnsignedTxEnvelope };
}

/** Parses a signed-transaction file; an unsigned one is refused with 'wrong_kind'. */
export function parseSignedTxEnvelope(text: string): SignedTxEnvelope {
  const result = parseTxEnvelope(text);
  if (result.kind !== 'signed') {
    throw offlineFileError(
      'wrong_kind',
      'This is an unsigned transaction: sign it on the offline machine first.',
    );
  }
  return result.envelope;
}

/** Parses an unsigned-transaction file; a signed one is refused with 'wrong_kind'. */
export function parseUnsignedTxEnvelope(text: string): UnsignedTxEnvelope {
  const result = parseTxEnvelope(text);
  if (result.kind !== 'unsigned') {
    throw offlineFileError(
      'wrong_kind',
      'This transaction is already signed: broadcast it on the online machine.',
    );
  }
  return result.envelope;
}

/** Serialises an envelope the way the wallet writes files: stable key order, two-space indent, final newline. */
export function serializeEnvelope(envelope: SignedTxEnvelope | UnsignedTxEnvelope): string {
  return `${JSON.stringify(envelope, null, 2)}\n`;
}
