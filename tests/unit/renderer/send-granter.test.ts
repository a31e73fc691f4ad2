// Sending from a granter's funds: the amount's label shows what the granter's permission leaves, never this account's
// own balance; a limitless (generic) grant or none listed is said as such, and other granters' grants never count.
import { describe, expect, it } from 'vitest';
import type { Permission, PermissionScope } from '../../../shared/api/permissions';
import { granterAllowance } from '../../../renderer/src/lib/send-granter';

const GRANTER = 'xyz1granterxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxaa11';
const OTHER = 'xyz1otherxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxbb22';
const ME = 'xyz1mexxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxcc33';

function grant(granter: string, scope: PermissionScope, kind: Permission['kind'] = 'authz'): Permission {
  return { kind, granter, grantee: ME, scope, expiration: null, msgTypeUrl: null };
}
const sendLimit = (amount: string, denom = 'uxyz'): PermissionScope => ({
  type: 'send',
  spendLimit: [{ denom, amount }],
  allowList: [],
});
const generic = (msgTypeUrl: string): PermissionScope => ({ type: 'generic', msgTypeUrl });

describe('what a granter lets this account send', () => {
  it('is the remaining uxyz limit of the granter’s SendAuthorization', () => {
    const received = [grant(OTHER, sendLimit('999000000')), grant(GRANTER, sendLimit('2500000'))];
    expect(granterAllowance(received, GRANTER)).toEqual({ kind: 'limit', remaining: 2_500_000n });
  });

  it('is nothing in XYZ when the limit names only other denominations', () => {
    expect(granterAllowance([grant(GRANTER, sendLimit('5', 'ibc/ATOM'))], GRANTER)).toEqual({
      kind: 'limit',
      remaining: 0n,
    });
  });

  it('is the granter’s balance (not read here) for a generic MsgSend grant', () => {
    const received = [grant(GRANTER, generic('/cosmos.bank.v1beta1.MsgSend'))];
    expect(granterAllowance(received, GRANTER)).toEqual({ kind: 'balance' });
  });

  it('is unknown when only other grants, other granters or fee allowances are listed', () => {
    const received = [
      grant(OTHER, sendLimit('1000')),
      grant(GRANTER, generic('/cosmos.gov.v1beta1.MsgVote')),
      grant(GRANTER, { type: 'fee', spendLimit: [], period: null, allowedMessages: [] }, 'feegrant'),
    ];
    expect(granterAllowance(received, GRANTER)).toEqual({ kind: 'unknown' });
    expect(granterAllowance([], GRANTER)).toEqual({ kind: 'unknown' });
  });

  it('never reads a malformed amount as a limit', () => {
    expect(granterAllowance([grant(GRANTER, sendLimit('1e9'))], GRANTER)).toEqual({
      kind: 'limit',
      remaining: 0n,
    });
  });
});
