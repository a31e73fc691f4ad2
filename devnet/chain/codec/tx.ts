// Transaction decoding (TxRaw -> body, auth info, typed messages) and its gateway JSON rendering.
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { txHash } from '../crypto';
import { sdkError } from '../errors';
import {
  decodeMultisigPubkey,
  multiModeView,
  multisigJson,
  multisigPubkeyUrl,
  storedMultisig,
  type MultiModeView,
} from '../multisig';
import type { MultisigPubkey } from '../../../shared/multisig/pubkey';
import type { Coin } from '../types';
import { dialectNames, type DialectNames } from './dialect-names';
import { decodeMsg, msgToJson, type Msg } from './messages';

/** The spec dialect's secp256k1 key type URL (a chain's own is `names.pubkeyUrl`). */
export const PUBKEY_URL = dialectNames('spec').pubkeyUrl;
export const SIGN_MODE = { UNSPECIFIED: 0, DIRECT: 1, LEGACY_AMINO_JSON: 127 } as const;
const SIGN_MODE_NAMES: Record<number, string> = {
  0: 'SIGN_MODE_UNSPECIFIED',
  1: 'SIGN_MODE_DIRECT',
  2: 'SIGN_MODE_TEXTUAL',
  3: 'SIGN_MODE_DIRECT_AUX',
  127: 'SIGN_MODE_LEGACY_AMINO_JSON',
  191: 'SIGN_MODE_EIP_191',
};

export interface SignerInfoView {
  /** 33-byte compressed secp256k1 key, or null when the signer relies on the key stored on its account. */
  pubkey: Uint8Array | null;
  /** The signer's LegacyAminoPubKey when it is a multisig (then `pubkey` is null). */
  multisig: MultisigPubkey | null;
  /** -1 when the mode info is multi (see `multi`). */
  mode: number;
  multi: MultiModeView | null;
  sequence: bigint;
}

export interface DecodedTx {
  bytes: Uint8Array;
  hash: string;
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  msgs: Msg[];
  memo: string;
  timeoutHeight: bigint;
  fee: { amount: Coin[]; gasLimit: bigint; payer: string; granter: string };
  signerInfos: SignerInfoView[];
  signatures: Uint8Array[];
  /** The dialect the tx was decoded in: its JSON, amino sign bytes and events use these names. */
  names: DialectNames;
}

function parseError(err: unknown): never {
  throw sdkError(2, err instanceof Error ? err.message : String(err));
}

/**
 * Decodes raw tx bytes in the chain's dialect; any malformed part, or a type URL of the other dialect, is a
 * ChainError code 2 (tx parse error).
 */
export function decodeTx(bytes: Uint8Array, names: DialectNames = dialectNames()): DecodedTx {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(bytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (err) {
    parseError(err);
  }
  if (body.messages.length === 0) throw sdkError(18, 'must contain at least one message');
  const msgs = body.messages.map((any) => decodeMsg(any, names));
  const signerInfos = authInfo.signerInfos.map((info): SignerInfoView => {
    let pubkey: Uint8Array | null = null;
    let multisig: MultisigPubkey | null = null;
    if (info.publicKey?.typeUrl === multisigPubkeyUrl(names.dialect)) {
      multisig = decodeMultisigPubkey(info.publicKey.value, names.dialect);
    } else if (info.publicKey) {
      if (info.publicKey.typeUrl !== names.pubkeyUrl)
        throw sdkError(2, `unable to resolve type URL ${info.publicKey.typeUrl}`);
      try {
        pubkey = PubKey.decode(info.publicKey.value).key;
      } catch (err) {
        parseError(err);
      }
    }
    const mode = info.modeInfo?.single?.mode ?? (info.modeInfo?.multi ? -1 : 0);
    const multi = info.modeInfo ? multiModeView(info.modeInfo) : null;
    return { pubkey, multisig, mode: Number(mode), multi, sequence: info.sequence };
  });
  return {
    bytes,
    hash: txHash(bytes),
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    msgs,
    memo: body.memo,
    timeoutHeight: body.timeoutHeight,
    fee: {
      amount: authInfo.fee?.amount ?? [],
      gasLimit: authInfo.fee?.gasLimit ?? 0n,
      payer: authInfo.fee?.payer ?? '',
      granter: authInfo.fee?.granter ?? '',
    },
    signerInfos,
    signatures: raw.signatures,
    names,
  };
}

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** The tx as the gateway renders `tx` (in the tx's dialect): {body, auth_info, signatures}. */
export function txToJson(tx: DecodedTx): Record<string, unknown> {
  return {
    body: {
      messages: tx.msgs.map((msg) => msgToJson(msg, tx.names)),
      memo: tx.memo,
      timeout_height: tx.timeoutHeight.toString(),
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: tx.signerInfos.map((s) => ({
        public_key: publicKeyJson(s, tx.names),
        mode_info: modeInfoJson(s),
        sequence: s.sequence.toString(),
      })),
      fee: {
        amount: tx.fee.amount.map((c) => ({ denom: c.denom, amount: c.amount })),
        gas_limit: tx.fee.gasLimit.toString(),
        payer: tx.fee.payer,
        granter: tx.fee.granter,
      },
      tip: null,
    },
    signatures: tx.signatures.map(b64),
  };
}

function publicKeyJson(s: SignerInfoView, names: DialectNames): Record<string, unknown> | null {
  if (s.multisig) return multisigJson(storedMultisig(s.multisig), names.dialect);
  return s.pubkey ? { '@type': names.pubkeyUrl, key: b64(s.pubkey) } : null;
}

function modeName(mode: number): string {
  return SIGN_MODE_NAMES[mode] ?? 'SIGN_MODE_UNSPECIFIED';
}

function modeInfoJson(s: SignerInfoView): Record<string, unknown> {
  if (!s.multi) return { single: { mode: modeName(s.mode) } };
  return {
    multi: {
      bitarray: { extra_bits_stored: s.multi.bits.extraBitsStored, elems: b64(s.multi.bits.elems) },
      mode_infos: s.multi.modes.map((m) => ({ single: { mode: modeName(m) } })),
    },
  };
}
