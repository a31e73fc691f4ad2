import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/data';
import { buildNameBook } from '../../../renderer/src/lib/row-names';
import {
  claimedFromEvents,
  stakingLine,
  uxyzOfCoinString,
  weightPercent,
} from '../../../renderer/src/lib/staking-lines';
import { messageLines, rowType, summarize } from '../../../renderer/src/lib/tx-summary';

const ME = 'xyz1me00000000000000000000000000000000000';
const V1 = 'xyzvaloper1one';
const V2 = 'xyzvaloper1two';
const book = buildNameBook({
  validators: [
    { operatorAddress: V1, moniker: 'Validator One' },
    { operatorAddress: V2, moniker: 'Validator Two' },
  ],
});

const withdraw = (validator: string, amount: string, delegator = ME) => ({
  type: 'withdraw_rewards',
  attributes: [
    { key: 'amount', value: amount },
    { key: 'validator', value: validator },
    { key: 'delegator', value: delegator },
  ],
});
const claimMsg = (validator: string) => ({
  '@type': '/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward',
  delegator_address: ME,
  validator_address: validator,
});

function row(messages: unknown[], events: unknown[] = []): HistoryEntry {
  return {
    hash: 'AB',
    height: 9,
    timestamp: '2026-11-24T02:00:00Z',
    code: 0,
    memo: '',
    fee: [{ denom: 'uxyz', amount: '5000' }],
    messages,
    direction: 'self',
    rawLog: events.length ? JSON.stringify([{ msg_index: 0, log: '', events }]) : '',
  };
}

describe('claimed rewards come from the withdraw_rewards events', () => {
  it('reads the uxyz of an SDK coin string and ignores other denoms', () => {
    expect(uxyzOfCoinString('1234uxyz')).toBe(1234n);
    expect(uxyzOfCoinString('5uatom,1234uxyz')).toBe(1234n);
    expect(uxyzOfCoinString('0uxyz')).toBe(0n);
    expect(uxyzOfCoinString('')).toBe(0n);
  });

  it('sums the events of one validator, or of all; null when no event says', () => {
    const events = [withdraw(V1, '1500000uxyz'), withdraw(V2, '250uxyz'), withdraw(V1, '7uxyz', 'xyz1other')];
    expect(claimedFromEvents(events, V1, ME)).toBe(1_500_000n);
    expect(claimedFromEvents(events, V2, ME)).toBe(250n);
    expect(claimedFromEvents(events, null, ME)).toBe(1_500_250n);
    expect(claimedFromEvents([], V1)).toBeNull();
  });

  it('a single claim row shows the amount paid and the validator by moniker', () => {
    const r = row([claimMsg(V1)], [withdraw(V1, '1500000uxyz')]);
    expect(rowType(r)).toBe('delegate');
    expect(summarize(r, book)).toMatchObject({
      label: 'Claim rewards',
      amount: '+1.5 XYZ',
      counterparty: 'Validator One',
      sentence: 'Claimed 1.5 XYZ of rewards from Validator One',
    });
  });

  it('a "Claim all" row shows the total of every validator and the detail one line each', () => {
    const r = row([claimMsg(V1), claimMsg(V2)], [withdraw(V1, '1500000uxyz'), withdraw(V2, '250uxyz')]);
    expect(summarize(r, book)).toMatchObject({
      amount: '+1.50025 XYZ',
      counterparty: '2 validators',
      sentence: 'Claimed 1.50025 XYZ of rewards from 2 validators',
    });
    expect(messageLines(r, book).map((l) => [l.sentence, l.amount])).toEqual([
      ['Claimed 1.5 XYZ of rewards from Validator One', '+1.5 XYZ'],
      ['Claimed 0.00025 XYZ of rewards from Validator Two', '+0.00025 XYZ'],
    ]);
  });

  it('a claim whose events are unknown (no log) shows no invented amount', () => {
    expect(summarize(row([claimMsg(V1)]), book)).toMatchObject({
      amount: '',
      sentence: 'Claimed the rewards from Validator One',
    });
  });
});

describe('one readable line per staking and governance message', () => {
  const line = (m: Record<string, unknown>) => stakingLine(m, [], book)?.sentence;

  it('delegate, undelegate and redelegate name the validators and the amount', () => {
    const amount = { denom: 'uxyz', amount: '5000000' };
    expect(line({ '@type': '/ledger.staking.v1beta1.MsgDelegate', validator_address: V1, amount })).toBe(
      'Delegated 5 XYZ to Validator One',
    );
    expect(line({ '@type': '/cosmos.staking.v1beta1.MsgUndelegate', validator_address: V1, amount })).toBe(
      'Undelegated 5 XYZ from Validator One; it comes back after the unbonding period',
    );
    expect(
      line({
        '@type': '/ledger.staking.v1beta1.MsgBeginRedelegate',
        validator_src_address: V1,
        validator_dst_address: V2,
        amount,
      }),
    ).toBe('Redelegated 5 XYZ from Validator One to Validator Two');
  });

  it('a vote names the proposal and the option, as enum number or proto-JSON name', () => {
    expect(line({ '@type': '/ledger.gov.v1.MsgVote', proposal_id: '3', option: 1 })).toBe(
      'Voted Yes on proposal #3',
    );
    expect(
      line({ '@type': '/cosmos.gov.v1.MsgVote', proposal_id: '3', option: 'VOTE_OPTION_NO_WITH_VETO' }),
    ).toBe('Voted No with veto on proposal #3');
    expect(
      line({
        '@type': '/ledger.gov.v1.MsgVoteWeighted',
        proposal_id: '4',
        options: [
          { option: 'VOTE_OPTION_YES', weight: '0.700000000000000000' },
          { option: 3, weight: '0.300000000000000000' },
        ],
      }),
    ).toBe('Split vote on proposal #4: Yes 70%, No 30%');
  });

  it('a vote row names the proposal and choice where a counterparty would be', () => {
    expect(
      summarize(row([{ '@type': '/ledger.gov.v1.MsgVote', proposal_id: '3', option: 2 }]), book),
    ).toMatchObject({ label: 'Vote', amount: '', counterparty: 'Proposal #3 · Abstain' });
  });

  it('weights read as percents without trailing zeros', () => {
    expect(weightPercent('0.333333333333333333')).toBe('33.33%');
    expect(weightPercent('1.000000000000000000')).toBe('100%');
    expect(weightPercent('0.125')).toBe('12.5%');
  });

  it('other messages have no staking line', () => {
    expect(stakingLine({ '@type': '/ledger.bank.v1beta1.MsgSend' }, [], book)).toBeNull();
  });
});
