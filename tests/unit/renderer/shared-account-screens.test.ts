// The pure parts of the shared-account screens, as specifications: which members a person can pick and how they go
// to `multisig/create`, the thresholds offered, pasted keys read strictly, the "2 of 3" shape, and every refused
// signature worded with the member's name and why.
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../shared/api';
import { MAX_MULTISIG_MEMBERS } from '../../../shared/multisig/pubkey';
import {
  fitThreshold,
  MAX_MEMBERS,
  memberCandidates,
  membersOf,
  readPubkey,
  thresholdChoices,
} from '../../../renderer/src/screens/multisig/member-choice';
import {
  fileNames,
  memberLabel,
  REFUSAL_REASONS,
  refusalText,
  signedCount,
  staleText,
} from '../../../renderer/src/screens/multisig/multisig-text';
import { sharedShape } from '../../../renderer/src/screens/multisig/shared-account';
import type { SignatureRefusalReason } from '../../../shared/api/multisig';

// Two valid compressed keys (0x02 and 0x03 prefixes) in base64.
const KEY_02 = 'A' + 'g'.repeat(43);
const KEY_03 = 'A/' + 'B'.repeat(42);
const ALICE = 'xyz1alicexxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxaa11';
const BOB = 'xyz1bobxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxbb22';
const STRANGER = 'xyz1strangerxxxxxxxxxxxxxxxxxxxxxxxxxxxxxcc33';

function account(id: string, kind: AccountInfo['kind'], extra: Partial<AccountInfo> = {}): AccountInfo {
  return {
    id,
    name: id,
    kind,
    address: `xyz1${id}`,
    secretId: null,
    hdIndex: null,
    pubkey: kind === 'watch_only' || kind === 'multisig' ? null : KEY_02,
    createdAt: 0,
    ...extra,
  };
}

describe('choosing members', () => {
  it('offers only accounts with a key of their own: never watch-only or another shared account', () => {
    const accounts = [
      account('soft', 'mnemonic'),
      account('raw', 'private_key'),
      account('ledger', 'ledger'),
      account('watched', 'watch_only'),
      account('shared', 'multisig', { multisig: { threshold: 2, members: [] } }),
    ];
    expect(memberCandidates(accounts).map((a) => a.id)).toEqual(['soft', 'raw', 'ledger']);
  });

  it('lists every pick in the request shape of multisig/create, a pasted key with the name given to it', () => {
    const pubkeys = [
      { pubkey: KEY_03, name: ' Carol ' },
      { pubkey: KEY_02, name: '  ' },
    ];
    expect(membersOf({ accountIds: ['a1'], contactAddresses: [BOB], pubkeys })).toEqual([
      { source: 'account', accountId: 'a1' },
      { source: 'contact', address: BOB },
      { source: 'pubkey', pubkey: KEY_03, name: 'Carol' },
      { source: 'pubkey', pubkey: KEY_02 },
    ]);
  });

  it('reads a pasted key strictly: 33 compressed bytes in base64, spaces and line breaks dropped', () => {
    expect(readPubkey(` ${KEY_02.slice(0, 20)}\n${KEY_02.slice(20)} `, [])).toEqual({
      ok: true,
      pubkey: KEY_02,
    });
    expect(readPubkey(KEY_03, [])).toEqual({ ok: true, pubkey: KEY_03 });
    for (const bad of [
      '',
      'xyz1notakey',
      KEY_02.slice(1),
      KEY_02 + 'A',
      'B' + KEY_02.slice(1),
      KEY_02.slice(0, 43) + '=',
    ]) {
      expect(readPubkey(bad, [])).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(readPubkey(KEY_02, [KEY_02])).toEqual({ ok: false, problem: 'twice' });
  });

  it('offers k from 1 to n, only for 2 to 7 members (the card format and the SDK signature limit)', () => {
    expect(MAX_MEMBERS).toBe(MAX_MULTISIG_MEMBERS);
    expect(thresholdChoices(1)).toEqual([]);
    expect(thresholdChoices(3)).toEqual([1, 2, 3]);
    expect(thresholdChoices(MAX_MEMBERS)).toHaveLength(MAX_MEMBERS);
    expect(thresholdChoices(MAX_MEMBERS + 1)).toEqual([]);
  });

  it('keeps the chosen k while it is possible, else proposes a majority', () => {
    expect(fitThreshold(null, 3)).toBe(2);
    expect(fitThreshold(null, 5)).toBe(3);
    expect(fitThreshold(3, 3)).toBe(3);
    expect(fitThreshold(3, 2)).toBe(2);
    expect(fitThreshold(1, 4)).toBe(1);
  });
});

describe('a shared account in the switcher and on the dashboard', () => {
  it('has the shape "k of n"; a single-key account has none', () => {
    const members = [ALICE, BOB, STRANGER].map((address) => ({
      address,
      pubkey: KEY_02,
      name: null,
      ownAccountId: null,
    }));
    expect(sharedShape(account('s', 'multisig', { multisig: { threshold: 2, members } }))).toEqual({
      k: 2,
      n: 3,
    });
    expect(sharedShape(account('m', 'mnemonic'))).toBeNull();
    expect(sharedShape(null)).toBeNull();
  });
});

describe('proposals', () => {
  const members = [
    { address: ALICE, name: 'Alice' },
    { address: BOB, name: null },
  ];

  it('names a member by the card name, else by a shortened address that keeps both ends', () => {
    expect(memberLabel(members[0]!)).toBe('Alice');
    expect(memberLabel(members[1]!)).toBe(`${BOB.slice(0, 10)}…${BOB.slice(-6)}`);
  });

  it('words every refused signature with the member and why (never core’s English)', () => {
    const reasons: readonly SignatureRefusalReason[] = REFUSAL_REASONS;
    const texts = reasons.map((reason) =>
      refusalText(
        { code: 'signature_refused', message: 'core words', details: { member: ALICE, reason } },
        members,
      ),
    );
    for (const text of texts.slice(0, -1)) expect(text).toContain('Alice');
    expect(new Set(texts).size).toBe(reasons.length);
    expect(texts.join(' ')).not.toContain('core words');
    expect(texts[0]).toMatch(/not a member/);
    expect(texts[1]).toMatch(/different transaction/);
  });

  it('names a foreign signer by the address the file carries, and an unreadable file without a name', () => {
    const foreign = refusalText(
      { code: 'signature_refused', message: '', details: { member: STRANGER, reason: 'not_member' } },
      members,
    );
    expect(foreign).toContain(STRANGER.slice(-6));
    const malformed = refusalText(
      { code: 'signature_refused', message: '', details: { member: null, reason: 'malformed' } },
      members,
    );
    expect(malformed).toMatch(/not a signature file/);
    expect(refusalText({ code: 'network', message: 'down' }, members)).toBeNull();
  });

  it('counts signatures and explains why a stale proposal must be re-signed', () => {
    expect(signedCount([{ signed: true }, { signed: false }, { signed: true }])).toBe(2);
    expect(staleText('sequence_used')).toMatch(/used its sequence/);
    expect(staleText(undefined)).toMatch(/signed again/);
  });

  it('names the files after the account, the sequence, the signer and the sign doc (two proposals may share a sequence)', () => {
    const hashA = 'AB12CD34'.padEnd(64, '0');
    const hashB = 'EF56AB78'.padEnd(64, '0');
    expect(fileNames.card(ALICE)).toBe(`shared-account-${ALICE.slice(-8)}.json`);
    expect(fileNames.proposal(ALICE, '7', hashA)).toBe(`proposal-${ALICE.slice(-8)}-seq7-ab12cd34.json`);
    expect(fileNames.proposal(ALICE, '7', hashA)).not.toBe(fileNames.proposal(ALICE, '7', hashB));
    expect(fileNames.signature(BOB, '7', hashA)).toBe(`signature-${BOB.slice(-8)}-seq7-ab12cd34.json`);
    expect(fileNames.signature(BOB, '7', hashA)).not.toBe(fileNames.signature(BOB, '7', hashB));
  });
});
