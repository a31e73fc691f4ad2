// An app's sign request is reviewed like the wallet's own transaction: a simulation read into the signer's balance
// changes (or why there is none), the app's fee judged by the wallet's fee ceiling, and the permissions a request
// grants called out. The attacker's requests: a fee of the whole balance, a generic MsgSend grant to itself, a MsgExec
// hiding a send from the signer's own funds.
import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { planAppRequest, type RequestContext } from '../../../../electron/core/connect/app-request';
import { enrichReview, type EnrichmentDeps } from '../../../../electron/core/connect/review-enrichment';
import { HttpStatusError } from '../../../../electron/core/chain/errors';
import type { ChainEventJson } from '../../../../electron/core/chain/chain-schemas';
import type { ChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { buildExec, buildGrant, buildGrantAllowance } from '../../../../electron/core/tx/authz-messages';
import { buildSend } from '../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../electron/core/tx/registry';
import { makeAuthInfoBytes, makeBodyBytes, SignMode } from '../../../../electron/core/tx/tx-bytes';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import { toDialect } from '../../../../shared/dialect';
import { sendKind } from '../../../../shared/tx-kinds';
import type { EncodeObject } from '@cosmjs/proto-signing';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';

const CHAIN_ID = 'xyz-devnet-1';
const PUBKEY = new Uint8Array(33).fill(2);
const SIGNER = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';
const APP = 'xyz1zg69v7yszg69v7yszg69v7yszg69v7ys8xdv96';
const context: RequestContext = {
  chainId: CHAIN_ID,
  dialect: 'spec',
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  accounts: new Map([[SIGNER, { address: SIGNER, pubkey: toBase64(PUBKEY), ledger: false }]]),
};

const coinEvent = (type: 'coin_spent' | 'coin_received', party: string, amount: string): ChainEventJson => ({
  type,
  attributes: [
    { key: type === 'coin_spent' ? 'spender' : 'receiver', value: party },
    { key: 'amount', value: amount },
  ],
});

function deps(simulate: ChainRestClient['simulate']): EnrichmentDeps {
  const profile = { ...DEVNET_PROFILE, chainId: CHAIN_ID, dialect: 'spec' as const };
  return { chain: () => ({ simulate }), network: () => profile, settings: () => DEFAULT_SETTINGS };
}

/** A direct request holding `messages` with fee `fee` uxyz, signed by SIGNER. */
function direct(messages: EncodeObject[], fee = 5000n) {
  const bodyBytes = makeBodyBytes(createTxRegistry('spec'), messages, '', 'spec');
  const authInfoBytes = makeAuthInfoBytes({
    pubkey: PUBKEY,
    sequence: 3n,
    feeAmount: fee,
    feeDenom: 'uxyz',
    gasLimit: 200000n,
    signMode: SignMode.SIGN_MODE_DIRECT,
    dialect: 'spec',
  });
  const plan = planAppRequest(context, `cosmos:${CHAIN_ID}`, 'cosmos_signDirect', {
    signerAddress: SIGNER,
    signDoc: {
      chainId: CHAIN_ID,
      accountNumber: '9',
      bodyBytes: toBase64(bodyBytes),
      authInfoBytes: toBase64(authInfoBytes),
    },
  });
  if (plan.kind !== 'direct') throw new Error('not a direct plan');
  return plan;
}

describe('an app sign review, enriched', () => {
  it('a fee of the whole balance is flagged like the wallet’s own, and the preview shows it leaving', async () => {
    const whole = 50_000_000n;
    const plan = planAppRequest(context, `cosmos:${CHAIN_ID}`, 'cosmos_signAmino', {
      signerAddress: SIGNER,
      signDoc: {
        chain_id: CHAIN_ID,
        account_number: '9',
        sequence: '3',
        fee: { amount: [{ denom: 'uxyz', amount: whole.toString() }], gas: '200000' },
        msgs: [
          {
            type: toDialect(sendKind.aminoType, 'spec'),
            value: sendKind.toAmino(buildSend({ from: SIGNER, to: APP, amount: 1n }).value as never),
          },
        ],
        memo: '',
      },
    });
    if (plan.kind !== 'amino') throw new Error('not an amino plan');
    let simulated: Uint8Array | null = null;
    const review = await enrichReview(
      deps(async (txBytes) => {
        simulated = txBytes;
        return { gasUsed: 60000n, events: [coinEvent('coin_spent', SIGNER, '1uxyz')] };
      }),
      plan.review,
      plan.tx,
    );
    expect(simulated).not.toBeNull();
    expect(review.feeAlert).toMatchObject({ reason: 'above_typical' });
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: (-(whole + 1n)).toString() }]);
    expect(review.previewError).toBeNull();
    expect(review.grants).toEqual([]);
  });

  it('an ordinary fee is not flagged', async () => {
    const plan = direct([buildSend({ from: SIGNER, to: APP, amount: 1_000_000n })]);
    const review = await enrichReview(
      deps(async () => ({ gasUsed: 60000n, events: [] })),
      plan.review,
      plan.tx,
    );
    expect(review.feeAlert).toBeNull();
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: '-5000' }]);
  });

  it('a generic MsgSend grant to the app is called out as a permission the request gives', async () => {
    const grant = buildGrant({
      granter: SIGNER,
      grantee: APP,
      authorization: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
      dialect: 'spec',
    });
    const allowance = buildGrantAllowance({
      granter: SIGNER,
      grantee: APP,
      allowance: { spendLimit: 7n, expiration: new Date('2030-01-01T00:00:00Z') },
      dialect: 'spec',
    });
    const plan = direct([grant, allowance]);
    expect(plan.review.summary.messages[0]).toContain(APP);
    const review = await enrichReview(
      deps(async () => ({ gasUsed: 1n, events: [] })),
      plan.review,
      plan.tx,
    );
    expect(review.grants).toEqual([
      {
        kind: 'authz',
        granter: SIGNER,
        grantee: APP,
        scope: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
        expiration: null,
        msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
      },
      {
        kind: 'feegrant',
        granter: SIGNER,
        grantee: APP,
        scope: {
          type: 'fee',
          spendLimit: [{ denom: 'uxyz', amount: '7' }],
          period: null,
          allowedMessages: [],
        },
        expiration: '2030-01-01T00:00:00.000Z',
        msgTypeUrl: null,
      },
    ]);
  });

  it('a MsgExec hiding a send of the signer’s own funds shows the send and the outflow', async () => {
    const hidden = buildSend({ from: SIGNER, to: APP, amount: 9_000_000n });
    const plan = direct([buildExec({ grantee: SIGNER, msgs: [hidden], dialect: 'spec' })]);
    expect(plan.review.summary.messages[0]).toMatch(/As xyz1.*9 XYZ|As xyz1.*9000000/);
    expect(plan.review.summary.messages[0]).toContain(APP);
    const review = await enrichReview(
      deps(async () => ({
        gasUsed: 80000n,
        events: [
          coinEvent('coin_spent', SIGNER, '9000000uxyz'),
          coinEvent('coin_received', APP, '9000000uxyz'),
        ],
      })),
      plan.review,
      plan.tx,
    );
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: '-9005000' }]);
  });

  it('a simulation the node refuses, or a node out of reach, leaves no preview and says why', async () => {
    const plan = direct([buildSend({ from: SIGNER, to: APP, amount: 1n })]);
    const refused = await enrichReview(
      deps(() => Promise.reject(new HttpStatusError('http://node/sim', 400, 'insufficient funds'))),
      plan.review,
      plan.tx,
    );
    expect(refused).toMatchObject({ balanceChanges: null, previewError: 'simulation_failed' });
    const away = await enrichReview(
      deps(() => Promise.reject(new TypeError('fetch failed'))),
      plan.review,
      plan.tx,
    );
    expect(away).toMatchObject({ balanceChanges: null, previewError: 'node_unreachable' });
  });
});
