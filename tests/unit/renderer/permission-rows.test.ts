// The Permissions screen in words: rows (a restake pair folded into one), each row's sentence from both sides, the
// reasons of a flagged row, what a revoke names, a review's sentences read from the signed messages, and the grant
// form's checks.
import { describe, expect, it } from 'vitest';
import type { PermissionView } from '../../../shared/api/permissions';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { shortAddress } from '../../../renderer/src/lib/money';
import {
  canRevoke,
  canSendWith,
  permissionRows,
  reasonText,
  revokeItems,
  rowDetails,
  rowSentence,
} from '../../../renderer/src/screens/permissions/permission-words';
import { reviewLines } from '../../../renderer/src/screens/permissions/review-words';
import { previewLines } from '../../../renderer/src/lib/balance-preview';
import type { TxReview } from '../../../shared/api/tx';
import {
  checkAddressList,
  checkExpiry,
  checkGrantee,
  dayAfter,
} from '../../../renderer/src/screens/permissions/grant-form';

const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;
const CAROL = DEVNET_KEYS.carol.address;
const VAL = 'xyzvaloper1valone';
const SEND = '/cosmos.bank.v1beta1.MsgSend';
const CLAIM = '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward';
const DELEGATE = '/cosmos.staking.v1beta1.MsgDelegate';
const END = '2027-03-01T12:00:00.000Z';
/** An address as a sentence shows it, as a literal for a RegExp. */
const short = (address: string) => shortAddress(address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = {
  validator: (a: string) => (a === VAL ? 'Validator One' : null),
  person: (a: string) => (a === CAROL ? 'Restake bot' : null),
};

function view(over: Partial<PermissionView> & Pick<PermissionView, 'scope'>): PermissionView {
  const grantee = over.grantee ?? BOB;
  const msg = over.msgTypeUrl ?? null;
  return {
    kind: 'authz',
    granter: ALICE,
    grantee,
    expiration: END,
    msgTypeUrl: msg,
    id: `${over.kind ?? 'authz'}|${ALICE}|${grantee}|${msg ?? ''}`,
    assessment: { level: 'none', reasons: [] },
    counterparty: { address: grantee, name: null, source: null, isContract: false, seenBefore: true },
    ...over,
  };
}

const genericSend = view({
  scope: { type: 'generic', msgTypeUrl: SEND },
  msgTypeUrl: SEND,
  expiration: null,
  assessment: { level: 'danger', reasons: ['generic_moves_funds', 'no_expiry'] },
  counterparty: { address: BOB, name: null, source: null, isContract: false, seenBefore: false },
});
const restakeDelegate = view({
  grantee: CAROL,
  scope: { type: 'stake', action: 'delegate', maxTokens: null, allowValidators: [VAL], denyValidators: [] },
  msgTypeUrl: DELEGATE,
  counterparty: {
    address: CAROL,
    name: 'Restake bot',
    source: 'contact',
    isContract: false,
    seenBefore: true,
  },
});
const restakeClaim = view({
  grantee: CAROL,
  scope: { type: 'generic', msgTypeUrl: CLAIM },
  msgTypeUrl: CLAIM,
  counterparty: restakeDelegate.counterparty,
});
const feeAllowance = view({
  kind: 'feegrant',
  scope: {
    type: 'fee',
    spendLimit: [{ denom: 'uxyz', amount: '1000000' }],
    period: null,
    allowedMessages: [],
  },
  msgTypeUrl: null,
});

describe('rows', () => {
  it('folds a restake pair (delegate + claim, same grantee and end) into one row, keeping the danger first', () => {
    const rows = permissionRows([restakeClaim, genericSend, restakeDelegate]);
    expect(rows.map((r) => r.items.length)).toEqual([1, 2]);
    expect(rows[0]!.level).toBe('danger');
    expect(rows[1]!.items.map((p) => p.msgTypeUrl)).toEqual([DELEGATE, CLAIM]);
  });

  it('keeps a delegate grant and a claim grant with different ends apart', () => {
    const rows = permissionRows([restakeDelegate, { ...restakeClaim, expiration: null, id: 'other' }]);
    expect(rows).toHaveLength(2);
  });
});

describe('sentences', () => {
  it('says a restake pair as the issue does, with its validators below', () => {
    const [row] = permissionRows([restakeDelegate, restakeClaim]);
    expect(rowSentence(row!, 'given', names)).toMatch(
      new RegExp(
        `^Restake bot \\(${short(CAROL)}\\) may delegate and claim rewards for you, until Mar 1, 2027$`,
      ),
    );
    expect(rowDetails(row!, names)).toEqual(['Delegations only to Validator One.']);
    expect(rowSentence(row!, 'received', names)).toMatch(
      /^You may delegate and claim rewards for Restake bot/,
    );
  });

  it('says a send limit with its amount, receivers and end, from both sides', () => {
    const send = view({
      scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '3000000' }], allowList: [] },
      msgTypeUrl: SEND,
    });
    const [row] = permissionRows([send]);
    expect(rowSentence(row!, 'given', names)).toMatch(
      new RegExp(`^${short(BOB)} may send up to 3 XYZ from this account, to anyone, until Mar 1, 2027$`),
    );
    expect(rowSentence(row!, 'received', names)).toMatch(
      new RegExp(`^You may send up to 3 XYZ from ${short(BOB)}’s account, to anyone, until Mar 1, 2027$`),
    );
  });

  it('says a generic send grant without an end as moving any amount, and gives its reasons', () => {
    const [row] = permissionRows([genericSend]);
    expect(rowSentence(row!, 'given', names)).toMatch(
      /may send any amount from this account, with no end date$/,
    );
    expect(row!.reasons.map(reasonText)).toEqual([
      'It lets them move this account’s funds without asking you.',
      'It never ends on its own.',
    ]);
  });

  it('says a fee allowance from both sides', () => {
    const [row] = permissionRows([feeAllowance]);
    expect(rowSentence(row!, 'given', names)).toMatch(/may pay fees from this account, up to 1 XYZ, until/);
    expect(rowSentence(row!, 'received', names)).toMatch(/pays your fees, up to 1 XYZ, until/);
  });

  it('names a message type the wallet has no words for, and an authorization it cannot read', () => {
    const vote = view({ scope: { type: 'generic', msgTypeUrl: '/x.y.MsgZ' }, msgTypeUrl: '/x.y.MsgZ' });
    expect(rowSentence(permissionRows([vote])[0]!, 'given', names)).toContain('sign any /x.y.MsgZ message');
    const odd = view({ scope: { type: 'unknown', typeUrl: '/x.Odd' }, msgTypeUrl: null });
    const [row] = permissionRows([odd]);
    expect(rowSentence(row!, 'given', names)).toContain('cannot read (/x.Odd)');
    expect(canRevoke(row!)).toBe(false);
  });
});

describe('using a received permission', () => {
  it('offers a send from the granter’s account for a send limit or a generic send, nothing else', () => {
    const [send] = permissionRows([
      view({ scope: { type: 'send', spendLimit: [], allowList: [] }, msgTypeUrl: SEND }),
    ]);
    expect(canSendWith(send!)).toBe(true);
    expect(canSendWith(permissionRows([genericSend])[0]!)).toBe(true);
    expect(canSendWith(permissionRows([feeAllowance])[0]!)).toBe(false);
    expect(canSendWith(permissionRows([restakeDelegate, restakeClaim])[0]!)).toBe(false);
  });
});

describe('a fee paid from a received fee allowance', () => {
  it('is not said to leave this account in the balance preview (the total is then the spend alone)', () => {
    const review = (total: string) =>
      ({
        fee: { denom: 'uxyz', amount: '2927' },
        spend: '0',
        total,
        balanceChanges: [],
        previewMismatches: [],
      }) as unknown as TxReview;
    expect(previewLines(review('2927'), new Map())).toEqual([
      { tone: 'fee', text: 'You pay 0.002927 XYZ fee' },
    ]);
    expect(previewLines(review('0'), new Map())).toEqual([]);
  });
});

describe('revoke', () => {
  it('names one MsgRevoke per grant (both of a restake pair) and one MsgRevokeAllowance per allowance', () => {
    const rows = permissionRows([genericSend, restakeDelegate, restakeClaim, feeAllowance]);
    expect(revokeItems(rows)).toEqual([
      { kind: 'authz', grantee: BOB, msgTypeUrl: SEND },
      { kind: 'authz', grantee: CAROL, msgTypeUrl: DELEGATE },
      { kind: 'authz', grantee: CAROL, msgTypeUrl: CLAIM },
      { kind: 'feegrant', grantee: BOB },
    ]);
  });

  it('leaves out a row it cannot name rather than guessing its type', () => {
    const odd = view({ scope: { type: 'unknown', typeUrl: '/x.Odd' }, msgTypeUrl: null });
    expect(revokeItems(permissionRows([odd]))).toEqual([]);
  });
});

describe('review sentences, read from the messages as signed (spec dialect)', () => {
  it('says what a restake grant will let the grantee do, as one sentence', () => {
    const messages = [
      {
        '@type': '/ledger.authz.v1beta1.MsgGrant',
        granter: ALICE,
        grantee: CAROL,
        grant: {
          authorization: {
            type: 'ledger-sdk/StakeAuthorization',
            value: {
              Validators: {
                type: 'ledger-sdk/StakeAuthorization/AllowList',
                value: { allow_list: { address: [VAL] } },
              },
              authorization_type: 1,
            },
          },
          expiration: '2027-03-01T12:00:00Z',
        },
      },
      {
        '@type': '/ledger.authz.v1beta1.MsgGrant',
        granter: ALICE,
        grantee: CAROL,
        grant: {
          authorization: {
            type: 'ledger-sdk/GenericAuthorization',
            value: { msg: CLAIM.replace('cosmos', 'ledger') },
          },
          expiration: '2027-03-01T12:00:00Z',
        },
      },
    ];
    expect(reviewLines(messages, [], names)).toEqual([
      expect.stringMatching(
        /^After this, Restake bot \(.+\) may delegate and claim rewards for you, until Mar 1, 2027\.$/,
      ),
    ]);
  });

  it('says a send allowance with its allow list and a fee allowance with its limit', () => {
    const messages = [
      {
        '@type': '/ledger.authz.v1beta1.MsgGrant',
        granter: ALICE,
        grantee: BOB,
        grant: {
          authorization: {
            type: 'ledger-sdk/SendAuthorization',
            value: { spend_limit: [{ denom: 'uxyz', amount: '2500000' }], allow_list: [CAROL] },
          },
          expiration: '2027-03-01T12:00:00Z',
        },
      },
      {
        '@type': '/ledger.feegrant.v1beta1.MsgGrantAllowance',
        granter: ALICE,
        grantee: BOB,
        allowance: {
          type: 'ledger-sdk/BasicAllowance',
          value: { spend_limit: [{ denom: 'uxyz', amount: '1000000' }], expiration: '2027-03-01T12:00:00Z' },
        },
      },
    ];
    const [send, fee] = reviewLines(messages, [], names);
    expect(send).toMatch(
      new RegExp(
        `may send up to 2\\.5 XYZ from this account, only to ${short(CAROL)}, until Mar 1, 2027\\.$`,
      ),
    );
    expect(fee).toMatch(/may pay fees from this account, up to 1 XYZ, until Mar 1, 2027\.$/);
  });

  it('says what a revoke takes back, with the sentence of the row it names', () => {
    const messages = [
      {
        '@type': '/ledger.authz.v1beta1.MsgRevoke',
        granter: ALICE,
        grantee: BOB,
        msg_type_url: '/ledger.bank.v1beta1.MsgSend',
      },
      { '@type': '/ledger.feegrant.v1beta1.MsgRevokeAllowance', granter: ALICE, grantee: CAROL },
    ];
    expect(reviewLines(messages, [genericSend], names)).toEqual([
      expect.stringMatching(
        new RegExp(`^Takes back: ${short(BOB)} may send any amount from this account, with no end date\\.$`),
      ),
      expect.stringMatching(/^Takes back the fee allowance this account gave Restake bot \(/),
    ]);
  });

  it('says a send from a granter’s account (MsgExec) with its amount, whose funds and to whom', () => {
    const messages = [
      {
        '@type': '/ledger.authz.v1beta1.MsgExec',
        grantee: ALICE,
        msgs: [
          {
            type: 'ledger-sdk/MsgSend',
            value: { from_address: CAROL, to_address: BOB, amount: [{ denom: 'uxyz', amount: '2000000' }] },
          },
        ],
      },
    ];
    expect(reviewLines(messages, [], names)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Sends 2 XYZ from Restake bot \\(${short(CAROL)}\\)’s account to ${short(BOB)}, using the permission`,
        ),
      ),
    ]);
  });

  it('says nothing of other messages', () => {
    expect(reviewLines([{ '@type': '/ledger.bank.v1beta1.MsgSend' }], [], names)).toEqual([]);
  });
});

describe('grant form checks', () => {
  const now = new Date(2026, 10, 27, 12, 0, 0);

  it('ends a permission at the last second of the chosen local day, after today only', () => {
    const end = checkExpiry('2026-11-28', now);
    expect(end.ok && new Date(end.iso).getDate()).toBe(28);
    expect(end.ok && new Date(end.iso).getHours()).toBe(23);
    expect(checkExpiry('2026-11-27', now)).toMatchObject({ ok: true });
    expect(checkExpiry('2026-11-26', now)).toEqual({ ok: false, reason: 'past' });
    expect(checkExpiry('2026-02-30', now)).toEqual({ ok: false, reason: 'bad' });
    expect(checkExpiry('', now)).toEqual({ ok: false, reason: 'empty' });
    expect(checkExpiry(dayAfter(now, 400), now)).toMatchObject({ ok: true, far: true });
    expect(checkExpiry(dayAfter(now, 90), now)).toMatchObject({ ok: true, far: false });
  });

  it('refuses a grantee that is not an address of the network, or is this account itself', () => {
    expect(checkGrantee('', 'xyz', ALICE)).toEqual({ ok: false, message: null, self: false });
    expect(checkGrantee(ALICE, 'xyz', ALICE)).toEqual({ ok: false, message: null, self: true });
    expect(checkGrantee('cosmos1abc', 'xyz', ALICE)).toMatchObject({ ok: false, self: false });
    expect(checkGrantee(` ${BOB} `, 'xyz', ALICE)).toEqual({ ok: true, address: BOB });
  });

  it('reads an allow list one address per line, naming the line of a bad one', () => {
    expect(checkAddressList(`${BOB}\n\n${CAROL}\n${BOB}`, 'xyz')).toEqual({
      ok: true,
      addresses: [BOB, CAROL],
    });
    expect(checkAddressList(`${BOB}\nnonsense`, 'xyz')).toMatchObject({ ok: false, line: 2, tooMany: false });
    expect(checkAddressList('', 'xyz')).toEqual({ ok: true, addresses: [] });
  });
});
