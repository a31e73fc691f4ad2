// Specification of the offline revoke draft (issue 29): the items of tx/draft-revoke-permissions become one revoke
// message each, in the network's dialect, and every bad item is refused before a file is written.
import { describe, expect, it } from 'vitest';
import { offlineDraftSchema, offlineSignSourceSchema } from '../../../shared/api/offline';
import { MAX_PERMISSION_ITEMS } from '../../../shared/api/permissions';
import { WalletError } from '../../../shared/errors';
import { decodeBody } from '../../../electron/core/offline/decode-tx';
import { draftBody, type OfflineDraft } from '../../../electron/core/offline/draft-body';
import { ALICE, BOB } from './fixtures';

const SEND_URL = '/cosmos.bank.v1beta1.MsgSend';
const body = (draft: OfflineDraft, dialect: 'spec' | 'cosmos' = 'spec') =>
  draftBody({ from: ALICE, draft, prefix: 'xyz', denom: 'uxyz', dialect });
const revoke = (items: unknown[], memo?: string) =>
  ({ kind: 'revoke-permissions', items, ...(memo === undefined ? {} : { memo }) }) as OfflineDraft;

function refusal(run: () => unknown): { code: string; details: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return { code: (error as WalletError).code, details: (error as WalletError).details };
  }
  throw new Error('expected a refusal');
}

describe('offline revoke drafts', () => {
  it('turn each item into one revoke signed by the account, grants and fee allowances alike, with the memo', () => {
    const decoded = decodeBody(
      body(
        revoke(
          [
            { kind: 'authz', grantee: BOB, msgTypeUrl: SEND_URL },
            { kind: 'feegrant', grantee: BOB },
          ],
          'tidy',
        ),
      ),
    );
    expect(decoded.lines).toEqual([
      `Revoke the permission of ${BOB} to sign /ledger.bank.v1beta1.MsgSend messages on behalf of ${ALICE}`,
      `Stop paying the transaction fees of ${BOB} from ${ALICE} (revoke its fee allowance)`,
    ]);
    expect(decoded.memo).toBe('tidy');
  });

  it('name the revoked message type in the network dialect, whichever dialect the item was written in', () => {
    const specBody = body(revoke([{ kind: 'authz', grantee: BOB, msgTypeUrl: SEND_URL }]), 'spec');
    const cosmosBody = body(revoke([{ kind: 'authz', grantee: BOB, msgTypeUrl: SEND_URL }]), 'cosmos');
    expect(Buffer.from(cosmosBody).toString('latin1')).toContain(SEND_URL);
    expect(Buffer.from(specBody).toString('latin1')).not.toContain('/cosmos.');
  });

  it('refuse a bad grantee, the same permission twice and a long memo, like the online revoke', () => {
    const bad = refusal(() => body(revoke([{ kind: 'feegrant', grantee: 'xyz1nope' }])));
    expect(bad.code).toBe('invalid_address');
    const twice = refusal(() =>
      body(
        revoke([
          { kind: 'authz', grantee: BOB, msgTypeUrl: SEND_URL },
          { kind: 'authz', grantee: BOB, msgTypeUrl: SEND_URL },
        ]),
      ),
    );
    expect(twice).toMatchObject({ code: 'invalid_request', details: { reason: 'duplicate_item' } });
    const twiceFee = refusal(() =>
      body(
        revoke([
          { kind: 'feegrant', grantee: BOB },
          { kind: 'feegrant', grantee: BOB },
        ]),
      ),
    );
    expect(twiceFee).toMatchObject({ code: 'invalid_request', details: { reason: 'duplicate_item' } });
    expect(refusal(() => body(revoke([{ kind: 'feegrant', grantee: BOB }], 'x'.repeat(257)))).code).toBe(
      'invalid_memo',
    );
  });
});

describe('the offline draft contract', () => {
  const item = { kind: 'feegrant', grantee: BOB };
  const parses = (draft: unknown) => offlineDraftSchema.safeParse(draft).success;

  it('accepts a revoke with one to fifty items, next to sends and delegations', () => {
    expect(parses({ kind: 'revoke-permissions', items: [item] })).toBe(true);
    expect(parses({ kind: 'revoke-permissions', items: Array(MAX_PERMISSION_ITEMS).fill(item) })).toBe(true);
    expect(parses({ to: BOB, amount: '1' })).toBe(true);
    expect(parses({ kind: 'delegate', to: BOB, amount: '1' })).toBe(true);
  });

  it('refuses no items, too many, unknown item kinds, bad type URLs, extra fields and mixed shapes', () => {
    expect(parses({ kind: 'revoke-permissions', items: [] })).toBe(false);
    expect(parses({ kind: 'revoke-permissions' })).toBe(false);
    expect(parses({ kind: 'revoke-permissions', items: Array(MAX_PERMISSION_ITEMS + 1).fill(item) })).toBe(
      false,
    );
    expect(parses({ kind: 'revoke-permissions', items: [{ kind: 'stake', grantee: BOB }] })).toBe(false);
    expect(parses({ kind: 'revoke-permissions', items: [{ kind: 'authz', grantee: BOB }] })).toBe(false);
    expect(
      parses({ kind: 'revoke-permissions', items: [{ kind: 'authz', grantee: BOB, msgTypeUrl: 'MsgSend' }] }),
    ).toBe(false);
    expect(parses({ kind: 'revoke-permissions', items: [{ ...item, granter: BOB }] })).toBe(false);
    expect(parses({ kind: 'revoke-permissions', items: [item], to: BOB, amount: '1' })).toBe(false);
    expect(parses({ kind: 'send', items: [item], to: BOB, amount: '1' })).toBe(false);
  });

  it('lets the offline signer draft a revoke by hand too', () => {
    const params = {
      chainId: 'xyz-devnet',
      accountNumber: '1',
      sequence: '0',
      feeAmount: '0',
      gasLimit: '200000',
    };
    const source = { kind: 'draft', draft: { kind: 'revoke-permissions', items: [item] }, params };
    expect(offlineSignSourceSchema.safeParse(source).success).toBe(true);
  });
});
