// What the CLI prints: one-line errors (JSON with --json), --quiet, the review's fields and warnings, the help.
import { toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../cli/commands';
import { commandHelp, overviewHelp } from '../../../cli/help';
import { CliFailure, createOutput } from '../../../cli/io/output';
import { errorSentence } from '../../../cli/messages';
import {
  balanceChangeLines,
  recipientWarnings,
  reviewJson,
  reviewText,
  showsReview,
  slippageWarnings,
} from '../../../cli/review';
import type { TxReview } from '../../../shared/api/tx';

function capture(mode: { json: boolean; quiet: boolean }) {
  const written = { out: '', err: '' };
  const output = createOutput(mode, { out: (s) => (written.out += s), err: (s) => (written.err += s) });
  return { output, written };
}

const REVIEW: TxReview = {
  reviewId: 'r1',
  kind: 'send',
  summary: 'Send 1.5 XYZ to xyz1abc',
  accountId: 'a1',
  from: 'xyz1from',
  chainId: 'xyz-devnet-1',
  messages: [],
  memo: '',
  gasUsed: '80000',
  gasLimit: '104000',
  gasAdjustment: 1.3,
  feeTier: 'average',
  fee: { denom: 'uxyz', amount: '2600' },
  fees: { low: '1040', average: '2600', high: '4160' },
  spend: '1500000',
  total: '1502600',
  feeAlert: null,
  spendable: '10000000',
  signMode: 'direct',
  accountNumber: '7',
  sequence: '3',
  signDocHash: 'AB'.repeat(32),
  expiresAt: 0,
  balanceChanges: [],
  previewMismatches: [],
};

describe('output', () => {
  it('prints an error as one line, or as {"error":{code,message}} with --json', () => {
    const text = capture({ json: false, quiet: false });
    text.output.error(new CliFailure('network', 'The node\ncould not be reached.'));
    expect(text.written.err).toBe('xyz-wallet: The node could not be reached.\n');
    const json = capture({ json: true, quiet: false });
    json.output.error(new CliFailure('wrong_password', 'That password is not correct.'));
    expect(JSON.parse(json.written.err)).toEqual({
      error: { code: 'wrong_password', message: 'That password is not correct.' },
    });
  });

  it('--json prints the data, --quiet prints nothing and notes never reach stdout', () => {
    const json = capture({ json: true, quiet: false });
    json.output.result({ a: 1 }, () => 'text');
    json.output.note('progress');
    expect(JSON.parse(json.written.out)).toEqual({ a: 1 });
    expect(json.written.err).toBe('');
    const quiet = capture({ json: false, quiet: true });
    quiet.output.result({ a: 1 }, () => 'text');
    expect(quiet.written.out).toBe('');
  });

  it("maps core codes to the CLI's sentences, keeping the core's detail where it is the point", () => {
    expect(errorSentence('insufficient_funds')).toBe('Not enough funds to cover the amount and the fee.');
    expect(errorSentence('not_found', 'No such validator.')).toBe('Not found. No such validator.');
    expect(errorSentence('some_new_code', 'core says')).toBe('core says');
  });
});

describe('the review', () => {
  it('shows amount, fee with its tier, total, gas with separators, memo and the sign hash', () => {
    const text = reviewText(REVIEW, { recipient: { address: 'xyz1abc', contact: 'Shop' }, warnings: [] });
    expect(text).toContain('To:         xyz1abc (Shop)');
    expect(text).toContain('Amount:     1.5 XYZ');
    expect(text).toContain('Fee:        0.0026 XYZ (average)');
    expect(text).toContain('Total:      1.5026 XYZ');
    expect(text).toContain('Gas:        104,000 limit (estimated 80,000 x 1.3)');
    expect(text).toContain('Memo:       (none)');
    expect(text).toContain(`Sign hash:  ${'AB'.repeat(32)}`);
  });

  it("warns by the app's own rule (shared/send-warnings): a look-alike of a known address, a loose slippage", () => {
    const known = toBech32('xyz', new Uint8Array(20).fill(1));
    const data = known.slice(4);
    const lookAlike = `xyz1${data.slice(0, 4)}${'q'.repeat(data.length - 8)}${data.slice(-4)}`;
    expect(recipientWarnings(lookAlike, [], [known])).toEqual(['look_alike']);
    expect(recipientWarnings(known, [], [known])).toEqual([]);
    expect(slippageWarnings(200)).toEqual([]);
    expect(slippageWarnings(1000)).toEqual(['slippage_high']);
    expect(slippageWarnings(3000)).toEqual(['slippage_very_high']);
    expect(reviewText(REVIEW, { warnings: ['look_alike'] })).toMatch(/Warning: +.*compare every character/);
  });

  it('warns about own accounts and contract addresses, as the app does', () => {
    const contract = toBech32('xyz', new Uint8Array(32).fill(7));
    expect(recipientWarnings('XYZ1OWN', ['xyz1own'])).toEqual(['self_send']);
    expect(recipientWarnings(contract, [])).toEqual(['contract_address']);
    const text = reviewText(REVIEW, { warnings: ['self_send'] });
    expect(text).toMatch(/Warning: +This is one of your own accounts/);
    expect(reviewJson(REVIEW, { warnings: ['contract_address'] })).toMatchObject({
      amount: '1500000',
      fee: { denom: 'uxyz', amount: '2600' },
      total: '1502600',
      warnings: ['contract_address'],
    });
  });
});

describe('help', () => {
  it('the overview names every command; each command has its own usage', () => {
    const overview = overviewHelp(COMMANDS);
    for (const command of COMMANDS) {
      expect(overview).toContain(command.path.join(' '));
      expect(commandHelp(command)).toMatch(new RegExp(`^Usage: xyz-wallet ${command.path.join(' ')}`));
    }
  });
});

describe('when the review is printed', () => {
  it('always when asking; with --yes only for a person reading text', () => {
    expect(showsReview({})).toBe(true);
    expect(showsReview({ json: true })).toBe(true);
    expect(showsReview({ yes: true })).toBe(true);
    expect(showsReview({ yes: true, json: true })).toBe(false);
    expect(showsReview({ yes: true, quiet: true })).toBe(false);
  });
});

describe('the review shows the balance-change preview', () => {
  it('prints each simulated change and a mismatch warning', () => {
    const lines = balanceChangeLines({
      ...REVIEW,
      balanceChanges: [
        { denom: 'uxyz', delta: '-10005000' },
        { token: 'xyz1token', delta: '16485000000' },
      ],
      previewMismatches: [{ kind: 'outflow_differs' } as never],
    });
    expect(lines[0]).toMatch(/^Change: +-10\.005 XYZ/);
    expect(lines[1]).toBe('Change:     +16485000000 of xyz1token (base units)');
    expect(lines[2]).toMatch(/does not match/);
  });
});
