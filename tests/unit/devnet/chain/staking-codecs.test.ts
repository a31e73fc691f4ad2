// The new staking/distribution messages decode from their spec-dialect type URLs and render amino JSON
// exactly as cosmjs's own converters do (with ledger-sdk/* names), so amino signatures verify.
/* eslint-disable @typescript-eslint/no-explicit-any -- encoder inputs of several message types */
import { describe, expect, it } from 'vitest';
import { createDistributionAminoConverters, createStakingAminoConverters } from '@cosmjs/stargate';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgBeginRedelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { decodeMsg, msgToAmino, msgToJson } from '../../../../devnet/chain/codec/messages';
import { msgModule, validateBasic } from '../../../../devnet/chain/handlers';
import { toDialect } from '../../../../shared/dialect';
import { account, valoper } from './staking-fixture';

const converters = { ...createStakingAminoConverters(), ...createDistributionAminoConverters() };
const delegator = account('d');
const amount = { denom: 'uxyz', amount: '1500' };

const cases = [
  {
    cosmosUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
    value: { delegatorAddress: delegator, validatorAddress: valoper('a'), amount },
    encode: (v: any) => MsgUndelegate.encode(v).finish(),
    amino: 'ledger-sdk/MsgUndelegate',
  },
  {
    cosmosUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
    value: {
      delegatorAddress: delegator,
      validatorSrcAddress: valoper('a'),
      validatorDstAddress: valoper('b'),
      amount,
    },
    encode: (v: any) => MsgBeginRedelegate.encode(v).finish(),
    amino: 'ledger-sdk/MsgBeginRedelegate',
  },
  {
    cosmosUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
    value: { delegatorAddress: delegator, validatorAddress: valoper('a') },
    encode: (v: any) => MsgWithdrawDelegatorReward.encode(v).finish(),
    amino: 'ledger-sdk/MsgWithdrawDelegationReward',
  },
];

describe('staking and distribution message codecs', () => {
  it.each(cases)('$cosmosUrl: spec URL decodes, amino JSON equals cosmjs', (c) => {
    const specUrl = toDialect(c.cosmosUrl, 'spec');
    const msg = decodeMsg({ typeUrl: specUrl, value: c.encode(c.value) });
    const expected = converters[c.cosmosUrl]!.toAmino(c.value);
    expect(msgToAmino(msg)).toEqual({ type: c.amino, value: expected });
    expect(msgToJson(msg)).toEqual({ '@type': specUrl, ...expected });
  });

  it('refuses the cosmos-dialect type URLs (code 2)', () => {
    expect(() => decodeMsg({ typeUrl: cases[0]!.cosmosUrl, value: new Uint8Array() })).toThrow(
      /unable to resolve type URL/,
    );
  });

  it('ValidateBasic: addresses are sdk 7, a zero or missing amount is sdk 18 "invalid shares amount"', () => {
    const base = { kind: 'undelegate' as const, delegator, validator: valoper('a'), amount };
    const code = (run: () => void) => {
      try {
        run();
        return 'ok';
      } catch (err) {
        const e = err as { codespace: string; code: number; message: string };
        return `${e.codespace}/${e.code}: ${e.message}`;
      }
    };
    expect(code(() => validateBasic(base))).toBe('ok');
    expect(code(() => validateBasic({ ...base, amount: { denom: 'uxyz', amount: '0' } }))).toBe(
      'sdk/18: invalid shares amount: invalid request',
    );
    expect(code(() => validateBasic({ ...base, amount: undefined }))).toBe(
      'sdk/18: invalid shares amount: invalid request',
    );
    expect(code(() => validateBasic({ ...base, validator: delegator }))).toMatch(
      /^sdk\/7: invalid validator address/,
    );
    expect(
      code(() =>
        validateBasic({ kind: 'redelegate', delegator, src: valoper('a'), dst: 'xyzvaloper1nope', amount }),
      ),
    ).toMatch(/^sdk\/7: invalid destination validator address/);
    expect(
      code(() => validateBasic({ kind: 'withdrawReward', delegator: 'bad', validator: valoper('a') })),
    ).toMatch(/^sdk\/7: invalid delegator address/);
    expect(msgModule(base)).toBe('staking');
    expect(msgModule({ kind: 'withdrawReward', delegator, validator: valoper('a') })).toBe('distribution');
  });
});
