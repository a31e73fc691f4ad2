// Reads one request a connected app sends (cosmos_getAccounts / signDirect / signAmino) into what the wallet would
// sign and the review the person sees, refusing what it cannot show in full: another chain or account, an unknown
// message kind, an undecodable or oversized doc, an amino value the wallet would not sign back identically. Pure.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { checkAdr036SignDoc } from '../../../shared/adr036';
import type { AppSignReview, CosmosMethod, MessageToSign } from '../../../shared/api/connect';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { KINDS } from '../../../shared/tx-kinds';
import { decodeAuthInfo, decodeBody } from '../offline/decode-tx';
import { describeFee, summarize } from '../offline/summary';
import type { AppTx } from './review-enrichment';

/** The biggest sign doc part an app may send (a send is a few hundred bytes; a contract call a few KB). */
export const MAX_APP_SIGN_DOC_BYTES = 64 * 1024;

/** Why a request is refused: the WalletConnect error the app receives, and what the person is told. */
export class AppRequestError extends Error {
  constructor(
    readonly reason:
      | 'unsupported_method'
      | 'unsupported_chain'
      | 'unknown_account'
      | 'wrong_signer'
      | 'other_chain'
      | 'bad_params'
      | 'too_large'
      | 'unknown_message'
      | 'ledger_direct'
      | 'not_signable',
    message: string,
  ) {
    super(message);
  }
}

/** A session account as the decoder needs it. */
export interface SessionAccount {
  address: string;
  /** base64 compressed secp256k1 key. */
  pubkey: string;
  ledger: boolean;
}

export type AppRequestPlan =
  | { kind: 'accounts' }
  | { kind: 'direct'; signer: string; signDoc: SignDoc; review: AppSignReview; tx: AppTx }
  | { kind: 'amino'; signer: string; signDoc: StdSignDoc; review: AppSignReview; tx: AppTx }
  | { kind: 'message'; signer: string; signDoc: StdSignDoc; message: MessageToSign };

export interface RequestContext {
  chainId: string;
  dialect: Dialect;
  methods: readonly CosmosMethod[];
  /** The session's accounts that still exist, by address. */
  accounts: ReadonlyMap<string, SessionAccount>;
}

const fail = (reason: AppRequestError['reason'], message: string) => new AppRequestError(reason, message);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function base64Field(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string') throw fail('bad_params', `signDoc.${name} must be base64 text.`);
  if (value.length > (MAX_APP_SIGN_DOC_BYTES * 4) / 3 + 4)
    throw fail('too_large', `signDoc.${name} is too large.`);
  try {
    return fromBase64(value);
  } catch {
    throw fail('bad_params', `signDoc.${name} is not base64.`);
  }
}

function accountOf(context: RequestContext, signerAddress: unknown): SessionAccount & { address: string } {
  if (typeof signerAddress !== 'string') throw fail('bad_params', 'signerAddress is missing.');
  const account = context.accounts.get(signerAddress);
  if (!account) throw fail('unknown_account', 'This account is not shared with the app (or was removed).');
  return account;
}

/** Preview, fee alert and grants before `enrichReview` (review-enrichment.ts) fills them in. */
const notEnriched = (): Pick<AppSignReview, 'balanceChanges' | 'previewError' | 'feeAlert' | 'grants'> => ({
  balanceChanges: null,
  previewError: null,
  feeAlert: null,
  grants: [],
});

const hashOf = (bytes: Uint8Array) => toHex(sha256(bytes)).toUpperCase();

/** What a direct request would sign, checked and summarized exactly like an offline file. */
function planDirect(context: RequestContext, params: Record<string, unknown>): AppRequestPlan {
  const account = accountOf(context, params.signerAddress);
  if (account.ledger)
    throw fail('ledger_direct', 'This account is on a Ledger, which signs amino only: use cosmos_signAmino.');
  const doc = params.signDoc;
  if (!isRecord(doc)) throw fail('bad_params', 'signDoc is missing.');
  if (doc.chainId !== context.chainId)
    throw fail(
      'other_chain',
      `The sign doc is for chain ${String(doc.chainId).slice(0, 64)}, not ${context.chainId}.`,
    );
  const bodyBytes = base64Field(doc.bodyBytes, 'bodyBytes');
  const authInfoBytes = base64Field(doc.authInfoBytes, 'authInfoBytes');
  const accountNumber = String(doc.accountNumber ?? '');
  if (!/^\d{1,20}$/.test(accountNumber)) throw fail('bad_params', 'signDoc.accountNumber is not a number.');
  let body;
  let authInfo;
  try {
    body = decodeBody(bodyBytes);
    authInfo = decodeAuthInfo(authInfoBytes);
  } catch (error) {
    const reason = (error as { details?: { reason?: string } }).details?.reason;
    throw fail(reason === 'unknown_message' ? 'unknown_message' : 'not_signable', (error as Error).message);
  }
  if (toBase64(authInfo.pubkey) !== account.pubkey)
    throw fail('wrong_signer', "The sign doc's signer key is not this account's.");
  if (authInfo.signMode !== 'direct')
    throw fail('not_signable', 'The sign doc asks for amino signing: use cosmos_signAmino.');
  const signDoc = SignDoc.fromPartial({
    bodyBytes,
    authInfoBytes,
    chainId: context.chainId,
    accountNumber: BigInt(accountNumber),
  });
  const summary = summarize({
    messageLines: body.lines,
    fee: authInfo.fee,
    gasLimit: authInfo.gasLimit,
    memo: body.memo,
  });
  const review: AppSignReview = {
    mode: 'direct',
    chainId: context.chainId,
    accountNumber,
    sequence: authInfo.sequence.toString(),
    signer: account.address,
    summary,
    feeText: describeFee(summary),
    signDocHash: hashOf(SignDoc.encode(signDoc).finish()),
    ...notEnriched(),
  };
  const tx: AppTx = {
    messages: body.messages,
    memo: body.memo,
    fee: authInfo.fee,
    pubkey: account.pubkey,
    sequence: authInfo.sequence,
    bodyBytes,
  };
  return { kind: 'direct', signer: account.address, signDoc, review, tx };
}

/** The line of one amino message, only when the wallet would sign exactly this value back (nothing unseen). */
function aminoLine(
  context: RequestContext,
  msg: unknown,
): { line: string; message: AppTx['messages'][number] } {
  if (!isRecord(msg) || typeof msg.type !== 'string' || !isRecord(msg.value))
    throw fail('bad_params', 'An amino message is malformed.');
  const type = msg.type;
  const kind = KINDS.kinds.find((k) => toDialect(k.aminoType, context.dialect) === type);
  if (!kind)
    throw fail(
      'unknown_message',
      `The sign doc holds a message this wallet does not know: ${type.slice(0, 120)}.`,
    );
  try {
    const value = kind.fromAmino(msg.value);
    if (
      JSON.stringify(serializeSignDoc({ v: kind.toAmino(value) } as never)) !==
      JSON.stringify(serializeSignDoc({ v: msg.value } as never))
    )
      throw new Error('round trip');
    return { line: kind.describe(value), message: { typeUrl: kind.typeUrl, value } };
  } catch {
    throw fail('not_signable', `The ${type.slice(0, 120)} message cannot be read in full.`);
  }
}

function planAmino(context: RequestContext, params: Record<string, unknown>): AppRequestPlan {
  const account = accountOf(context, params.signerAddress);
  const doc = params.signDoc;
  if (!isRecord(doc)) throw fail('bad_params', 'signDoc is missing.');
  if (JSON.stringify(doc).length > MAX_APP_SIGN_DOC_BYTES)
    throw fail('too_large', 'The sign doc is too large.');
  const adr036 = checkAdr036SignDoc(doc);
  if (adr036.adr036) {
    if (!adr036.ok) throw fail('bad_params', `The signed-message doc is malformed (${adr036.problem}).`);
    if (adr036.signer !== account.address) throw fail('wrong_signer', 'The message names another signer.');
    const text = new TextDecoder('utf-8', { fatal: false }).decode(adr036.data);
    const message: MessageToSign = {
      text: text.includes('\uFFFD') ? null : text,
      dataBase64: toBase64(adr036.data),
      signer: account.address,
    };
    return { kind: 'message', signer: account.address, signDoc: doc as unknown as StdSignDoc, message };
  }
  if (doc.chain_id !== context.chainId)
    throw fail(
      'other_chain',
      `The sign doc is for chain ${String(doc.chain_id).slice(0, 64)}, not ${context.chainId}.`,
    );
  const { msgs, fee, memo } = doc;
  if (!Array.isArray(msgs) || msgs.length === 0 || msgs.length > 32)
    throw fail('bad_params', 'The sign doc has no messages.');
  if (
    !isRecord(fee) ||
    !Array.isArray(fee.amount) ||
    typeof fee.gas !== 'string' ||
    !/^\d{1,20}$/.test(fee.gas)
  )
    throw fail('bad_params', 'The sign doc has no fee.');
  if (fee.payer !== undefined || fee.granter !== undefined)
    throw fail('not_signable', 'Fee payers and fee grants are not supported.');
  for (const key of Object.keys(doc))
    if (!['account_number', 'chain_id', 'fee', 'memo', 'msgs', 'sequence'].includes(key))
      throw fail(
        'not_signable',
        `The sign doc carries a field this wallet cannot show (${key.slice(0, 40)}).`,
      );
  const read = msgs.map((m) => aminoLine(context, m));
  const lines = read.map((r) => r.line);
  const coins = fee.amount.map((c) => {
    if (
      !isRecord(c) ||
      typeof c.denom !== 'string' ||
      typeof c.amount !== 'string' ||
      !/^\d{1,40}$/.test(c.amount)
    )
      throw fail('bad_params', 'The fee is malformed.');
    return { denom: c.denom, amount: c.amount };
  });
  if (typeof memo !== 'string' || memo.length > 512) throw fail('bad_params', 'The memo is malformed.');
  const accountNumber = String(doc.account_number);
  const sequence = String(doc.sequence);
  if (!/^\d{1,20}$/.test(accountNumber) || !/^\d{1,20}$/.test(sequence))
    throw fail('bad_params', 'Account number or sequence is not a number.');
  const signDoc = doc as unknown as StdSignDoc;
  const summary = summarize({ messageLines: lines, fee: coins, gasLimit: BigInt(fee.gas), memo });
  const review: AppSignReview = {
    mode: 'amino',
    chainId: context.chainId,
    accountNumber,
    sequence,
    signer: account.address,
    summary,
    feeText: describeFee(summary),
    signDocHash: hashOf(serializeSignDoc(signDoc)),
    ...notEnriched(),
  };
  const tx: AppTx = {
    messages: read.map((r) => r.message),
    memo,
    fee: coins,
    pubkey: account.pubkey,
    sequence: BigInt(sequence),
  };
  return { kind: 'amino', signer: account.address, signDoc, review, tx };
}

/** Reads a request for `chainId` (`cosmos:<id>`) with `method` and `params` in a session's context. */
export function planAppRequest(
  context: RequestContext,
  chainId: string,
  method: string,
  params: unknown,
): AppRequestPlan {
  if (chainId !== `cosmos:${context.chainId}`)
    throw fail(
      'unsupported_chain',
      `This session is for cosmos:${context.chainId}, not ${chainId.slice(0, 80)}.`,
    );
  if (!(context.methods as readonly string[]).includes(method))
    throw fail('unsupported_method', `The session does not allow ${method.slice(0, 60)}.`);
  if (method === 'cosmos_getAccounts') return { kind: 'accounts' };
  if (!isRecord(params)) throw fail('bad_params', 'The request has no parameters.');
  return method === 'cosmos_signDirect' ? planDirect(context, params) : planAmino(context, params);
}
