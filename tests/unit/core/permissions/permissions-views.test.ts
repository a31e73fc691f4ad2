// How a permission is shown: its stable id, the other side named (own account before contact before validator
// moniker, a validator found by the account behind its operator address), contracts and strangers marked, each side
// cut at MAX_LISTED in danger order; and what a block's MsgExec means (funds a grantee moved out of an account).
import { describe, expect, it } from 'vitest';
import {
  dealtWith,
  knownNames,
  MAX_LISTED,
  operatorAccount,
  permissionId,
  sideViews,
  type CounterpartyFacts,
} from '../../../../electron/core/permissions/permission-views';
import type { AssessedPermission } from '../../../../electron/core/permissions/permissions';
import { meaningOf } from '../../../../electron/core/sync/transfer-activity';
import type { TxResponseJson } from '../../../../electron/core/chain/chain-schemas';
import { ALICE, BOB } from '../tx/fixtures';

const BOB_VALOPER = operatorAccount(BOB.address, 'xyzvaloper')!;
const send: AssessedPermission = {
  permission: {
    kind: 'authz',
    granter: ALICE.address,
    grantee: BOB.address,
    scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '1' }], allowList: [] },
    expiration: null,
    msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
  },
  assessment: { level: 'warning', reasons: ['no_expiry'] },
};

describe('naming the other side', () => {
  it('reads a validator operator’s account address, and refuses garbage', () => {
    expect(operatorAccount(BOB_VALOPER, 'xyz')).toBe(BOB.address);
    expect(operatorAccount('not bech32', 'xyz')).toBeNull();
  });

  it('prefers the wallet’s own account, then a contact, then a validator moniker', () => {
    const names = knownNames({
      accounts: [{ address: ALICE.address, name: 'Main' }],
      contacts: [
        { address: ` ${BOB.address} `, name: 'Bob' },
        { address: ALICE.address, name: 'Not me' },
      ],
      validators: [{ operatorAddress: BOB_VALOPER, moniker: 'bob-validator' }],
      prefix: 'xyz',
    });
    expect(names.get(ALICE.address)).toEqual({ name: 'Main', source: 'account' });
    expect(names.get(BOB.address)).toEqual({ name: 'Bob', source: 'contact' });
    const onlyValidator = knownNames({
      accounts: [],
      contacts: [],
      validators: [{ operatorAddress: BOB_VALOPER, moniker: 'bob-validator' }],
      prefix: 'xyz',
    });
    expect(onlyValidator.get(BOB.address)).toEqual({ name: 'bob-validator', source: 'validator' });
  });

  it('shows the grantee for a given permission and the granter for a received one, with a stable id', () => {
    const facts: CounterpartyFacts = {
      nameOf: (a) => (a === BOB.address ? { name: 'Bob', source: 'contact' } : null),
      isContract: () => false,
      seenBefore: (a) => a === BOB.address,
    };
    const [given] = sideViews([send], 'given', facts).views;
    expect(given).toMatchObject({
      id: `authz|${ALICE.address}|${BOB.address}|/cosmos.bank.v1beta1.MsgSend`,
      counterparty: { address: BOB.address, name: 'Bob', source: 'contact', seenBefore: true },
    });
    const [received] = sideViews([send], 'received', facts).views;
    expect(received!.counterparty).toEqual({
      address: ALICE.address,
      name: null,
      source: null,
      isContract: false,
      seenBefore: false,
    });
    expect(permissionId({ ...send.permission, kind: 'feegrant', msgTypeUrl: null })).toBe(
      `feegrant|${ALICE.address}|${BOB.address}|`,
    );
  });

  it('cuts a side at MAX_LISTED and says so', () => {
    const facts: CounterpartyFacts = { nameOf: () => null, isContract: () => false, seenBefore: () => false };
    const many = Array.from({ length: MAX_LISTED + 1 }, () => send);
    expect(sideViews(many, 'given', facts)).toMatchObject({ cut: true });
    expect(sideViews(many, 'given', facts).views).toHaveLength(MAX_LISTED);
    expect(sideViews([send], 'given', facts).cut).toBe(false);
  });
});

describe('what a MsgExec means to the person', () => {
  const ev = (type: string, attrs: Record<string, string>) => ({
    type,
    attributes: Object.entries(attrs).map(([key, value]) => ({ key, value })),
  });
  const execTx = (grantee: string, code = 0): TxResponseJson =>
    ({
      txhash: 'ab',
      height: '9',
      code,
      events: [
        ev('transfer', { sender: grantee, recipient: 'xyz1feecollector', amount: '5000uxyz' }),
        ev('message', { action: '/ledger.authz.v1beta1.MsgExec', sender: grantee, module: 'authz' }),
        ev('transfer', {
          sender: ALICE.address,
          recipient: grantee,
          amount: '2000000uxyz',
          authz_msg_index: '0',
        }),
        ev('message', { sender: ALICE.address, authz_msg_index: '0' }),
      ],
    }) as unknown as TxResponseJson;
  const alice = { id: 'alice', address: ALICE.address };

  it('tells funds an outside grantee moved out, and does not count the granter as the sender', () => {
    const meaning = meaningOf(execTx(BOB.address), [alice]);
    expect(meaning.spentByGrantee).toEqual([
      { accountId: 'alice', grantee: BOB.address, amounts: [{ denom: 'uxyz', amount: '2000000' }] },
    ]);
    expect(meaning.sentBy).toEqual([]);
    expect(meaning.txHash).toBe('AB');
  });

  it('tells nothing when the grantee is one of the person’s own accounts, or the tx failed', () => {
    expect(
      meaningOf(execTx(BOB.address), [alice, { id: 'bob', address: BOB.address }]).spentByGrantee,
    ).toEqual([]);
    expect(meaningOf(execTx(BOB.address, 5), [alice]).spentByGrantee).toEqual([]);
  });
});

describe('whether the person dealt with a counterparty', () => {
  it('does not count rows that only grant, revoke or use a permission; counts any other message', () => {
    const row = (...types: string[]) => ({ messages: types.map((t) => ({ '@type': t })) });
    expect(dealtWith([])).toBe(false);
    expect(
      dealtWith([
        row('/ledger.authz.v1beta1.MsgGrant'),
        row('/cosmos.feegrant.v1beta1.MsgRevokeAllowance', '/ledger.authz.v1beta1.MsgExec'),
      ]),
    ).toBe(false);
    expect(dealtWith([row('/ledger.authz.v1beta1.MsgGrant'), row('/ledger.bank.v1beta1.MsgSend')])).toBe(
      true,
    );
  });
});
