// Decodes tx protobuf bytes (TxRaw, TxBody, AuthInfo) into checked, human-describable parts.
// Every malformed input becomes a clear WalletError; nothing here trusts a file's own summary.
import { fromBase64 } from '@cosmjs/encoding';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { TYPE_URL } from '../../../shared/chain';
import { fromDialect, toDialect, type Dialect } from '../../../shared/dialect';
import type { EnvelopeCoin } from '../../../shared/offline/envelopes';
import { kindBook, MSG_KINDS, type KindBook } from '../../../shared/tx-kinds';
import type { Registry } from '@cosmjs/proto-signing';
import type { KindWithCodec } from '../tx/kind-codecs';
import { createTxRegistry } from '../tx/registry';
import { txFileError } from './errors';
import type { DecodedMessage } from './summary';

/** The kinds a file may hold: their lookups and a registry keyed by canonical type URLs. */
export interface FileKinds {
  book: KindBook;
  registry: Registry;
}

const derived = new WeakMap<readonly KindWithCodec[], FileKinds>();

/** The lookups of a list of kinds (the wallet's own by default), derived once per list. */
export function fileKinds(kinds: readonly KindWithCodec[] = MSG_KINDS): FileKinds {
  let found = derived.get(kinds);
  if (!found) {
    found = { book: kindBook(kinds), registry: createTxRegistry('cosmos', kinds) };
    derived.set(kinds, found);
  }
  return found;
}

/** Canonical form of a type URL in either dialect (spec names are mapped back, cosmos names stay). */
export function canonicalTypeUrl(typeUrl: string): string {
  return fromDialect(typeUrl, 'spec');
}

/**
 * The dialect a body's type URLs are written in ('spec' for ledger/ledgerwasm names, 'cosmos' for stock names),
 * or null when its messages read the same in both (the bridge message). The signer key's type URL follows it.
 */
export function dialectOfBody(bodyBytes: Uint8Array): Dialect | null {
  let typeUrls: string[];
  try {
    typeUrls = TxBody.decode(bodyBytes).messages.map((m) => m.typeUrl);
  } catch {
    return null;
  }
  if (typeUrls.some((url) => canonicalTypeUrl(url) !== url)) return 'spec';
  if (typeUrls.some((url) => toDialect(url, 'spec') !== url)) return 'cosmos';
  return null;
}

export function decodeBase64Field(text: string, field: string): Uint8Array {
  try {
    return fromBase64(text);
  } catch {
    throw txFileError('not_base64', `${field} is not valid base64.`);
  }
}

function guard<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch {
    throw txFileError(
      'undecodable',
      `The ${what} cannot be decoded: the file is damaged or not a transaction.`,
    );
  }
}

export interface DecodedBody {
  messages: DecodedMessage[];
  /** One human line per message, in order. */
  lines: string[];
  memo: string;
}

/** Decodes TxBody bytes; refuses unknown messages, extension options and timeout heights (they cannot be shown). */
export function decodeBody(bodyBytes: Uint8Array, kinds: FileKinds = fileKinds()): DecodedBody {
  const body = guard('transaction body', () => TxBody.decode(bodyBytes));
  if (body.messages.length === 0) throw txFileError('unsupported_tx', 'The transaction has no messages.');
  if (body.extensionOptions.length > 0 || body.nonCriticalExtensionOptions.length > 0) {
    throw txFileError('unsupported_tx', 'The transaction carries extension options this wallet cannot show.');
  }
  if (body.timeoutHeight !== 0n)
    throw txFileError('unsupported_tx', 'Transactions with a timeout height are not supported.');
  const messages: DecodedMessage[] = [];
  const lines: string[] = [];
  for (const any of body.messages) {
    const typeUrl = canonicalTypeUrl(any.typeUrl);
    const kind = kinds.book.byTypeUrl(typeUrl);
    if (!kind || kind.typeUrl !== typeUrl) {
      throw txFileError(
        'unknown_message',
        `The transaction holds a message this wallet does not know: ${any.typeUrl.slice(0, 120)}.`,
      );
    }
    let value: Record<string, unknown>;
    let line: string;
    try {
      value = kinds.registry.decode({ typeUrl, value: any.value }) as Record<string, unknown>;
      line = kind.describe(value);
    } catch {
      throw txFileError(
        'undecodable',
        `The transaction holds a ${any.typeUrl.slice(0, 120)} message that cannot be decoded.`,
      );
    }
    messages.push({ typeUrl, value });
    lines.push(line);
  }
  return { messages, lines, memo: body.memo };
}

export interface DecodedAuthInfo {
  /** 33-byte compressed secp256k1 key of the one signer. */
  pubkey: Uint8Array;
  sequence: bigint;
  fee: EnvelopeCoin[];
  gasLimit: bigint;
  /** DIRECT for a key held by the wallet, amino JSON for a Ledger account. */
  signMode: 'direct' | 'amino';
}

const SIGN_MODES: ReadonlyMap<SignMode | undefined, DecodedAuthInfo['signMode']> = new Map([
  [SignMode.SIGN_MODE_DIRECT, 'direct'],
  [SignMode.SIGN_MODE_LEGACY_AMINO_JSON, 'amino'],
]);

/** Decodes AuthInfo bytes of a single-signer secp256k1 tx signed DIRECT or LEGACY_AMINO_JSON (what this wallet signs). */
export function decodeAuthInfo(authInfoBytes: Uint8Array): DecodedAuthInfo {
  const authInfo = guard('transaction auth info', () => AuthInfo.decode(authInfoBytes));
  if (authInfo.signerInfos.length !== 1) {
    throw txFileError(
      'unsupported_tx',
      `The transaction has ${authInfo.signerInfos.length} signers; exactly one is supported.`,
    );
  }
  const info = authInfo.signerInfos[0]!;
  const signMode = SIGN_MODES.get(info.modeInfo?.single?.mode);
  if (!signMode) {
    throw txFileError(
      'unsupported_tx',
      'Only SIGN_MODE_DIRECT and SIGN_MODE_LEGACY_AMINO_JSON transactions are supported.',
    );
  }
  if (!info.publicKey || canonicalTypeUrl(info.publicKey.typeUrl) !== TYPE_URL.PubKeySecp256k1) {
    throw txFileError('unsupported_tx', 'The signer key is not a secp256k1 public key.');
  }
  const pubkey = guard('signer public key', () => PubKey.decode(info.publicKey!.value).key);
  if (pubkey.length !== 33)
    throw txFileError('unsupported_tx', 'The signer public key is not a 33-byte compressed key.');
  const fee = authInfo.fee;
  if (!fee) throw txFileError('unsupported_tx', 'The transaction has no fee.');
  if (fee.payer !== '' || fee.granter !== '')
    throw txFileError('unsupported_tx', 'Fee payers and fee grants are not supported.');
  return {
    pubkey,
    sequence: info.sequence,
    fee: fee.amount.map((c) => ({ denom: c.denom, amount: c.amount })),
    gasLimit: fee.gasLimit,
    signMode,
  };
}

export interface DecodedTxRaw {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  signature: Uint8Array;
  body: DecodedBody;
  authInfo: DecodedAuthInfo;
}

/** Decodes signed TxRaw bytes with exactly one signature. */
export function decodeTxRaw(txBytes: Uint8Array): DecodedTxRaw {
  const raw = guard('transaction', () => TxRaw.decode(txBytes));
  if (raw.bodyBytes.length === 0 || raw.authInfoBytes.length === 0) {
    throw txFileError('undecodable', 'The transaction bytes are empty or damaged.');
  }
  if (raw.signatures.length !== 1) {
    throw txFileError(
      'unsupported_tx',
      `The transaction has ${raw.signatures.length} signatures; exactly one is expected.`,
    );
  }
  return {
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    signature: raw.signatures[0]!,
    body: decodeBody(raw.bodyBytes),
    authInfo: decodeAuthInfo(raw.authInfoBytes),
  };
}
