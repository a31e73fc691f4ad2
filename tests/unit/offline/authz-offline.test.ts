// The air-gapped signer shows authz and feegrant messages in full words, and refuses an executed message it cannot
// read (it never signs what it cannot show).
import { describe, expect, it } from 'vitest';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { decodeBody } from '../../../electron/core/offline/decode-tx';
import * as build from '../../../electron/core/tx/authz-messages';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry, messageInDialect } from '../../../electron/core/tx/registry';
import type { EncodeObject } from '@cosmjs/proto-signing';

const ALICE = 'xyz1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';
const registry = createTxRegistry('spec');
const body = (messages: EncodeObject[]) =>
  TxBody.encode(
    TxBody.fromPartial({
      messages: messages.map((m) => {
        const named = messageInDialect(m, 'spec');
        return { typeUrl: named.typeUrl, value: registry.encode(named) };
      }),
    }),
  ).finish();

describe('an offline file holding authz and feegrant messages', () => {
  it('reads every grant, revoke, exec and allowance in full words', () => {
    const { lines } = decodeBody(
      body([
        build.buildGrant({
          granter: ALICE,
          grantee: BOB,
          authorization: { type: 'send', spendLimit: 3_000_000n },
          expiration: new Date('2027-03-01T00:00:00Z'),
          dialect: 'spec',
        }),
        build.buildGrant({
          granter: ALICE,
          grantee: BOB,
          authorization: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
          dialect: 'spec',
        }),
        build.buildRevoke({
          granter: ALICE,
          grantee: BOB,
          msgTypeUrl: '/cosmos.gov.v1.MsgVote',
          dialect: 'spec',
        }),
        build.buildExec({
          grantee: ALICE,
          msgs: [buildSend({ from: BOB, to: ALICE, amount: 2_000_000n })],
          dialect: 'spec',
        }),
        build.buildGrantAllowance({
          granter: ALICE,
          grantee: BOB,
          allowance: { spendLimit: 1_000_000n, allowedMessages: ['/cosmos.bank.v1beta1.MsgSend'] },
          dialect: 'spec',
        }),
        build.buildRevokeAllowance({ granter: ALICE, grantee: BOB }),
      ]),
    );
    expect(lines).toEqual([
      `Grant ${BOB} permission to send up to 3 XYZ, to anyone on behalf of ${ALICE}, until 2027-03-01 00:00:00 UTC`,
      `Grant ${BOB} permission to sign any /ledger.bank.v1beta1.MsgSend message, with no limit on behalf of ${ALICE}, with no expiry`,
      `Revoke the permission of ${BOB} to sign /ledger.gov.v1.MsgVote messages on behalf of ${ALICE}`,
      `As ${ALICE}, using permissions granted to it: (1) Send 2 XYZ from ${BOB} to ${ALICE}`,
      `Allow ${BOB} to pay transaction fees from ${ALICE}: up to 1 XYZ, with no expiry, only for /ledger.bank.v1beta1.MsgSend`,
      `Stop paying the transaction fees of ${BOB} from ${ALICE} (revoke its fee allowance)`,
    ]);
  });

  it('refuses an exec whose inner message it does not know', () => {
    const exec = build.buildExec({ grantee: ALICE, msgs: [], dialect: 'spec' });
    (exec.value as { msgs: unknown[] }).msgs.push({
      typeUrl: '/ledger.evil.v1.MsgDrain',
      value: new Uint8Array([1]),
    });
    expect(() => decodeBody(body([exec]))).toThrow(/cannot be decoded/);
  });
});
