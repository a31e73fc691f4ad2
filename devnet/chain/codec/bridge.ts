// Protobuf codecs of the bridge messages, which have no published proto (field numbers from DOMAIN.md section 5).
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary';
import { Coin as CoinCodec } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import type { Coin } from '../types';

/** Burns uxyz from `sender` towards the external chain: sender (1), amount (2), external_address (3). */
export interface MsgBurnForBridgeOut {
  sender: string;
  amount: Coin | undefined;
  externalAddress: string;
}

/** Devnet-only: mints "bridged in" coins to `recipient`; signed by the bridge authority (the faucet key). */
export interface MsgMintForBridgeIn {
  authority: string;
  recipient: string;
  amount: Coin | undefined;
  externalTx: string;
}

export const MsgBurnForBridgeOutCodec = {
  encode(msg: MsgBurnForBridgeOut): Uint8Array {
    const w = BinaryWriter.create();
    if (msg.sender) w.uint32(10).string(msg.sender);
    if (msg.amount) CoinCodec.encode(msg.amount, w.uint32(18).fork()).ldelim();
    if (msg.externalAddress) w.uint32(26).string(msg.externalAddress);
    return w.finish();
  },
  decode(bytes: Uint8Array): MsgBurnForBridgeOut {
    const r = new BinaryReader(bytes);
    const msg: MsgBurnForBridgeOut = { sender: '', amount: undefined, externalAddress: '' };
    while (r.pos < r.len) {
      const tag = r.uint32();
      if (tag >>> 3 === 1) msg.sender = r.string();
      else if (tag >>> 3 === 2) msg.amount = CoinCodec.decode(r, r.uint32());
      else if (tag >>> 3 === 3) msg.externalAddress = r.string();
      else r.skipType(tag & 7);
    }
    return msg;
  },
};

export const MsgMintForBridgeInCodec = {
  encode(msg: MsgMintForBridgeIn): Uint8Array {
    const w = BinaryWriter.create();
    if (msg.authority) w.uint32(10).string(msg.authority);
    if (msg.recipient) w.uint32(18).string(msg.recipient);
    if (msg.amount) CoinCodec.encode(msg.amount, w.uint32(26).fork()).ldelim();
    if (msg.externalTx) w.uint32(34).string(msg.externalTx);
    return w.finish();
  },
  decode(bytes: Uint8Array): MsgMintForBridgeIn {
    const r = new BinaryReader(bytes);
    const msg: MsgMintForBridgeIn = { authority: '', recipient: '', amount: undefined, externalTx: '' };
    while (r.pos < r.len) {
      const tag = r.uint32();
      if (tag >>> 3 === 1) msg.authority = r.string();
      else if (tag >>> 3 === 2) msg.recipient = r.string();
      else if (tag >>> 3 === 3) msg.amount = CoinCodec.decode(r, r.uint32());
      else if (tag >>> 3 === 4) msg.externalTx = r.string();
      else r.skipType(tag & 7);
    }
    return msg;
  },
};
