// Every message kind's descriptor is complete and consistent: its codec is found, its amino form round-trips,
// its names are unique, and its summary line says every signed field in full.
import { describe, expect, it } from 'vitest';
import type { EncodeObject } from '@cosmjs/proto-signing';
import { fromDialect, toDialect } from '../../../shared/dialect';
import { KIND_VIEWS } from '../../../shared/tx-kinds/views';
import { KINDS, MSG_KINDS, kindBook, sendKind } from '../../../shared/tx-kinds';
import { kindCodec } from '../../../electron/core/tx/kind-codecs';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { toAminoMsg } from '../../../electron/core/tx/amino';
import * as baseBuild from '../../../electron/core/tx/messages';
import * as authzBuild from '../../../electron/core/tx/authz-messages';
import { findCommand } from '../../../cli/commands';

const ALICE = 'xyz1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn';
const BOB = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';
const VALIDATOR = 'xyzvaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnzgcfk3';
const OTHER_VALIDATOR = 'xyzvaloper1zg69v7ys40x77y352eufp27daufrg4ncz7ds8l';
const CONTRACT = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9sxyz4zu';

const build = { ...baseBuild, ...authzBuild };

/** One message of every kind, built by the wallet's own builders. */
const SAMPLES: Record<string, EncodeObject> = {
  send: build.buildSend({ from: ALICE, to: BOB, amount: 1_500_000n }),
  delegate: build.buildDelegate({ delegator: ALICE, validator: VALIDATOR, amount: 2n }),
  undelegate: build.buildUndelegate({ delegator: ALICE, validator: VALIDATOR, amount: 3n }),
  redelegate: build.buildRedelegate({
    delegator: ALICE,
    source: VALIDATOR,
    destination: OTHER_VALIDATOR,
    amount: 4n,
  }),
  'claim-rewards': build.buildWithdrawReward({ delegator: ALICE, validator: VALIDATOR }),
  vote: build.buildVote({ voter: ALICE, proposalId: 7n, option: 'no_with_veto' }),
  'vote-weighted': build.buildVoteWeighted({
    voter: ALICE,
    proposalId: 8n,
    options: [
      { option: 'yes', weight: '0.600000000000000000' },
      { option: 'no', weight: '0.400000000000000000' },
    ],
  }),
  'execute-contract': build.buildExecute({
    sender: ALICE,
    contract: CONTRACT,
    msg: { transfer: { recipient: BOB, amount: '5' } },
    funds: [{ denom: 'uxyz', amount: 9n }],
  }),
  'instantiate-contract': build.buildInstantiate({
    sender: ALICE,
    admin: BOB,
    codeId: 1n,
    label: 'a "quoted" label',
    msg: { name: 'T' },
  }),
  'bridge-out': build.buildBridgeOut({ sender: ALICE, amount: 6n, externalAddress: '0xabc' }),
  grant: build.buildGrant({
    granter: ALICE,
    grantee: BOB,
    authorization: { type: 'stake', action: 'delegate', allowValidators: [VALIDATOR], maxTokens: 7n },
    expiration: new Date('2027-03-01T00:00:00.250Z'),
    dialect: 'spec',
  }),
  revoke: build.buildRevoke({ granter: ALICE, grantee: BOB, msgTypeUrl: sendKind.typeUrl, dialect: 'spec' }),
  exec: build.buildExec({
    grantee: ALICE,
    msgs: [build.buildSend({ from: BOB, to: ALICE, amount: 2n })],
    dialect: 'spec',
  }),
  'grant-allowance': build.buildGrantAllowance({
    granter: ALICE,
    grantee: BOB,
    allowance: {
      spendLimit: 9n,
      period: { seconds: 86_400, limit: 3n, start: new Date('2026-03-01T00:00:00Z') },
      allowedMessages: [sendKind.typeUrl],
    },
    dialect: 'spec',
  }),
  'revoke-allowance': build.buildRevokeAllowance({ granter: ALICE, grantee: BOB }),
};

describe('the message-kind list', () => {
  it('has a sample here for every kind (add one with a new kind)', () => {
    expect(MSG_KINDS.map((k) => k.id).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('gives every kind a unique id, type URL and amino name', () => {
    for (const field of ['id', 'typeUrl', 'aminoType'] as const) {
      const values = MSG_KINDS.map((k) => k[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('refuses two kinds claiming one type URL', () => {
    expect(() => kindBook([sendKind, { ...sendKind, id: 'other' }])).toThrow(/two message kinds claim/);
  });

  it('finds a kind by its type URL in either dialect, and by a history alias, and nothing else', () => {
    for (const kind of MSG_KINDS) {
      expect(KINDS.byTypeUrl(kind.typeUrl)).toBe(kind);
      expect(KINDS.byTypeUrl(toDialect(kind.typeUrl, 'spec'))).toBe(kind);
      expect(KINDS.ofJson({ '@type': toDialect(kind.typeUrl, 'spec') })).toBe(kind);
    }
    expect(KINDS.byTypeUrl('/cosmos.gov.v1beta1.MsgVote')?.id).toBe('vote');
    expect(KINDS.byTypeUrl('/cosmos.gov.v1.MsgSubmitProposal')).toBeNull();
    expect(KINDS.ofJson(null)).toBeNull();
    expect(KINDS.ofJson({})).toBeNull();
  });
});

describe.each(MSG_KINDS.map((k) => [k.id, k] as const))('the %s kind', (id, kind) => {
  const sample = SAMPLES[id]!;

  it('is what its builder makes', () => {
    expect(sample.typeUrl).toBe(kind.typeUrl);
  });

  it('has a protobuf codec found from its type URL, and survives encoding in both dialects', () => {
    expect(kindCodec(kind)).toBeTruthy();
    for (const dialect of ['spec', 'cosmos'] as const) {
      const registry = createTxRegistry(dialect);
      const typeUrl = toDialect(kind.typeUrl, dialect);
      const bytes = registry.encode({ typeUrl, value: sample.value });
      expect(registry.decode({ typeUrl, value: bytes })).toEqual(kindCodec(kind).fromPartial(sample.value));
    }
  });

  it('converts to amino and back without loss, with its dialect-renamed amino name', () => {
    const amino = toAminoMsg(sample, 'spec');
    expect(amino.type).toBe(toDialect(kind.aminoType, 'spec'));
    expect(fromDialect(amino.type, 'spec')).toBe(kind.aminoType);
    const codec = kindCodec(kind);
    expect(codec.fromPartial(kind.fromAmino(amino.value))).toEqual(codec.fromPartial(sample.value));
    expect(kind.toAmino(kind.fromAmino(amino.value))).toEqual(amino.value);
  });

  it('names its signer and says every address it carries in its line', () => {
    const value = sample.value as Record<string, unknown>;
    expect(kind.signer(value)).toBe(ALICE);
    const line = kind.describe(value);
    for (const text of JSON.stringify(value, (_k, v: unknown) =>
      typeof v === 'bigint' ? String(v) : v,
    ).match(/xyz(valoper)?1[0-9a-z]{38,}/g) ?? [])
      expect(line).toContain(text);
  });

  it('says a CLI verb only when that command exists', () => {
    if (kind.cliVerb !== null)
      expect(findCommand(kind.cliVerb.split(' '))?.command.path.join(' ')).toBe(kind.cliVerb);
  });
});

describe('summary lines are never cut', () => {
  it('shows the whole contract message, so a long field first cannot hide the contract and the amount', () => {
    const inner = { note: 'x'.repeat(5000) };
    const message = build.buildCw20Send({
      sender: ALICE,
      token: CONTRACT,
      contract: BOB,
      amount: 999_999_000_000n,
      msg: inner,
    });
    const line = KINDS.byTypeUrl(message.typeUrl)!.describe(message.value as Record<string, unknown>);
    expect(line).toContain(`"contract":"${BOB}"`);
    expect(line).toContain('"amount":"999999000000"');
    expect(line).toContain(`Execute contract ${CONTRACT} as ${ALICE}`);
    expect(line).not.toContain('…');
    expect(line.length).toBeGreaterThan(5000);
  });

  it('shows a vote’s metadata when it carries one', () => {
    const value = { ...(SAMPLES.vote!.value as Record<string, unknown>), metadata: 'ipfs://why' };
    expect(KINDS.byTypeUrl(SAMPLES.vote!.typeUrl)!.describe(value)).toBe(
      `Vote NO WITH VETO on proposal 7 as ${ALICE} (metadata "ipfs://why")`,
    );
  });
});

describe('the views the renderer reads', () => {
  it('are the kinds’ own views, in the same order', () => {
    expect(KIND_VIEWS.map((v) => v.id)).toEqual(MSG_KINDS.map((k) => k.id));
    MSG_KINDS.forEach((kind, i) => {
      for (const [field, value] of Object.entries(KIND_VIEWS[i]!))
        expect(kind[field as keyof typeof kind], `${kind.id}.${field}`).toEqual(value);
    });
  });
});
