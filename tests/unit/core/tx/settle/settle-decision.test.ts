// Every open transaction settles (decision 0209): the decision from what the node says now, as a pure function.
// Today's tracker only looked a tx up by hash and, after 90 s, left it 'broadcasting' / 'pending' / 'unknown'.
import { describe, expect, it } from 'vitest';
import {
  decideSettle,
  rebroadcastOutcome,
  slowCheckDelay,
  type SettleFacts,
} from '../../../../../electron/core/tx/settle/settle-decision';

const facts = (overrides: Partial<SettleFacts>): SettleFacts => ({
  status: 'pending',
  byHash: { found: false },
  txSequence: 7n,
  accountSequence: 7n,
  nodeReachable: true,
  ...overrides,
});

describe('decideSettle', () => {
  it.each(['broadcasting', 'pending', 'unknown'] as const)(
    'a %s tx found in a block records its result (code 0 included, else failed)',
    (status) => {
      expect(decideSettle(facts({ status, byHash: { found: true, code: 0 } }))).toEqual({
        action: 'record',
        status: 'included',
      });
      expect(decideSettle(facts({ status, byHash: { found: true, code: 11 } }))).toEqual({
        action: 'record',
        status: 'failed',
      });
    },
  );

  it.each(['broadcasting', 'pending', 'unknown'] as const)(
    "a %s tx not found whose sequence is the account's next one is sent again (identical bytes)",
    (status) => {
      expect(decideSettle(facts({ status, accountSequence: 7n, txSequence: 7n }))).toEqual({
        action: 'rebroadcast',
      });
    },
  );

  it('a tx waiting behind an earlier sequence (account 5, tx 7) is sent again too, never dropped', () => {
    expect(decideSettle(facts({ accountSequence: 5n, txSequence: 7n }))).toEqual({ action: 'rebroadcast' });
  });

  it('a tx of an account the chain has never seen (sequence 0) is sent again', () => {
    expect(decideSettle(facts({ accountSequence: 0n, txSequence: 0n }))).toEqual({ action: 'rebroadcast' });
  });

  it.each(['broadcasting', 'pending', 'unknown'] as const)(
    "a %s tx not found once the account's sequence moved past it is dropped (it can never be included)",
    (status) => {
      expect(decideSettle(facts({ status, accountSequence: 8n, txSequence: 7n }))).toEqual({
        action: 'drop',
        reason: 'sequence_used',
      });
    },
  );

  it('an unknown tx never stays unknown once the node answers: every answer leads to an action', () => {
    for (const byHash of [{ found: true, code: 0 }, { found: false }] as const) {
      for (const accountSequence of [6n, 7n, 8n]) {
        const action = decideSettle(facts({ status: 'unknown', byHash, accountSequence })).action;
        expect(['record', 'rebroadcast', 'drop']).toContain(action);
      }
    }
  });

  it('waits (changes nothing) while the node cannot answer', () => {
    expect(decideSettle(facts({ nodeReachable: false }))).toEqual({ action: 'wait' });
    expect(decideSettle(facts({ byHash: null }))).toEqual({ action: 'wait' });
    expect(decideSettle(facts({ status: 'unknown', nodeReachable: false, accountSequence: 9n }))).toEqual({
      action: 'wait',
    });
  });

  it('a row without readable bytes is only looked up by hash (no sequence to judge, nothing to resend)', () => {
    expect(decideSettle(facts({ txSequence: null, accountSequence: null }))).toEqual({
      action: 'lookup_only',
    });
  });

  it.each(['included', 'failed', 'dropped'] as const)('a %s row is final: nothing to do', (status) => {
    expect(decideSettle(facts({ status }))).toEqual({ action: 'none' });
  });
});

// Decision 0216: a tx is dead only when provably so: its sequence used by another tx, or its timeout height passed.
describe('decideSettle with a timeout height (one review, at most one payment)', () => {
  const withTimeout = (latestHeight: bigint | null, more: Partial<SettleFacts> = {}) =>
    facts({ timeoutHeight: 100n, latestHeight, ...more });

  it.each(['broadcasting', 'pending', 'unknown'] as const)(
    'a %s tx not found once the chain reached its timeout height is dropped as expired',
    (status) => {
      expect(decideSettle(withTimeout(100n, { status }))).toEqual({ action: 'drop', reason: 'expired' });
      expect(decideSettle(withTimeout(250n, { status }))).toEqual({ action: 'drop', reason: 'expired' });
    },
  );

  it('a tx not found before its timeout height, with its sequence unused, is sent again (never dropped)', () => {
    expect(decideSettle(withTimeout(99n))).toEqual({ action: 'rebroadcast' });
    expect(decideSettle(withTimeout(99n, { accountSequence: 5n }))).toEqual({ action: 'rebroadcast' });
  });

  it('a tx found by hash is recorded whatever the height (it was included in time)', () => {
    expect(decideSettle(withTimeout(500n, { byHash: { found: true, code: 0 } }))).toEqual({
      action: 'record',
      status: 'included',
    });
  });

  it('a tx whose sequence another tx used is dropped as such, before or after its timeout height', () => {
    for (const latest of [50n, 150n]) {
      expect(decideSettle(withTimeout(latest, { accountSequence: 8n }))).toEqual({
        action: 'drop',
        reason: 'sequence_used',
      });
    }
  });

  it('neither: no timeout height (an offline file) or no known height is never dropped for time', () => {
    expect(decideSettle(facts({ timeoutHeight: null, latestHeight: 10_000n }))).toEqual({
      action: 'rebroadcast',
    });
    expect(decideSettle(withTimeout(null))).toEqual({ action: 'rebroadcast' });
  });

  it('waits while the node cannot answer, even past the timeout height', () => {
    expect(decideSettle(withTimeout(500n, { nodeReachable: false }))).toEqual({ action: 'wait' });
  });
});

describe('rebroadcastOutcome', () => {
  it('code 30 (tx timeout height) means the tx can never be included: expired', () => {
    expect(
      rebroadcastOutcome({
        code: 30,
        codespace: 'sdk',
        rawLog: 'block height: 131, timeout height: 130: tx timeout height',
      }),
    ).toEqual({ kind: 'expired' });
    expect(rebroadcastOutcome({ code: 30, codespace: 'wasm', rawLog: 'x' })).toEqual({
      kind: 'rejected',
      code: 30,
      rawLog: 'x',
    });
  });

  it('code 0 and code 19 ("already in mempool") are accepted: the same hash is the same tx', () => {
    expect(rebroadcastOutcome({ code: 0, codespace: '', rawLog: '' })).toEqual({ kind: 'accepted' });
    expect(rebroadcastOutcome({ code: 19, codespace: 'sdk', rawLog: 'tx already exists in cache' })).toEqual({
      kind: 'accepted',
    });
  });

  it('code 32 (not its turn) and 20 (mempool full) wait; a contract code 19 is a real rejection', () => {
    expect(rebroadcastOutcome({ code: 32, codespace: 'sdk', rawLog: '' })).toEqual({ kind: 'waiting' });
    expect(rebroadcastOutcome({ code: 20, codespace: 'sdk', rawLog: '' })).toEqual({ kind: 'waiting' });
    expect(rebroadcastOutcome({ code: 19, codespace: 'wasm', rawLog: 'x' })).toEqual({
      kind: 'rejected',
      code: 19,
      rawLog: 'x',
    });
  });

  it('any other CheckTx code rejects it (nothing entered the mempool); no reply means ask later', () => {
    expect(rebroadcastOutcome({ code: 5, codespace: 'sdk', rawLog: 'insufficient funds' })).toEqual({
      kind: 'rejected',
      code: 5,
      rawLog: 'insufficient funds',
    });
    expect(rebroadcastOutcome(null)).toEqual({ kind: 'no_answer' });
  });
});

describe('slowCheckDelay', () => {
  it('doubles from the first delay and stops growing at the cap', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map((n) => slowCheckDelay(n, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});
