// The permissions channels under attack: bad input over IPC is refused with a clear code (another wallet's account,
// 51 items, malformed addresses, expiries in the past or absurdly far), a hostile node answering grants of another
// account is not believed, a flood of 10,000 grants is read up to a cap and said to be cut, and a revoke review
// shows every message it signs: nothing can ride along unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { MAX_PAGES } from '../../../electron/core/permissions/permission-reads';
import { MAX_LISTED } from '../../../electron/core/permissions/permission-views';
import { confirmAndWait } from '../core/flows/harness';
import { inDays, startPermissionsWorld, type PermissionsWorld } from './support';
import { named } from '../support/dialect';

const SEND_URL = '/cosmos.bank.v1beta1.MsgSend';
let w: PermissionsWorld;

beforeAll(async () => {
  w = await startPermissionsWorld();
}, 120_000);
afterAll(async () => {
  await w?.h.stop();
});

const refusal = async (channel: string, payload: unknown) => {
  const r = await w.h.invoke(channel, payload);
  if (r.ok) throw new Error(`${channel} was not refused`);
  return r.error;
};

describe('bad input over IPC is refused clearly, nothing signed', () => {
  it('refuses an account id that is not this wallet’s', async () => {
    for (const channel of ['permissions/list', 'permissions/flagged'])
      expect((await refusal(channel, { accountId: 'someone-elses-account' })).code).toBe('not_found');
    const error = await refusal('tx/draft-grant-send', {
      accountId: 'someone-elses-account',
      grantee: w.erin.address,
      spendLimit: '1',
      expiration: inDays(1),
    });
    expect(error.code).toBe('not_found');
  });

  it('refuses 51 revoke items (the most is 50) and an empty list', async () => {
    const item = { kind: 'feegrant', grantee: w.erin.address };
    const items = Array.from({ length: 51 }, () => item);
    expect(await refusal('tx/draft-revoke-permissions', { accountId: w.carol.id, items })).toMatchObject({
      code: 'invalid_request',
      details: { issues: [{ path: 'items' }] },
    });
    expect((await refusal('tx/draft-revoke-permissions', { accountId: w.carol.id, items: [] })).code).toBe(
      'invalid_request',
    );
  });

  it('refuses malformed, foreign-prefix and self addresses, naming the field', async () => {
    const base = { accountId: w.carol.id, spendLimit: '1', expiration: inDays(1) };
    expect(await refusal('tx/draft-grant-send', { ...base, grantee: 'xyz1notanaddress' })).toMatchObject({
      code: 'invalid_address',
      details: { field: 'grantee' },
    });
    expect(
      await refusal('tx/draft-grant-send', {
        ...base,
        grantee: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      }),
    ).toMatchObject({ code: 'invalid_address' });
    expect(await refusal('tx/draft-grant-send', { ...base, grantee: w.carol.address })).toMatchObject({
      code: 'invalid_request',
      details: { field: 'grantee', reason: 'grantee_is_self' },
    });
    expect(
      await refusal('tx/draft-revoke-permissions', {
        accountId: w.carol.id,
        items: [{ kind: 'authz', grantee: w.erin.address, msgTypeUrl: 'not a type url' }],
      }),
    ).toMatchObject({ code: 'invalid_request' });
    expect(
      await refusal('tx/draft-send', {
        accountId: w.dave.id,
        to: w.erin.address,
        amount: '1',
        feeGranter: 'xyz1bad',
      }),
    ).toMatchObject({ code: 'invalid_address', details: { field: 'feeGranter' } });
  });

  it('refuses an expiry in the past, one absurdly far out, and text that is not a time', async () => {
    const base = { accountId: w.carol.id, grantee: w.erin.address, spendLimit: '1' };
    expect(await refusal('tx/draft-grant-send', { ...base, expiration: inDays(-1) })).toMatchObject({
      code: 'invalid_request',
      details: { field: 'expiration', reason: 'expiration_past' },
    });
    expect(
      await refusal('tx/draft-grant-fee-allowance', { ...base, expiration: '9999-12-31T00:00:00Z' }),
    ).toMatchObject({
      code: 'invalid_request',
      details: { field: 'expiration', reason: 'expiration_too_far' },
    });
    expect((await refusal('tx/draft-grant-send', { ...base, expiration: 'tomorrow' })).code).toBe(
      'invalid_request',
    );
  });

  it('refuses the same permission twice in one revoke', async () => {
    const item = { kind: 'authz', grantee: w.erin.address, msgTypeUrl: SEND_URL };
    expect(
      await refusal('tx/draft-revoke-permissions', {
        accountId: w.carol.id,
        items: [item, { ...item, msgTypeUrl: named(named('/ledger.bank.v1beta1.MsgSend')) }],
      }),
    ).toMatchObject({ code: 'invalid_request', details: { reason: 'duplicate_item' } });
  });
});

describe('a hostile or flooded node', () => {
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  const grantOf = (granter: string, grantee: string) => ({
    granter,
    grantee,
    authorization: {
      '@type': named(named('/ledger.authz.v1beta1.GenericAuthorization')),
      msg: named(named('/ledger.bank.v1beta1.MsgSend')),
    },
    expiration: null,
  });

  it('does not believe grants of another account the node answers for carol’s address', async () => {
    w.h.intercept = (url) =>
      url.includes(`/grants/granter/${w.carol.address}`)
        ? json({ grants: [grantOf(DEVNET_KEYS.alice.address, DEVNET_KEYS.bob.address)], pagination: null })
        : undefined;
    try {
      const list = await w.h.call('permissions/list', { accountId: w.carol.id });
      expect(list.given).toEqual([]);
      expect(list.flagged).toBe(false);
      expect(await w.h.call('permissions/flagged', { accountId: w.carol.id })).toEqual({
        flagged: false,
        count: 0,
      });
    } finally {
      w.h.intercept = null;
    }
  });

  it('reads a flood of 10,000 grants up to its cap, says the list is cut, and still answers', async () => {
    let asked = 0;
    w.h.intercept = (url) => {
      if (!url.includes(`/grants/grantee/${w.carol.address}`)) return undefined;
      asked++;
      const page = Number(new URL(url).searchParams.get('pagination.key') ?? '0');
      const grants = Array.from({ length: 100 }, (_, i) => grantOf(`xyz1flood${page}x${i}`, w.carol.address));
      return json({ grants, pagination: { next_key: page < 99 ? String(page + 1) : null, total: '10000' } });
    };
    try {
      const list = await w.h.call('permissions/list', { accountId: w.carol.id });
      expect(asked).toBe(MAX_PAGES);
      expect(list.truncated).toBe(true);
      expect(list.received).toHaveLength(MAX_LISTED);
    } finally {
      w.h.intercept = null;
    }
  });
});

describe('a revoke review hides nothing', () => {
  it('has exactly one message per chosen item, each naming its grantee and type, and no other', async () => {
    // Two live permissions carol gave (dave's genesis grants are not hers); the review of revoking one lists one.
    for (const draft of [
      { channel: 'tx/draft-grant-send', extra: { spendLimit: '1' } },
      { channel: 'tx/draft-grant-fee-allowance', extra: {} },
    ] as const) {
      const review = await w.h.call(draft.channel, {
        accountId: w.carol.id,
        grantee: w.erin.address,
        expiration: inDays(3),
        ...draft.extra,
      });
      expect(await confirmAndWait(w.h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    }
    const review = await w.h.call('tx/draft-revoke-permissions', {
      accountId: w.carol.id,
      items: [{ kind: 'authz', grantee: w.erin.address, msgTypeUrl: SEND_URL }],
    });
    expect(review.messages).toEqual([
      {
        '@type': named(named('/ledger.authz.v1beta1.MsgRevoke')),
        granter: w.carol.address,
        grantee: w.erin.address,
        msg_type_url: named(named('/ledger.bank.v1beta1.MsgSend')),
      },
    ]);
    expect(review.aminoSignDoc).toBeUndefined();
    const amino = await w.h.call('tx/draft-revoke-permissions', {
      accountId: w.carol.id,
      items: [{ kind: 'feegrant', grantee: w.erin.address }],
      signMode: 'amino',
    });
    const doc = JSON.parse(amino.aminoSignDoc!) as { msgs: unknown[] };
    expect(doc.msgs).toEqual([
      {
        type: named('ledger-sdk/MsgRevokeAllowance'),
        value: { granter: w.carol.address, grantee: w.erin.address },
      },
    ]);
  });
});
