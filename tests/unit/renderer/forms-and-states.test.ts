// Send and trade forms: warnings before signing, "Max" that leaves exactly the fee, one confirm per review, review text.
import { describe, expect, it } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import { checkAddress } from '../../../shared/address';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import {
  recipientWarnings,
  slippageWarnings,
  SLIPPAGE_STRONG_BPS,
  SLIPPAGE_WARN_BPS,
  warningText,
} from '../../../renderer/src/lib/send-warnings';
import { maxSendAmount } from '../../../renderer/src/lib/validate';
import { ConfirmGuard } from '../../../renderer/src/lib/confirm-guard';
import { contactName, formatGas } from '../../../renderer/src/lib/review-view';
import { nodeCheckProblem } from '../../../renderer/src/lib/node-check';
import { offlineText, updatedText } from '../../../renderer/src/lib/offline-state';
import { humanError, renderedText } from '../../../renderer/src/lib/errors';

const alice = DEVNET_KEYS.alice.address;
const bob = DEVNET_KEYS.bob.address;
const contract = toBech32('xyz', new Uint8Array(32).fill(7));

describe('recipient warnings', () => {
  it('warns when sending to one of your own accounts, whatever the case', () => {
    expect(recipientWarnings(alice.toUpperCase(), [alice])).toEqual([{ code: 'self_send', level: 'warn' }]);
    expect(recipientWarnings(bob, [alice])).toEqual([]);
  });
  it('warns strongly when a plain send goes to a 32-byte (contract) address', () => {
    expect(checkAddress(contract).ok).toBe(true);
    expect(recipientWarnings(contract, [alice])).toEqual([{ code: 'contract_address', level: 'strong' }]);
  });
  it("refuses another chain's prefix outright (an error, not a warning)", () => {
    const cosmos = toBech32('cosmos', new Uint8Array(20).fill(1));
    expect(checkAddress(cosmos, 'xyz')).toMatchObject({ ok: false, reason: 'wrong_prefix' });
  });
  it('words every warning', () => {
    expect(warningText({ code: 'self_send', level: 'warn' })).toContain('your own accounts');
  });
});

describe('slippage warnings', () => {
  it('stays quiet up to 5%, warns above, warns strongly above 20%', () => {
    expect([SLIPPAGE_WARN_BPS, SLIPPAGE_STRONG_BPS]).toEqual([500, 2000]);
    expect(slippageWarnings(200)).toEqual([]);
    expect(slippageWarnings(500)).toEqual([]);
    expect(slippageWarnings(501)).toEqual([{ code: 'slippage_high', level: 'warn' }]);
    expect(slippageWarnings(2000)).toEqual([{ code: 'slippage_high', level: 'warn' }]);
    expect(slippageWarnings(5000)).toEqual([{ code: 'slippage_very_high', level: 'strong' }]);
    expect(slippageWarnings(null)).toEqual([]);
  });
});

describe('maxSendAmount', () => {
  it('keeps back the estimated fee of the tier before any review', () => {
    expect(maxSendAmount(1_000_000n, 'average')).toBe(994_000n);
    expect(maxSendAmount(1_000_000n, 'high')).toBe(992_000n);
  });
  it("keeps back exactly the review's fee of the tier once known, so amount + fee = spendable", () => {
    const fees = { low: '4375', average: '5250', high: '7000' };
    expect(maxSendAmount(1_013_456_789n, 'average', fees) + 5250n).toBe(1_013_456_789n);
    expect(maxSendAmount(1_013_456_789n, 'low', fees) + 4375n).toBe(1_013_456_789n);
  });
  it('never goes below zero', () => {
    expect(maxSendAmount(10n, 'average')).toBe(0n);
  });
});

describe('ConfirmGuard', () => {
  it('lets a review be confirmed once: not while in flight, not after', () => {
    const guard = new ConfirmGuard();
    expect(guard.begin('r1')).toBe(true);
    expect(guard.allows('r1')).toBe(false);
    expect(guard.begin('r2')).toBe(false); // one confirm at a time
    guard.finish();
    expect(guard.begin('r1')).toBe(false); // the same draft never twice
    expect(guard.begin('r2')).toBe(true);
  });
});

describe('review text', () => {
  it('groups gas by thousands', () => {
    expect(formatGas('175000')).toBe('175,000');
    expect(formatGas('1234567')).toBe('1,234,567');
    expect(formatGas('abc')).toBe('abc');
  });
  it("finds a recipient's address-book name", () => {
    const book = [{ id: 'b', name: 'Bob', address: bob, memo: '', createdAt: 0, updatedAt: 0 }];
    expect(contactName(book, bob.toUpperCase())).toBe('Bob');
    expect(contactName(book, alice)).toBeNull();
  });
});

describe('nodeCheckProblem', () => {
  it("words core's chain-id refusal in one sentence naming both ids", () => {
    const problem = nodeCheckProblem({
      code: 'chain_id_mismatch',
      message: 'The node reports chain "other-7", but the profile says "xyz-1".',
      details: { nodeChainId: 'other-7', expectedChainId: 'xyz-1' },
    });
    expect(problem).toMatchObject({ kind: 'mismatch', level: 'bad' });
    expect(problem?.text).toBe(
      'This node is on chain “other-7”, not “xyz-1”: check the chain id and the REST URL.',
    );
  });
  it("words core's dialect refusal naming the module names the node answered with, and offers them", () => {
    const problem = nodeCheckProblem({
      code: 'dialect_mismatch',
      message: 'The node answers in the cosmos dialect, but the profile says spec.',
      details: { nodeDialect: 'cosmos', expectedDialect: 'spec' },
    });
    expect(problem).toMatchObject({ kind: 'dialect', level: 'bad', nodeDialect: 'cosmos' });
    expect(problem?.text).toBe(
      'This node answers in Stock Cosmos SDK (cosmos / cosmwasm), not in XYZ chain (ledger / ledgerwasm) as this profile says: the wallet would ask it for paths it does not have.',
    );
    expect(
      nodeCheckProblem({
        code: 'dialect_mismatch',
        message: 'x',
        details: { nodeDialect: 'klingon', expectedDialect: 'spec' },
      }),
    ).toBeNull();
  });
  it('offers an unreachable node as a warning, without the raw error', () => {
    const problem = nodeCheckProblem({
      code: 'network',
      message: 'Could not reach https://rest.example: connect ECONNREFUSED 127.0.0.1:1317',
      details: { unverified: true, restUrl: 'https://rest.example' },
    });
    expect(problem).toMatchObject({ kind: 'unverified', level: 'warn' });
    expect(problem?.text).toContain('https://rest.example');
    expect(problem?.text).not.toContain('ECONNREFUSED');
  });
  it('leaves other errors to ErrorNote', () => {
    expect(nodeCheckProblem({ code: 'already_exists', message: 'exists' })).toBeNull();
    expect(nodeCheckProblem({ code: 'network', message: 'down' })).toBeNull();
  });
});

describe('offline state', () => {
  const now = new Date(2026, 10, 23, 23, 50).getTime();
  it('names the time the cache was written, never "now"', () => {
    expect(offlineText(now - 5_000, now)).toBe('Node unreachable — showing data cached at 11:49 PM.');
    expect(offlineText(new Date(2026, 10, 22, 18, 5).getTime(), now)).toBe(
      'Node unreachable — showing data cached at Nov 22, 2026, 6:05 PM.',
    );
    expect(offlineText(null, now)).toBe('Node unreachable — no data cached yet.');
  });
});

describe('network failures are worded, the raw error stays behind the disclosure', () => {
  it.each(['network', 'timeout', 'bad_response'] as const)('%s', (code) => {
    const raw = 'Could not reach http://127.0.0.1:1317: connect ECONNREFUSED 127.0.0.1:1317';
    const human = humanError({ code, message: raw });
    expect(human.text).not.toContain('ECONNREFUSED');
    expect(human.text).not.toContain('127.0.0.1');
    expect(human.detail).toContain('ECONNREFUSED');
  });
});

describe("the dashboard's updated line", () => {
  const now = Date.parse('2026-11-22T23:10:00');

  it('says how old the data is while the node answers, "now" included', () => {
    expect(updatedText(now, now, false)).toBe('Updated now');
    expect(updatedText(now - 2 * 60_000, now, false)).toBe('Updated 2 minutes ago');
  });

  it('says when the data was last fetched while the node is unreachable, and never "now"', () => {
    expect(updatedText(now - 3 * 60_000, now, true)).toBe('Last updated 3 minutes ago');
    expect(updatedText(now - 5_000, now, true)).toBe('Last updated 5 seconds ago');
    expect(updatedText(now, now, true)).toBeNull();
    expect(updatedText(now + 2_000, now, true)).toBeNull();
  });

  it('says nothing when nothing was ever fetched', () => {
    expect(updatedText(null, now, true)).toBeNull();
    expect(updatedText(null, now, false)).toBeNull();
  });
});

describe('an offline file of the other dialect', () => {
  it('is refused in the renderer’s words, naming the module names of the file and of the network', () => {
    const error = {
      code: 'dialect_mismatch' as const,
      message: 'This file was made for a network that uses the stock Cosmos SDK names …',
      details: { reason: 'wrong_dialect', fileDialect: 'cosmos', networkDialect: 'spec' },
    };
    expect(renderedText(error)).toBe(
      'This file was made for a network that uses stock Cosmos SDK names (cosmos / cosmwasm), but the active network uses XYZ chain names (ledger / ledgerwasm): choose a network of the file’s kind, or make the file again on this one.',
    );
    expect(humanError(error).detail).toBeNull();
  });
});
