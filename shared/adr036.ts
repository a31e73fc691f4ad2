// ADR-036 signed messages ("signArbitrary"): the amino sign doc exactly as Keplr's makeADR36AminoSignDoc builds it,
// the check that a sign doc is one (and well formed), and verification as Keplr's verifyADR36Amino does it. Pure.
import { rawSecp256k1PubkeyToRawAddress, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { fromBech32, toBech32 } from './bech32';

/** The amino type of ADR-036's only message. */
export const ADR036_MSG_TYPE = 'sign/MsgSignData';

/** The longest message the wallet signs (text or bytes): a login challenge is short; a page of text is refused. */
export const MAX_ADR036_DATA_BYTES = 16 * 1024;

/** The ADR-036 amino sign doc for `signer` over `data` (text is signed as its UTF-8 bytes). */
export function makeAdr036SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data;
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: ADR036_MSG_TYPE, value: { signer, data: toBase64(bytes) } }],
    memo: '',
  };
}

/** The bytes a signature of an ADR-036 doc covers (sha256 of them is what secp256k1 signs). */
export const adr036SignBytes = (doc: StdSignDoc): Uint8Array => serializeSignDoc(doc);

/** Why a sign doc that claims to be ADR-036 is not a valid one. */
export type Adr036Problem =
  | 'chain_id' // must be ''
  | 'account_number' // must be '0'
  | 'sequence' // must be '0'
  | 'fee' // gas '0', no amount
  | 'memo' // must be ''
  | 'msgs' // exactly one sign/MsgSignData
  | 'signer' // not a bech32 address (or not under the expected prefix)
  | 'data' // not base64, empty, or longer than MAX_ADR036_DATA_BYTES
  | 'extra_fields'; // any field ADR-036 does not have would be signed unseen

export type Adr036Check =
  | { adr036: false }
  | { adr036: true; ok: true; signer: string; data: Uint8Array }
  | { adr036: true; ok: false; problem: Adr036Problem };

const STD_SIGN_DOC_KEYS = ['account_number', 'chain_id', 'fee', 'memo', 'msgs', 'sequence'];

const sameKeys = (value: object, keys: string[]) =>
  JSON.stringify(Object.keys(value).sort()) === JSON.stringify([...keys].sort());

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeData(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || text === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    const bytes = fromBase64(text);
    return bytes.length > 0 && bytes.length <= MAX_ADR036_DATA_BYTES && toBase64(bytes) === text
      ? bytes
      : null;
  } catch {
    return null;
  }
}

function signerProblem(signer: unknown, prefix: string | undefined): boolean {
  if (typeof signer !== 'string') return true;
  try {
    const decoded = fromBech32(signer);
    return prefix !== undefined && decoded.prefix !== prefix;
  } catch {
    return true;
  }
}

/**
 * Whether `doc` is an ADR-036 sign doc (any message of type sign/MsgSignData makes it one), and if so whether it is
 * well formed as Keplr's checkAndValidateADR36AminoSignDoc requires (plus: no field ADR-036 lacks, data in canonical
 * base64 and at most MAX_ADR036_DATA_BYTES). `prefix`, when given, is the signer's required bech32 prefix.
 */
export function checkAdr036SignDoc(doc: unknown, prefix?: string): Adr036Check {
  if (!isRecord(doc) || !Array.isArray(doc.msgs)) return { adr036: false };
  const msgs: unknown[] = doc.msgs;
  if (!msgs.some((m) => isRecord(m) && m.type === ADR036_MSG_TYPE)) return { adr036: false };
  const bad = (problem: Adr036Problem): Adr036Check => ({ adr036: true, ok: false, problem });
  if (!sameKeys(doc, STD_SIGN_DOC_KEYS)) return bad('extra_fields');
  if (doc.chain_id !== '') return bad('chain_id');
  if (doc.account_number !== '0') return bad('account_number');
  if (doc.sequence !== '0') return bad('sequence');
  const fee = doc.fee;
  if (!isRecord(fee) || !sameKeys(fee, ['amount', 'gas']) || fee.gas !== '0') return bad('fee');
  if (!Array.isArray(fee.amount) || fee.amount.length !== 0) return bad('fee');
  if (doc.memo !== '') return bad('memo');
  const [msg] = msgs;
  if (msgs.length !== 1 || !isRecord(msg) || !sameKeys(msg, ['type', 'value'])) return bad('msgs');
  const value = msg.value;
  if (!isRecord(value) || !sameKeys(value, ['data', 'signer'])) return bad('msgs');
  if (signerProblem(value.signer, prefix)) return bad('signer');
  const data = decodeData(value.data);
  if (!data) return bad('data');
  return { adr036: true, ok: true, signer: value.signer as string, data };
}

/** Why a signed message does not verify. */
export type Adr036VerifyProblem = 'bad_signer' | 'signer_not_key' | 'bad_pubkey' | 'bad_signature';

export type Adr036Verification = { ok: true } | { ok: false; problem: Adr036VerifyProblem };

/** The bech32 address of a compressed secp256k1 public key under `prefix`. */
export function addressOfPubkey(pubkey: Uint8Array, prefix: string): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey));
}

/**
 * Verifies an ADR-036 signature as Keplr's verifyADR36Amino: `signer` must be `prefix`'s bech32 address of `pubkey`
 * (33-byte compressed secp256k1), and `signature` (64 bytes r||s) must cover sha256 of the serialized sign doc.
 */
export function verifyAdr036(
  prefix: string,
  signer: string,
  data: string | Uint8Array,
  pubkey: Uint8Array,
  signature: Uint8Array,
): Adr036Verification {
  if (signerProblem(signer, prefix)) return { ok: false, problem: 'bad_signer' };
  if (pubkey.length !== 33 || (pubkey[0] !== 2 && pubkey[0] !== 3))
    return { ok: false, problem: 'bad_pubkey' };
  if (addressOfPubkey(pubkey, prefix) !== signer) return { ok: false, problem: 'signer_not_key' };
  if (signature.length !== 64) return { ok: false, problem: 'bad_signature' };
  const digest = sha256(adr036SignBytes(makeAdr036SignDoc(signer, data)));
  try {
    const valid = Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), digest, pubkey);
    return valid ? { ok: true } : { ok: false, problem: 'bad_signature' };
  } catch {
    return { ok: false, problem: 'bad_signature' };
  }
}
