import { fromBase64, fromUtf8 } from '@cosmjs/encoding';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { describe, expect, it } from 'vitest';
import { MsgBurnForBridgeOut } from '../../../../electron/core/tx/bridge-codec';
import {
  buildBridgeOut,
  buildCw20Transfer,
  buildDelegate,
  buildExecute,
  buildLaunchpadBuy,
  buildLaunchpadCreate,
  buildLaunchpadSell,
  buildSend,
  buildSwapNative,
  buildSwapToken,
  nativeSpend,
} from '../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../../electron/core/tx/tx-bytes';
import { ALICE, BOB } from './fixtures';

const LAUNCHPAD = 'xyz1launchpad';
const TOKEN = 'xyz1token';

describe('message builders', () => {
  it('sorts execute funds by denom in byte order, as the SDK checks them (not locale order)', () => {
    const funds = ['uxyz', 'ibc/abc', 'ibc/ABC', 'Zeta'].map((denom) => ({ denom, amount: 1n }));
    const msg = buildExecute({ sender: ALICE.address, contract: LAUNCHPAD, msg: {}, funds });
    expect((msg.value as { funds: Array<{ denom: string }> }).funds.map((f) => f.denom)).toEqual([
      'Zeta',
      'ibc/ABC',
      'ibc/abc',
      'uxyz',
    ]);
  });

  it('builds MsgSend with a uxyz coin from a bigint amount', () => {
    expect(buildSend({ from: ALICE.address, to: BOB.address, amount: 1_500_000n })).toEqual({
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: ALICE.address,
        toAddress: BOB.address,
        amount: [{ denom: 'uxyz', amount: '1500000' }],
      },
    });
  });

  it('builds a launchpad buy with uxyz funds and min_tokens_out as a string', () => {
    const msg = buildLaunchpadBuy({
      sender: ALICE.address,
      launchpad: LAUNCHPAD,
      token: TOKEN,
      xyzAmount: 2_000_000n,
      minTokensOut: 5n,
    });
    expect(msg.value.contract).toBe(LAUNCHPAD);
    expect(JSON.parse(fromUtf8(msg.value.msg))).toEqual({ buy: { token: TOKEN, min_tokens_out: '5' } });
    expect(msg.value.funds).toEqual([{ denom: 'uxyz', amount: '2000000' }]);
  });

  it('builds a launchpad sell as a CW20 send whose inner msg is base64 {"sell": {min_xyz_out}}', () => {
    const msg = buildLaunchpadSell({
      sender: ALICE.address,
      launchpad: LAUNCHPAD,
      token: TOKEN,
      tokenAmount: 10n,
      minXyzOut: 1n,
    });
    expect(msg.value.contract).toBe(TOKEN);
    const outer = JSON.parse(fromUtf8(msg.value.msg));
    expect(outer.send).toMatchObject({ contract: LAUNCHPAD, amount: '10' });
    expect(JSON.parse(fromUtf8(fromBase64(outer.send.msg)))).toEqual({ sell: { min_xyz_out: '1' } });
    expect(msg.value.funds).toEqual([]);
  });

  it('builds create_token with the creation fee and leaves out empty optional fields', () => {
    const msg = buildLaunchpadCreate({
      sender: ALICE.address,
      launchpad: LAUNCHPAD,
      name: 'Moon',
      symbol: 'MOON',
      creationFee: 1_000_000n,
    });
    expect(JSON.parse(fromUtf8(msg.value.msg))).toEqual({ create_token: { name: 'Moon', symbol: 'MOON' } });
    expect(msg.value.funds).toEqual([{ denom: 'uxyz', amount: '1000000' }]);
  });

  it('builds CW20 transfer and both AMM swap directions', () => {
    expect(
      JSON.parse(
        fromUtf8(
          buildCw20Transfer({ sender: ALICE.address, token: TOKEN, recipient: BOB.address, amount: 3n }).value
            .msg,
        ),
      ),
    ).toEqual({
      transfer: { recipient: BOB.address, amount: '3' },
    });
    const native = buildSwapNative({
      sender: ALICE.address,
      pair: 'xyz1pair',
      amount: 9n,
      maxSpread: '0.01',
    });
    expect(JSON.parse(fromUtf8(native.value.msg))).toEqual({
      swap: { offer_asset: { info: { native_token: { denom: 'uxyz' } }, amount: '9' }, max_spread: '0.01' },
    });
    const token = buildSwapToken({ sender: ALICE.address, token: TOKEN, pair: 'xyz1pair', amount: 4n });
    expect(JSON.parse(fromUtf8(fromBase64(JSON.parse(fromUtf8(token.value.msg)).send.msg)))).toEqual({
      swap: {},
    });
  });

  it('counts the uxyz a set of messages spends (amounts and funds, not CW20 amounts)', () => {
    const messages = [
      buildSend({ from: ALICE.address, to: BOB.address, amount: 5n }),
      buildDelegate({ delegator: ALICE.address, validator: 'xyzvaloper1v', amount: 7n }),
      buildLaunchpadBuy({
        sender: ALICE.address,
        launchpad: LAUNCHPAD,
        token: TOKEN,
        xyzAmount: 11n,
        minTokensOut: 0n,
      }),
      buildCw20Transfer({ sender: ALICE.address, token: TOKEN, recipient: BOB.address, amount: 1000n }),
      buildBridgeOut({ sender: ALICE.address, amount: 13n, externalAddress: '0xabc' }),
    ];
    expect(nativeSpend(messages)).toBe(36n);
  });
});

describe('MsgBurnForBridgeOut codec', () => {
  it('encodes sender = 1, amount Coin = 2, external_address = 3', () => {
    const bytes = MsgBurnForBridgeOut.encode({
      sender: 'a',
      amount: { denom: 'u', amount: '5' },
      externalAddress: 'x',
    }).finish();
    // 0a 01 'a' | 12 06 (0a 01 'u' 12 01 '5') | 1a 01 'x'
    expect(Array.from(bytes)).toEqual([0x0a, 1, 0x61, 0x12, 6, 0x0a, 1, 0x75, 0x12, 1, 0x35, 0x1a, 1, 0x78]);
  });

  it('round-trips through decode', () => {
    const original = {
      sender: ALICE.address,
      amount: { denom: 'uxyz', amount: '42' },
      externalAddress: '0xdeadbeef',
    };
    expect(MsgBurnForBridgeOut.decode(MsgBurnForBridgeOut.encode(original).finish())).toEqual(original);
  });
});

describe('registry per dialect', () => {
  it('puts spec-dialect type URLs in the body Any and keeps the protobuf bytes unchanged', () => {
    const msg = buildLaunchpadBuy({
      sender: ALICE.address,
      launchpad: LAUNCHPAD,
      token: TOKEN,
      xyzAmount: 1n,
      minTokensOut: 0n,
    });
    const spec = TxBody.decode(makeBodyBytes(createTxRegistry('spec'), [msg], 'hi', 'spec'));
    const cosmos = TxBody.decode(makeBodyBytes(createTxRegistry('cosmos'), [msg], 'hi', 'cosmos'));
    expect(spec.messages[0]!.typeUrl).toBe('/ledgerwasm.wasm.v1.MsgExecuteContract');
    expect(cosmos.messages[0]!.typeUrl).toBe('/cosmwasm.wasm.v1.MsgExecuteContract');
    expect(spec.messages[0]!.value).toEqual(cosmos.messages[0]!.value);
    expect(MsgExecuteContract.decode(spec.messages[0]!.value).contract).toBe(LAUNCHPAD);
    expect(spec.memo).toBe('hi');
  });

  it('encodes every wallet message type in the spec dialect', () => {
    const body = TxBody.decode(
      makeBodyBytes(
        createTxRegistry('spec'),
        [
          buildSend({ from: ALICE.address, to: BOB.address, amount: 1n }),
          buildDelegate({ delegator: ALICE.address, validator: 'xyzvaloper1v', amount: 1n }),
          buildBridgeOut({ sender: ALICE.address, amount: 1n, externalAddress: '0x1' }),
        ],
        '',
        'spec',
      ),
    );
    expect(body.messages.map((m) => m.typeUrl)).toEqual([
      '/ledger.bank.v1beta1.MsgSend',
      '/ledger.staking.v1beta1.MsgDelegate',
      '/xyz.bridge.v1.MsgBurnForBridgeOut',
    ]);
  });
});
