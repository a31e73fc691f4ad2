// Permissions from the chain's JSON: either dialect read as canonical names, allowances seen through their wrapper,
// pages followed to the end, and a node's entries about other accounts left out.
import { describe, expect, it } from 'vitest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { allowancePermission, grantPermission } from '../../../../electron/core/permissions/permission-model';
import { createPermissionReads } from '../../../../electron/core/permissions/permission-reads';
import { loadAccountPermissions } from '../../../../electron/core/permissions/permissions';

const ALICE = 'xyz1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';
const uxyz = (amount: string) => ({ denom: 'uxyz', amount });

describe('a permission read from chain JSON', () => {
  it('names types canonically in the spec dialect, and reads a stake grant’s action and revoke type', () => {
    const p = grantPermission({
      granter: ALICE,
      grantee: BOB,
      authorization: {
        '@type': '/ledger.staking.v1beta1.StakeAuthorization',
        max_tokens: uxyz('5'),
        deny_list: { address: ['xyzvaloper1bad'] },
        authorization_type: 'AUTHORIZATION_TYPE_REDELEGATE',
      },
      expiration: '2027-03-01T00:00:00Z',
    });
    expect(p).toEqual({
      kind: 'authz',
      granter: ALICE,
      grantee: BOB,
      scope: {
        type: 'stake',
        action: 'redelegate',
        maxTokens: uxyz('5'),
        allowValidators: [],
        denyValidators: ['xyzvaloper1bad'],
      },
      expiration: '2027-03-01T00:00:00.000Z',
      msgTypeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
    });
  });

  it('reads a periodic allowance inside an allowed-messages allowance, with the inner expiry', () => {
    const p = allowancePermission({
      granter: ALICE,
      grantee: BOB,
      allowance: {
        '@type': '/ledger.feegrant.v1beta1.AllowedMsgAllowance',
        allowance: {
          '@type': '/ledger.feegrant.v1beta1.PeriodicAllowance',
          basic: { spend_limit: [uxyz('100')], expiration: '2026-12-01T00:00:00Z' },
          period: '86400s',
          period_spend_limit: [uxyz('10')],
          period_can_spend: [uxyz('4')],
          period_reset: '2026-06-02T00:00:00Z',
        },
        allowed_messages: ['/ledger.bank.v1beta1.MsgSend'],
      },
    });
    expect(p.scope).toEqual({
      type: 'fee',
      spendLimit: [uxyz('100')],
      period: { seconds: 86_400, limit: [uxyz('10')], canSpend: [uxyz('4')] },
      allowedMessages: ['/cosmos.bank.v1beta1.MsgSend'],
    });
    expect(p.expiration).toBe('2026-12-01T00:00:00.000Z');
  });

  it('keeps an authorization it cannot read as unknown (flagged), never guessed', () => {
    const p = grantPermission({ granter: ALICE, grantee: BOB, authorization: { '@type': '/evil.v1.Auth' } });
    expect(p.scope).toEqual({ type: 'unknown', typeUrl: '/evil.v1.Auth' });
    expect(p.msgTypeUrl).toBeNull();
  });
});

describe('reading an account’s permissions', () => {
  /** A fake node: two pages of grants given (one naming someone else as granter), nothing else. */
  function fakeNode(calls: string[]) {
    const grant = (granter: string, msg: string) => ({
      granter,
      grantee: BOB,
      authorization: { '@type': '/ledger.authz.v1beta1.GenericAuthorization', msg },
      expiration: null,
    });
    return (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      calls.push(url.pathname + url.search);
      let body: unknown = { grants: [], allowances: [], pagination: { next_key: null, total: '0' } };
      if (url.pathname.endsWith(`/grants/granter/${ALICE}`)) {
        body = url.searchParams.get('pagination.key')
          ? { grants: [grant(BOB, '/ledger.gov.v1.MsgVote')], pagination: { next_key: null } }
          : { grants: [grant(ALICE, '/ledger.bank.v1beta1.MsgSend')], pagination: { next_key: 'bmV4dA==' } };
      }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
  }

  it('follows every page in the profile’s dialect and drops entries about other accounts', async () => {
    const calls: string[] = [];
    const reads = createPermissionReads(
      { restUrl: 'http://node.test/', dialect: 'spec' },
      httpOptions({ fetch: fakeNode(calls) }),
    );
    const result = await loadAccountPermissions(reads, ALICE, { now: new Date('2026-06-01T00:00:00Z') });
    expect(result.given.map((g) => g.permission.scope)).toEqual([
      { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
    ]);
    expect(result.flagged).toBe(true);
    expect(calls).toContain(`/ledger/authz/v1beta1/grants/granter/${ALICE}?pagination.limit=100`);
    expect(calls).toContain(
      `/ledger/authz/v1beta1/grants/granter/${ALICE}?pagination.limit=100&pagination.key=bmV4dA%3D%3D`,
    );
    expect(calls).toContain(`/ledger/feegrant/v1beta1/issued/${ALICE}?pagination.limit=100`);
    expect(calls).toContain(`/ledger/feegrant/v1beta1/allowances/${ALICE}?pagination.limit=100`);
  });
});
