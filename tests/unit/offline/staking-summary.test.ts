// Offline signing accepts the staking, distribution and gov messages: they decode in both dialects and read plainly.
import { describe, expect, it } from 'vitest';
import { decodeBody, dialectOfBody } from '../../../electron/core/offline/decode-tx';
import { messageSigner } from '../../../electron/core/offline/summary';
import {
  buildRedelegate,
  buildUndelegate,
  buildVote,
  buildVoteWeighted,
  withdrawRewardsFrom,
} from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';
import { ALICE } from './fixtures';

const VAL_A = 'xyzvaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnzgcfk3';
const VAL_B = 'xyzvaloper1val2';

const messages = [
  buildUndelegate({ delegator: ALICE, validator: VAL_A, amount: 2_000_000n }),
  buildRedelegate({ delegator: ALICE, source: VAL_A, destination: VAL_B, amount: 1_500_000n }),
  ...withdrawRewardsFrom({ delegator: ALICE, validators: [VAL_A, VAL_B] }),
  buildVote({ voter: ALICE, proposalId: 4n, option: 'no_with_veto' }),
  buildVoteWeighted({
    voter: ALICE,
    proposalId: 5n,
    options: [
      { option: 'yes', weight: '0.600000000000000000' },
      { option: 'no', weight: '0.400000000000000000' },
    ],
  }),
];

describe('offline: staking and governance messages', () => {
  for (const dialect of ['spec', 'cosmos'] as const) {
    it(`decode and describe every message (${dialect} dialect)`, () => {
      const bytes = makeBodyBytes(createTxRegistry(dialect), messages, '', dialect);
      expect(dialectOfBody(bytes)).toBe(dialect);
      const decoded = decodeBody(bytes);
      expect(decoded.lines).toEqual([
        `Undelegate 2 XYZ of ${ALICE} from validator ${VAL_A}`,
        `Redelegate 1.5 XYZ of ${ALICE} from validator ${VAL_A} to validator ${VAL_B}`,
        `Claim staking rewards of ${ALICE} from validator ${VAL_A}`,
        `Claim staking rewards of ${ALICE} from validator ${VAL_B}`,
        `Vote NO WITH VETO on proposal 4 as ${ALICE}`,
        `Vote YES 0.600000000000000000, NO 0.400000000000000000 on proposal 5 as ${ALICE}`,
      ]);
      expect(decoded.messages.map((m) => messageSigner(m))).toEqual(messages.map(() => ALICE));
    });
  }
});
