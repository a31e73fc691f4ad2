// Hand-written protobuf codec for MsgBurnForBridgeOut {sender = 1, amount Coin = 2, external_address = 3}
// (no published proto; DOMAIN.md section 5). Shaped like a cosmjs-types codec so a cosmjs Registry accepts it.
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';

export interface MsgBurnForBridgeOut {
  sender: string;
  amount?: Coin;
  externalAddress: string;
}

export const MsgBurnForBridgeOut = {
  encode(message: MsgBurnForBridgeOut, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.sender !== '') writer.uint32(10).string(message.sender);
    if (message.amount !== undefined) Coin.encode(message.amount, writer.uint32(18).fork()).ldelim();
    if (message.externalAddress !== '') writer.uint32(26).string(message.externalAddress);
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgBurnForBridgeOut {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    const end = length === undefined ? reader.len : reader.pos + length;
    const message: MsgBurnForBridgeOut = { sender: '', amount: undefined, externalAddress: '' };
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.sender = reader.string();
          break;
        case 2:
          message.amount = Coin.decode(reader, reader.uint32());
          break;
        case 3:
          message.externalAddress = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
      }
    }
    return message;
  },
  fromPartial(object: Partial<MsgBurnForBridgeOut>): MsgBurnForBridgeOut {
    return {
      sender: object.sender ?? '',
      amount: object.amount === undefined ? undefined : Coin.fromPartial(object.amount),
      externalAddress: object.externalAddress ?? '',
    };
  },
};
