// The Ledger Cosmos app's value labels, joined from the kinds' descriptors and the app's other entries, equal the
// app's own table (cosmos/ledger-cosmos app/src/tx_parser.c value_substitutions, copied verbatim here).
import { describe, expect, it } from 'vitest';
import { DEVICE_VALUE_LABELS } from '../../../shared/ledger/device-tables';

const APP_VALUE_SUBSTITUTIONS: Record<string, string> = {
  'cosmos-sdk/MsgSend': 'Send',
  'cosmos-sdk/MsgDelegate': 'Delegate',
  'cosmos-sdk/MsgUndelegate': 'Undelegate',
  'cosmos-sdk/MsgBeginRedelegate': 'Redelegate',
  'cosmos-sdk/MsgSubmitProposal': 'Propose',
  'cosmos-sdk/MsgDeposit': 'Deposit',
  'cosmos-sdk/MsgVote': 'Vote',
  'cosmos-sdk/MsgWithdrawDelegationReward': 'Withdraw Reward',
  'cosmos-sdk/MsgWithdrawValidatorCommission': 'Withdraw Val. Commission',
  'cosmos-sdk/MsgSetWithdrawAddress': 'Withdraw Set Address',
  'cosmos-sdk/MsgMultiSend': 'Multi Send',
};

describe('the device value labels', () => {
  it('are exactly the app’s table', () => {
    expect(DEVICE_VALUE_LABELS).toEqual(APP_VALUE_SUBSTITUTIONS);
  });
});
