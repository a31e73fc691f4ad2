// A grantee spends the person's funds: when erin (outside the wallet) sends 2 XYZ out of carol's account by MsgExec
// under carol's send grant, the wallet's chain follower tells it once as `permission_spent` (grantee, amount, hash),
// and carol's history row of that tx shows the executed MsgSend and that the funds left her account.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { authzMsgs, coin } from '../authz/support';
import { confirmAndWait, waitFor } from '../core/flows/harness';
import { deliver, inDays, startPermissionsWorld, type PermissionsWorld } from './support';
import { named } from '../support/dialect';

let w: PermissionsWorld;

beforeAll(async () => {
  w = await startPermissionsWorld({ runtime: { followIntervalMs: 200 } });
}, 120_000);
afterAll(async () => {
  await w?.h.stop();
});

it('tells carol once that erin spent 2 XYZ of hers with her permission, and her history shows the executed send', async () => {
  const grant = await w.h.call('tx/draft-grant-send', {
    accountId: w.carol.id,
    grantee: w.erin.address,
    spendLimit: '3',
    expiration: inDays(1),
  });
  expect(await confirmAndWait(w.h, grant.reviewId)).toMatchObject({ status: 'included', code: 0 });
  const exec = authzMsgs.exec(w.erin.address, [
    {
      typeUrl: named('/ledger.bank.v1beta1.MsgSend'),
      value: MsgSend.encode({
        fromAddress: w.carol.address,
        toAddress: w.erin.address,
        amount: [coin(2_000_000)],
      }).finish(),
    },
  ]);
  const res = await deliver(w.h, w.erin, [exec]);
  expect(res.code).toBe(0);

  const spent = () =>
    w.h.events.filter(
      (e) => e.event === 'activity/new' && (e.payload as { kind: string }).kind === 'permission_spent',
    );
  const [notice] = await waitFor(
    async () => (spent().length > 0 ? spent() : null),
    'permission_spent',
    15_000,
  );
  expect(notice!.payload).toMatchObject({
    kind: 'permission_spent',
    accountId: w.carol.id,
    txHash: String(res.txhash).toUpperCase(),
    amounts: [{ denom: 'uxyz', amount: '2000000' }],
    grantee: w.erin.address,
  });
  // Not told again at later blocks, and not told as incoming to anyone.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(spent()).toHaveLength(1);
  expect(
    w.h.events.filter(
      (e) =>
        e.event === 'activity/new' &&
        (e.payload as { txHash: string }).txHash === String(res.txhash).toUpperCase() &&
        (e.payload as { kind: string }).kind !== 'permission_spent',
    ),
  ).toEqual([]);

  await w.h.call('history/sync', { accountId: w.carol.id });
  const row = await waitFor(async () => {
    const page = await w.h.call('history/page', { accountId: w.carol.id, limit: 20 });
    return page.rows.find((r) => r.hash === String(res.txhash).toUpperCase());
  }, 'the MsgExec row in carol’s history');
  expect(row.direction).toBe('out');
  expect(row.messages).toMatchObject([
    {
      '@type': named('/ledger.authz.v1beta1.MsgExec'),
      grantee: w.erin.address,
      msgs: [
        {
          '@type': named('/ledger.bank.v1beta1.MsgSend'),
          from_address: w.carol.address,
          to_address: w.erin.address,
          amount: [{ denom: 'uxyz', amount: '2000000' }],
        },
      ],
    },
  ]);
});
