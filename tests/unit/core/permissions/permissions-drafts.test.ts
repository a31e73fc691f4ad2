// The permission drafts as specifications: expiries in the past or years out are refused with reason codes, a
// revoke has one message per item in the order chosen (the same permission twice, in either dialect, is refused),
// a send through a grant is a MsgExec of the granter's MsgSend that spends nothing of the signer's, and a fee paid
// by a fee granter is named in the signed fee (direct and amino) and is not part of the signer's total.
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { GAS_PRICES } from '../../../../shared/chain';
import { revokeAllowanceKind, revokeKind, execKind } from '../../../../shared/tx-kinds';
import {
  checkExpiration,
  draftExecSend,
  draftGrantFeeAllowance,
  draftGrantRestake,
  draftRevokePermissions,
  MAX_EXPIRY_MS,
  type AuthzDraftEnv,
} from '../../../../electron/core/tx/authz-drafts';
import { buildSend } from '../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../electron/core/tx/registry';
import { buildReview, type Draft } from '../../../../electron/core/tx/review';
import { TxInputError } from '../../../../electron/core/tx/tx-input-error';
import { ALICE, BOB, aliceWallets } from '../tx/fixtures';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const env: AuthzDraftEnv = {
  sender: ALICE.address,
  prefix: 'xyz',
  denom: 'uxyz',
  launchpad: null,
  creationFee: 0n,
  dialect: 'spec',
  now: NOW,
};
const VALOPER = 'xyzvaloper1yrkq9hqqmqwetuw6kvz275wresg6mgdlgzt3uc';

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof TxInputError) return { code: error.code, ...error.details };
    throw error;
  }
  return null;
}

describe('the expiry of a grant', () => {
  it('is refused in the past, within five minutes, and beyond five years; kept exactly otherwise', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(reasonOf(() => checkExpiration(at(NOW - 1), NOW))).toMatchObject({ reason: 'expiration_past' });
    expect(reasonOf(() => checkExpiration(at(NOW + 60_000), NOW))).toMatchObject({
      code: 'invalid_request',
      field: 'expiration',
      reason: 'expiration_past',
    });
    expect(reasonOf(() => checkExpiration(at(NOW + MAX_EXPIRY_MS + 1), NOW))).toMatchObject({
      reason: 'expiration_too_far',
    });
    expect(checkExpiration('2027-03-01T00:00:00+01:00', NOW).toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });
});

describe('revoking permissions', () => {
  it('makes one message per item, in order, naming the type URL in the network’s dialect', () => {
    const draft = draftRevokePermissions(
      {
        accountId: 'a',
        items: [
          { kind: 'feegrant', grantee: BOB.address },
          { kind: 'authz', grantee: BOB.address, msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
        ],
      },
      env,
    );
    expect(draft.messages.map((m) => m.typeUrl)).toEqual([revokeAllowanceKind.typeUrl, revokeKind.typeUrl]);
    expect(draft.messages[1]!.value).toEqual({
      granter: ALICE.address,
      grantee: BOB.address,
      msgTypeUrl: '/ledger.bank.v1beta1.MsgSend',
    });
    expect(draft.spend).toBe(0n);
    expect(draft.summary).toBe(`Revoke 2 permissions given by ${ALICE.address}`);
  });

  it('refuses the same permission twice, even written in the other dialect', () => {
    const twice = [
      { kind: 'authz' as const, grantee: BOB.address, msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
      { kind: 'authz' as const, grantee: BOB.address, msgTypeUrl: '/ledger.bank.v1beta1.MsgSend' },
    ];
    expect(reasonOf(() => draftRevokePermissions({ accountId: 'a', items: twice }, env))).toMatchObject({
      reason: 'duplicate_item',
    });
  });
});

describe('granting', () => {
  it('restake is a delegate-only stake grant to the chosen validators plus a generic claim grant, same expiry', () => {
    const draft = draftGrantRestake(
      { accountId: 'a', grantee: BOB.address, validators: [VALOPER], expiration: '2027-01-01T00:00:00Z' },
      env,
    );
    expect(draft.messages).toHaveLength(2);
    const [stake, claim] = draft.messages.map(
      (m) => m.value as { grant: { authorization: { typeUrl: string } } },
    );
    expect(stake!.grant.authorization.typeUrl).toBe('/ledger.staking.v1beta1.StakeAuthorization');
    expect(claim!.grant.authorization.typeUrl).toBe('/ledger.authz.v1beta1.GenericAuthorization');
    expect(
      reasonOf(() =>
        draftGrantRestake(
          {
            accountId: 'a',
            grantee: BOB.address,
            validators: [VALOPER, VALOPER],
            expiration: '2027-01-01T00:00:00Z',
          },
          env,
        ),
      ),
    ).toMatchObject({ reason: 'duplicate_item' });
  });

  it('refuses a grant to the granter itself', () => {
    expect(
      reasonOf(() =>
        draftGrantFeeAllowance(
          { accountId: 'a', grantee: ALICE.address, expiration: '2027-01-01T00:00:00Z' },
          env,
        ),
      ),
    ).toMatchObject({ field: 'grantee', reason: 'grantee_is_self' });
  });
});

describe('sending with a received grant', () => {
  it('wraps the granter’s MsgSend in the signer’s MsgExec and spends nothing of the signer’s', () => {
    const draft = draftExecSend(
      { accountId: 'a', to: ALICE.address, amount: '2', granter: BOB.address },
      env,
    );
    expect(draft.kind).toBe('exec-send');
    expect(draft.messages.map((m) => m.typeUrl)).toEqual([execKind.typeUrl]);
    expect(execKind.describe(draft.messages[0]!.value as never)).toBe(
      `As ${ALICE.address}, using permissions granted to it: (1) Send 2 XYZ from ${BOB.address} to ${ALICE.address}`,
    );
    expect(draft.spend).toBe(0n);
    expect(draft.expected).toEqual([{ denom: 'uxyz', exactly: 2_000_000n }]);
    expect(
      reasonOf(() =>
        draftExecSend({ accountId: 'a', to: BOB.address, amount: '1', granter: ALICE.address }, env),
      ),
    ).toMatchObject({ reason: 'granter_is_self' });
  });
});

describe('a fee paid from a fee allowance', () => {
  it('names the granter in the signed fee, direct and amino, and leaves the fee out of the signer’s total', async () => {
    const { signing } = await aliceWallets();
    const draft: Draft = {
      kind: 'send',
      sender: ALICE.address,
      messages: [buildSend({ from: ALICE.address, to: BOB.address, amount: 1_000_000n })],
      memo: '',
      spend: 1_000_000n,
      summary: 'Send 1 XYZ',
      feeGranter: BOB.address,
    };
    const options = {
      chainId: 'xyz-devnet-1',
      dialect: 'spec' as const,
      tier: 'average' as const,
      gasAdjustment: 1.4,
      gasPrices: GAS_PRICES,
    };
    const direct = buildReview(draft, signing, { gasUsed: 100_000n }, createTxRegistry('spec'), {
      ...options,
      signMode: 'direct',
    });
    expect(AuthInfo.decode(direct.authInfoBytes).fee!.granter).toBe(BOB.address);
    expect(direct.fee).toBeGreaterThan(0n);
    expect(direct.total).toBe(1_000_000n);
    const amino = buildReview(draft, signing, { gasUsed: 100_000n }, createTxRegistry('spec'), {
      ...options,
      signMode: 'amino',
    });
    expect(amino.aminoSignDoc!.fee).toMatchObject({ granter: BOB.address, gas: String(amino.gasLimit) });
    const own = buildReview(
      { ...draft, feeGranter: undefined },
      signing,
      { gasUsed: 100_000n },
      createTxRegistry('spec'),
      { ...options, signMode: 'amino' },
    );
    expect(own.aminoSignDoc!.fee).not.toHaveProperty('granter');
    expect(own.total).toBe(1_000_000n + own.fee);
  });
});
