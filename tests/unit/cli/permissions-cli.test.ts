// The authz and feegrant commands' words: every message of a grant or revoke review in the signing summary's words
// (what a Ledger or the offline signer shows), a permission as one line, and --expires read as days or a zoned time.
import { describe, expect, it } from 'vitest';
import type { PermissionView } from '../../../shared/api/permissions';
import type { TxReview } from '../../../shared/api/tx';
import { expiresOption, messageLines, permissionLine } from '../../../cli/commands/authz-support';
import type { CommandContext } from '../../../cli/context';

const ALICE = 'xyz1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';

describe('a permission review on the terminal', () => {
  it('prints each message in the signing summary’s words', () => {
    const review = {
      messages: [
        {
          '@type': '/ledger.authz.v1beta1.MsgRevoke',
          granter: ALICE,
          grantee: BOB,
          msg_type_url: '/ledger.bank.v1beta1.MsgSend',
        },
        { '@type': '/ledger.feegrant.v1beta1.MsgRevokeAllowance', granter: ALICE, grantee: BOB },
      ],
    } as unknown as TxReview;
    const lines = messageLines(review);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Message 1: .*Revoke.*MsgSend/);
    expect(lines[0]).toContain(BOB);
    expect(lines[1]).toMatch(/^Message 2: .*fee allowance/i);
  });

  it('says what a permission allows, until when, and why it is flagged', () => {
    const view = {
      kind: 'authz',
      granter: ALICE,
      grantee: BOB,
      scope: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
      expiration: null,
      msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
      id: 'x',
      assessment: { level: 'danger', reasons: ['generic_moves_funds', 'no_expiry'] },
      counterparty: { address: BOB, name: 'Bot', source: 'contact', isContract: false, seenBefore: false },
    } satisfies PermissionView;
    expect(permissionLine(view)).toBe(
      `  ${BOB} (Bot): any /cosmos.bank.v1beta1.MsgSend, no expiry [DANGER: generic_moves_funds, no_expiry; never seen before]`,
    );
  });

  it('reads --expires as days from now or a zoned ISO time, and refuses anything else', () => {
    const ctx = (expires: string) => ({ options: { expires } }) as unknown as CommandContext;
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(expiresOption(ctx('30d'), now)).toBe('2026-12-27T00:00:00.000Z');
    expect(expiresOption(ctx('2027-03-01T00:00:00+01:00'), now)).toBe('2027-03-01T00:00:00+01:00');
    expect(() => expiresOption(ctx('2027-03-01'), now)).toThrow(/--expires/);
    expect(() => expiresOption(ctx('soon'), now)).toThrow(/--expires/);
  });
});
