// Test support for the devnet's x/authz and x/feegrant: messages encoded with cosmjs-types (the SDK's protos), a
// direct-signed tx that may name a fee granter, and a deliver-and-read helper on a clocked devnet. `URL` is written
// in spec names (what answers read as, through the dialect helper); every type URL that goes on the wire, nested
// ones and the URLs a grant or an allowance names included, is put into the run's dialect by `named`.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { fromBase64 } from '@cosmjs/encoding';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { MsgExec, MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { MsgGrantAllowance, MsgRevokeAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/tx';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { toTimestamp } from 'cosmjs-types/helpers';
import type { RunningDevnet } from '../../../devnet/index';
import {
  accountOf,
  broadcast,
  CHAIN_ID,
  pubkeyAny,
  txByHash,
  type Coin,
  type DirectTestSigner,
} from '../devnet/chain/support';
import { named } from '../support/dialect';

/** Type URLs in spec names; `named(URL.x)` is the run's dialect's. */
export const URL = {
  send: '/ledger.bank.v1beta1.MsgSend',
  delegate: '/ledger.staking.v1beta1.MsgDelegate',
  grant: '/ledger.authz.v1beta1.MsgGrant',
  revoke: '/ledger.authz.v1beta1.MsgRevoke',
  exec: '/ledger.authz.v1beta1.MsgExec',
  generic: '/ledger.authz.v1beta1.GenericAuthorization',
  sendAuthz: '/ledger.bank.v1beta1.SendAuthorization',
  stakeAuthz: '/ledger.staking.v1beta1.StakeAuthorization',
  grantAllowance: '/ledger.feegrant.v1beta1.MsgGrantAllowance',
  revokeAllowance: '/ledger.feegrant.v1beta1.MsgRevokeAllowance',
  basic: '/ledger.feegrant.v1beta1.BasicAllowance',
  periodic: '/ledger.feegrant.v1beta1.PeriodicAllowance',
  allowedMsg: '/ledger.feegrant.v1beta1.AllowedMsgAllowance',
} as const;

export const coin = (amount: bigint | number): Coin => ({ denom: 'uxyz', amount: String(amount) });

export const authorization = {
  generic: (msg: string): Any => ({
    typeUrl: named(URL.generic),
    value: GenericAuthorization.encode({ msg: named(msg) }).finish(),
  }),
  send: (spendLimit: Coin[], allowList: string[] = []): Any => ({
    typeUrl: named(URL.sendAuthz),
    value: SendAuthorization.encode({ spendLimit, allowList }).finish(),
  }),
  stake: (opts: { type: number; allow?: string[]; deny?: string[]; maxTokens?: Coin }): Any => ({
    typeUrl: named(URL.stakeAuthz),
    value: StakeAuthorization.encode({
      authorizationType: opts.type,
      maxTokens: opts.maxTokens,
      allowList: opts.allow ? { address: opts.allow } : undefined,
      denyList: opts.deny ? { address: opts.deny } : undefined,
    }).finish(),
  }),
};

export const allowance = {
  basic: (spendLimit: Coin[], expiration?: Date): Any => ({
    typeUrl: named(URL.basic),
    value: BasicAllowance.encode({
      spendLimit,
      expiration: expiration ? toTimestamp(expiration) : undefined,
    }).finish(),
  }),
  periodic: (o: {
    limit: Coin[];
    periodSeconds: number;
    periodLimit: Coin[];
    canSpend: Coin[];
    reset: Date;
  }) => ({
    typeUrl: named(URL.periodic),
    value: PeriodicAllowance.encode({
      basic: { spendLimit: o.limit, expiration: undefined },
      period: { seconds: BigInt(o.periodSeconds), nanos: 0 },
      periodSpendLimit: o.periodLimit,
      periodCanSpend: o.canSpend,
      periodReset: toTimestamp(o.reset),
    }).finish(),
  }),
  allowedMsg: (inner: Any, allowedMessages: string[]): Any => ({
    typeUrl: named(URL.allowedMsg),
    value: AllowedMsgAllowance.encode({
      allowance: inner,
      allowedMessages: allowedMessages.map((u) => named(u)),
    }).finish(),
  }),
};

export const authzMsgs = {
  grant: (granter: string, grantee: string, auth: Any, expiration?: Date): Any => ({
    typeUrl: named(URL.grant),
    value: MsgGrant.encode({
      granter,
      grantee,
      grant: { authorization: auth, expiration: expiration ? toTimestamp(expiration) : undefined },
    }).finish(),
  }),
  revoke: (granter: string, grantee: string, msgTypeUrl: string): Any => ({
    typeUrl: named(URL.revoke),
    value: MsgRevoke.encode({ granter, grantee, msgTypeUrl: named(msgTypeUrl) }).finish(),
  }),
  exec: (grantee: string, msgs: Any[]): Any => ({
    typeUrl: named(URL.exec),
    value: MsgExec.encode({ grantee, msgs }).finish(),
  }),
  grantAllowance: (granter: string, grantee: string, a: Any): Any => ({
    typeUrl: named(URL.grantAllowance),
    value: MsgGrantAllowance.encode({ granter, grantee, allowance: a }).finish(),
  }),
  revokeAllowance: (granter: string, grantee: string): Any => ({
    typeUrl: named(URL.revokeAllowance),
    value: MsgRevokeAllowance.encode({ granter, grantee }).finish(),
  }),
};

/** Gas 200,000 at the devnet's 0.025 uxyz: the fee every test tx pays unless it says otherwise. */
export const FEE = 5000n;

/** SIGN_MODE_DIRECT-signs `messages` (fee `gas` x 0.025 uxyz), naming `feeGranter` when given. */
export async function signTx(
  devnet: RunningDevnet,
  signer: DirectTestSigner,
  messages: Any[],
  opts: { gas?: number; feeGranter?: string; fee?: Coin[] } = {},
): Promise<Uint8Array> {
  const { accountNumber, sequence } = await accountOf(devnet, signer.address);
  const gas = opts.gas ?? 200_000;
  const fee = opts.fee ?? [coin(Math.ceil(gas * 0.025))];
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages, memo: '' })).finish();
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: pubkeyAny(signer.pubkey), sequence }],
    fee,
    gas,
    opts.feeGranter,
    undefined,
  );
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, CHAIN_ID, accountNumber);
  const { signature } = await signer.wallet.signDirect(signer.address, signDoc);
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

/** The attributes of every event of `type` in a tx response, as plain objects. */
export function eventsOf(tx: any, type: string): Array<Record<string, string>> {
  return tx.events
    .filter((e: any) => e.type === type)
    .map((e: any) => Object.fromEntries(e.attributes.map((a: any) => [a.key, a.value])));
}

/** Broadcasts, and when CheckTx passes commits a block at `time` and returns the included tx_response. */
export async function deliverAt(devnet: RunningDevnet, txBytes: Uint8Array, time?: Date): Promise<any> {
  const check = await broadcast(devnet, txBytes);
  if (check.code !== 0) return check;
  devnet.chain.produceBlock(time);
  return (await txByHash(devnet, check.txhash)).body.tx_response;
}
