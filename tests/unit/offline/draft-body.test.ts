// Specification of offline drafts: a send or a delegation typed by the person becomes exactly one message.
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { decodeBody } from '../../../electron/core/offline/decode-tx';
import { draftBody } from '../../../electron/core/offline/draft-body';
import { ALICE, BOB } from './fixtures';

const VALIDATOR = toBech32('xyzvaloper', fromBech32(BOB, 90).data);
const body = (draft: Parameters<typeof draftBody>[0]['draft']) =>
  draftBody({ from: ALICE, draft, prefix: 'xyz', denom: 'uxyz', dialect: 'spec' });

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return (error as WalletError).code;
  }
  throw new Error('expected a refusal');
}

describe('offline drafts', () => {
  it('turn a send into one MsgSend with the memo', () => {
    const decoded = decodeBody(body({ to: BOB, amount: '1,000.5', memo: 'rent' }));
    expect(decoded.lines).toEqual([`Send 1,000.5 XYZ from ${ALICE} to ${BOB}`]);
    expect(decoded.memo).toBe('rent');
  });

  it('turn a delegation into one MsgDelegate to a validator operator address', () => {
    expect(decodeBody(body({ kind: 'delegate', to: VALIDATOR, amount: '3' })).lines).toEqual([
      `Delegate 3 XYZ from ${ALICE} to validator ${VALIDATOR}`,
    ]);
  });

  it('refuse a bad recipient, a validator given as an account address, bad amounts and long memos', () => {
    expect(codeOf(() => body({ to: 'xyz1nope', amount: '1' }))).toBe('invalid_address');
    expect(codeOf(() => body({ to: BOB.replace(/.$/, BOB.endsWith('q') ? 'p' : 'q'), amount: '1' }))).toBe(
      'invalid_address',
    );
    expect(codeOf(() => body({ kind: 'delegate', to: BOB, amount: '1' }))).toBe('invalid_address');
    expect(codeOf(() => body({ kind: 'send', to: VALIDATOR, amount: '1' }))).toBe('invalid_address');
    expect(codeOf(() => body({ to: BOB, amount: '0' }))).toBe('invalid_amount');
    expect(codeOf(() => body({ to: BOB, amount: '1.0000001' }))).toBe('invalid_amount');
    expect(codeOf(() => body({ to: BOB, amount: '1', memo: 'x'.repeat(257) }))).toBe('invalid_memo');
  });
});
