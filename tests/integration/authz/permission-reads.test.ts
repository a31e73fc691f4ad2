// The core's permission reads against the devnet's genesis grants (in the run's dialect): alice's grants both ways and
// her fee allowance, read page by page, turned into plain permissions and assessed, the dangerous one first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../devnet/index';
import { genesisValidators } from '../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { httpOptions } from '../../../electron/core/chain/http';
import { createPermissionReads } from '../../../electron/core/permissions/permission-reads';
import { loadAccountPermissions } from '../../../electron/core/permissions/permissions';
import { testDevnet } from '../devnet/chain/support';
import { TEST_DIALECT } from '../support/dialect';

describe('the core reads an account’s permissions from the devnet', () => {
  let devnet: RunningDevnet;
  beforeAll(async () => {
    devnet = await testDevnet();
  }, 60_000);
  afterAll(() => devnet?.stop());

  it('lists what alice gave and received, flags the generic MsgSend grant to bob, and puts it first', async () => {
    const reads = createPermissionReads(
      { restUrl: devnet.chainRestUrl, dialect: TEST_DIALECT },
      httpOptions(),
    );
    const { alice, bob, carol, dave } = DEVNET_KEYS;
    const result = await loadAccountPermissions(reads, alice.address, { now: new Date() });
    expect(result.flagged).toBe(true);
    expect(result.given[0]).toEqual({
      permission: {
        kind: 'authz',
        granter: alice.address,
        grantee: bob.address,
        scope: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
        expiration: null,
        msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
      },
      assessment: { level: 'danger', reasons: ['generic_moves_funds', 'no_expiry'] },
    });
    const [validator] = genesisValidators();
    expect(
      result.given.slice(1).map((g) => [g.permission.grantee, g.permission.scope, g.assessment.level]),
    ).toEqual(
      expect.arrayContaining([
        [
          carol.address,
          {
            type: 'stake',
            action: 'delegate',
            maxTokens: null,
            allowValidators: [validator],
            denyValidators: [],
          },
          'none',
        ],
        [
          carol.address,
          { type: 'generic', msgTypeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward' },
          'none',
        ],
      ]),
    );
    expect(result.given).toHaveLength(3);
    expect(result.received.map((r) => [r.permission.kind, r.permission.granter, r.permission.scope])).toEqual(
      expect.arrayContaining([
        [
          'authz',
          dave.address,
          { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '3000000' }], allowList: [] },
        ],
        [
          'feegrant',
          bob.address,
          {
            type: 'fee',
            spendLimit: [{ denom: 'uxyz', amount: '1000000' }],
            period: null,
            allowedMessages: [],
          },
        ],
      ]),
    );
    expect(result.received).toHaveLength(2);
  });

  it('finds nothing for an account without permissions', async () => {
    const reads = createPermissionReads(
      { restUrl: devnet.chainRestUrl, dialect: TEST_DIALECT },
      httpOptions(),
    );
    const result = await loadAccountPermissions(reads, DEVNET_KEYS.faucet.address, { now: new Date() });
    expect(result).toEqual({ given: [], received: [], flagged: false });
  });
});
