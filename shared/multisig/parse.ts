// Reads a shared-account file's text: size limit, JSON, format, version, strict schema, then the account's own
// consistency (valid member keys, the address they derive). Pure; bad input is a WalletError with a reason.
import { fromBase64 } from '@cosmjs/encoding';
import { WalletError } from '../errors';
import { checkFileSize, type OfflineFileProblem } from '../offline/parse-envelope';
import type { z } from 'zod';
import {
  MULTISIG_ACCOUNT_FORMAT,
  MULTISIG_FILE_VERSION,
  MULTISIG_PROPOSAL_FORMAT,
  MULTISIG_SIGNATURE_FORMAT,
  multisigCardSchema,
  multisigProposalSchema,
  multisigSignatureSchema,
  type MultisigAccountDef,
  type MultisigCard,
  type MultisigFile,
  type MultisigProposal,
  type MultisigSignatureFile,
} from './files';
import { multisigAddress, multisigShapeError, type MultisigPubkey } from './pubkey';

/** Why a shared-account file was refused (WalletError.details.reason): the offline files' reasons and more. */
export type MultisigFileProblem = OfflineFileProblem | 'bad_account' | 'address_mismatch';

export function multisigFileError(
  reason: MultisigFileProblem,
  message: string,
  extra: Record<string, unknown> = {},
): WalletError {
  return new WalletError('invalid_request', message, { reason, ...extra });
}

/** The largest shared-account file the wallet reads, in bytes. */
export const MAX_MULTISIG_FILE_BYTES = 256 * 1024;

const KIND_OF_FORMAT = {
  [MULTISIG_ACCOUNT_FORMAT]: { kind: 'card', schema: multisigCardSchema, words: 'shared account card' },
  [MULTISIG_PROPOSAL_FORMAT]: { kind: 'proposal', schema: multisigProposalSchema, words: 'proposal' },
  [MULTISIG_SIGNATURE_FORMAT]: {
    kind: 'signature',
    schema: multisigSignatureSchema,
    words: 'signature file',
  },
} as const;
type Format = keyof typeof KIND_OF_FORMAT;

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map((p) => String(p)).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** The account's key (members in the file's order) after checking each key and the address they derive. */
export function accountPubkey(account: MultisigAccountDef): MultisigPubkey {
  const keys = account.members.map((m) => fromBase64(m.pubkey));
  const shape = multisigShapeError(account.threshold, keys);
  if (shape) throw multisigFileError('bad_account', `The shared account is malformed: ${shape}`);
  const pubkey = { threshold: account.threshold, publicKeys: keys };
  const prefix = account.address.slice(0, account.address.lastIndexOf('1'));
  const derived = multisigAddress(pubkey, prefix);
  if (derived !== account.address) {
    throw multisigFileError(
      'address_mismatch' as never,
      `The shared account's address ${account.address} is not the one its members and threshold give (${derived}).`,
      { derived },
    );
  }
  return pubkey;
}

/** Parses any shared-account file; `kind` tells which one it was. */
export function parseMultisigFile(text: string): MultisigFile {
  checkFileSize(text, MAX_MULTISIG_FILE_BYTES);
  if (text.trim() === '') throw multisigFileError('empty_file', 'The file is empty.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw multisigFileError('not_json', 'This is not an XYZ Wallet shared-account file (it is not JSON).');
  }
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  const format = (record as { format?: unknown }).format;
  if (typeof format !== 'string' || !(format in KIND_OF_FORMAT)) {
    throw multisigFileError(
      'unknown_format',
      'This is not an XYZ Wallet shared-account file (unknown format).',
    );
  }
  const { kind, schema, words } = KIND_OF_FORMAT[format as Format];
  const version = (record as { version?: unknown }).version;
  if (version !== MULTISIG_FILE_VERSION) {
    const shown = JSON.stringify(version ?? null).slice(0, 20);
    throw multisigFileError(
      'unsupported_version',
      `Unsupported ${words} version ${shown}: this wallet reads version ${MULTISIG_FILE_VERSION}.`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => describeIssue(issue).replace(/\.$/, ''));
    throw multisigFileError('invalid_fields', `The ${words} is malformed: ${issues[0]}.`, { issues });
  }
  const result = { kind, file: parsed.data } as MultisigFile;
  if (result.kind !== 'signature') accountPubkey(result.file.account);
  return result;
}

function wrongKind(found: MultisigFile['kind'], wanted: MultisigFile['kind']): WalletError {
  return multisigFileError('wrong_kind', `This is a ${found} file, not a ${wanted} file.`, { found });
}

/** Parses a member card; another shared-account file is refused with 'wrong_kind'. */
export function parseMultisigCard(text: string): MultisigCard {
  const result = parseMultisigFile(text);
  if (result.kind !== 'card') throw wrongKind(result.kind, 'card');
  return result.file;
}

/** Parses a proposal; another shared-account file is refused with 'wrong_kind'. */
export function parseMultisigProposal(text: string): MultisigProposal {
  const result = parseMultisigFile(text);
  if (result.kind !== 'proposal') throw wrongKind(result.kind, 'proposal');
  return result.file;
}

/** Parses a signature file; another shared-account file is refused with 'wrong_kind'. */
export function parseMultisigSignature(text: string): MultisigSignatureFile {
  const result = parseMultisigFile(text);
  if (result.kind !== 'signature') throw wrongKind(result.kind, 'signature');
  return result.file;
}

/** Serialises a file the way the wallet writes them: two-space indent, final newline. */
export function serializeMultisigFile(file: MultisigFile['file']): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
