import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { fromBech32, fromUtf8, toBech32 } from '@cosmjs/encoding';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { toAminoMsg } from '../../../../electron/core/tx/amino';
import {
  buildRedelegate,
  buildUndelegate,
  buildVote,
  buildVoteWeighted,
  withdrawRewardsFrom,
} from '../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../../electron/core/tx/tx-bytes';
import { ALICE } from './fixtures';

const valoper = (seed: string) => toBech32('xyzvaloper', fromBech32(seed, 90).data);
const VAL_A = valoper(ALICE.address);
const VAL_B = toBech32('xyzvaloper', new Uint8Array(20).fill(7));

const FEE = { amount: [{ denom: 'uxyz', amount: '5250' }], gas: '175000' };

/** The exact bytes an amino signer signs for one message, as text. */
function signDocText(message: Parameters<typeof toAminoMsg>[0], dialect: 'spec' | 'cosmos'): string {
  return fromUtf8(
    serializeSignDoc(makeSignDoc([toAminoMsg(message, dialect)], FEE, 'xyz-devnet-1', '', 7, 3)),
  );
}

const docPrefix =
  '{"account_number":"7","chain_id":"xyz-devnet-1","fee":{"amount":[{"amount":"5250","denom":"uxyz"}],"gas":"175000"},"memo":"","msgs":[';
const docSuffix = '],"sequence":"3"}';

describe('staking, distribution and gov messages: amino sign docs (sorted keys) in both dialects', () => {
  const cases = [
    {
      name: 'MsgUndelegate',
      message: buildUndelegate({ delegator: ALICE.address, validator: VAL_A, amount: 2_500_000n }),
      msg: (p: string) =>
        `{"type":"${p}-sdk/MsgUndelegate","value":{"amount":{"amount":"2500000","denom":"uxyz"},"delegator_address":"${ALICE.address}","validator_address":"${VAL_A}"}}`,
    },
    {
      name: 'MsgBeginRedelegate',
      message: buildRedelegate({ delegator: ALICE.address, source: VAL_A, destination: VAL_B, amount: 1n }),
      msg: (p: string) =>
        `{"type":"${p}-sdk/MsgBeginRedelegate","value":{"amount":{"amount":"1","denom":"uxyz"},"delegator_address":"${ALICE.address}","validator_dst_address":"${VAL_B}","validator_src_address":"${VAL_A}"}}`,
    },
    {
      name: 'MsgWithdrawDelegatorReward',
      message: withdrawRewardsFrom({ delegator: ALICE.address, validators: [VAL_A] })[0]!,
      msg: (p: string) =>
        `{"type":"${p}-sdk/MsgWithdrawDelegationReward","value":{"delegator_address":"${ALICE.address}","validator_address":"${VAL_A}"}}`,
    },
    {
      name: 'MsgVote (gov v1: proposal id as a string, option as its number, empty metadata omitted)',
      message: buildVote({ voter: ALICE.address, proposalId: 12n, option: 'no_with_veto' }),
      msg: (p: string) =>
        `{"type":"${p}-sdk/v1/MsgVote","value":{"option":4,"proposal_id":"12","voter":"${ALICE.address}"}}`,
    },
    {
      name: 'MsgVoteWeighted (18-digit decimal weights)',
      message: buildVoteWeighted({
        voter: ALICE.address,
        proposalId: 3n,
        options: [
          { option: 'yes', weight: '0.700000000000000000' },
          { option: 'abstain', weight: '0.300000000000000000' },
        ],
      }),
      msg: (p: string) =>
        `{"type":"${p}-sdk/v1/MsgVoteWeighted","value":{"options":[{"option":1,"weight":"0.700000000000000000"},{"option":2,"weight":"0.300000000000000000"}],"proposal_id":"3","voter":"${ALICE.address}"}}`,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ledger-sdk names under the spec dialect`, () => {
      expect(signDocText(c.message, 'spec')).toBe(`${docPrefix}${c.msg('ledger')}${docSuffix}`);
    });
    it(`${c.name}: cosmos-sdk names under the cosmos dialect`, () => {
      expect(signDocText(c.message, 'cosmos')).toBe(`${docPrefix}${c.msg('cosmos')}${docSuffix}`);
    });
  }
});

describe('staking, distribution and gov messages: protobuf', () => {
  const messages = [
    buildUndelegate({ delegator: ALICE.address, validator: VAL_A, amount: 5n }),
    buildRedelegate({ delegator: ALICE.address, source: VAL_A, destination: VAL_B, amount: 5n }),
    ...withdrawRewardsFrom({ delegator: ALICE.address, validators: [VAL_A, VAL_B] }),
    buildVote({ voter: ALICE.address, proposalId: 9n, option: 'yes' }),
    buildVoteWeighted({
      voter: ALICE.address,
      proposalId: 9n,
      options: [{ option: 'no', weight: '1.000000000000000000' }],
    }),
  ];

  it('spells every type URL in the profile dialect and decodes back to the same value', () => {
    for (const dialect of ['spec', 'cosmos'] as const) {
      const registry = createTxRegistry(dialect);
      const body = TxBody.decode(makeBodyBytes(registry, messages, '', dialect));
      expect(body.messages.map((m) => m.typeUrl)).toEqual(
        dialect === 'spec'
          ? [
              '/ledger.staking.v1beta1.MsgUndelegate',
              '/ledger.staking.v1beta1.MsgBeginRedelegate',
              '/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward',
              '/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward',
              '/ledger.gov.v1.MsgVote',
              '/ledger.gov.v1.MsgVoteWeighted',
            ]
          : [
              '/cosmos.staking.v1beta1.MsgUndelegate',
              '/cosmos.staking.v1beta1.MsgBeginRedelegate',
              '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
              '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
              '/cosmos.gov.v1.MsgVote',
              '/cosmos.gov.v1.MsgVoteWeighted',
            ],
      );
      body.messages.forEach((any, i) => expect(registry.decode(any)).toEqual(messages[i]!.value));
    }
  });

  it('"Claim all" is one withdraw message per validator', () => {
    expect(withdrawRewardsFrom({ delegator: ALICE.address, validators: [VAL_A, VAL_B] })).toEqual([
      {
        typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
        value: { delegatorAddress: ALICE.address, validatorAddress: VAL_A },
      },
      {
        typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
        value: { delegatorAddress: ALICE.address, validatorAddress: VAL_B },
      },
    ]);
  });

  it('votes carry gov v1 option numbers', () => {
    const option = (o: 'yes' | 'abstain' | 'no' | 'no_with_veto') =>
      (buildVote({ voter: ALICE.address, proposalId: 1n, option: o }).value as { option: number }).option;
    expect([option('yes'), option('abstain'), option('no'), option('no_with_veto')]).toEqual([1, 2, 3, 4]);
  });
});
