// Shared accounts end to end against the devnet, through the wallet's own core: the member card gives cosmjs's
// address; 2-of-3 and 3-of-5 accounts spend with every signer set that reaches k, signatures imported in any order;
// below-threshold, foreign-key, wrong-doc and stale signatures are refused by the wallet (and by the devnet, code 4,
// when forced past it); a second proposal at a spent sequence is explained.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMultisigThresholdPubkey, pubkeyToAddress } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { TEST_DIALECT } from '../support/dialect';
import { combineMultisigTx } from '../../../shared/multisig/combine';
import { parseMultisigSignature, serializeMultisigFile } from '../../../shared/multisig/parse';
import { combineCollected } from '../../../electron/core/multisig/collect';
import { broadcastOnce } from '../../../electron/core/tx/broadcast';
import { fund, testDevnet } from '../devnet/chain/support';
import {
  cardFor,
  collect,
  cosign,
  makeMembers,
  open,
  proposeSend,
  outsiderSignature,
  send,
  walletChain,
  type TestMember,
} from './wallet-support';

const bob = DEVNET_KEYS.bob.address;

function subsetsOfAtLeast(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const subset = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (subset.length >= k) out.push(subset);
  }
  return out;
}

/** Every order of `items` (used for subsets of up to 3 members), or forward, reverse and a rotation beyond. */
function orders(items: number[]): number[][] {
  if (items.length <= 3) {
    if (items.length <= 1) return [items];
    return items.flatMap((first, i) =>
      orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]),
    );
  }
  return [items, [...items].reverse(), [...items.slice(1), items[0]!]];
}

describe('shared accounts through the wallet core, against the devnet', () => {
  let devnet: RunningDevnet;
  beforeAll(async () => {
    devnet = await testDevnet();
  });
  afterAll(() => devnet?.stop());

  async function spendWith(members: TestMember[], k: number, order: number[]) {
    const card = cardFor(members, k);
    const proposal = await proposeSend(devnet, card, bob);
    const signatures = await Promise.all(order.map((i) => cosign(members[i]!, proposal)));
    const opened = open(proposal);
    const outcome = await send(devnet, opened, collect(opened, signatures));
    devnet.chain.produceBlock();
    const included = await walletChain(devnet).getTx(outcome.txHash);
    expect(included?.tx_response.code, `${order}: ${included?.tx_response.raw_log}`).toBe(0);
  }

  it.each([
    [2, ['Ana', 'Ben', 'Cleo']],
    [3, ['Ana', 'Ben', 'Cleo', 'Dov', 'Eve']],
  ])(
    '%i-of-n: every signer set that reaches k, in any order of import',
    async (k, names) => {
      const members = await makeMembers(names);
      const card = cardFor(members, k);
      const oracle = createMultisigThresholdPubkey(
        members.map((m) => ({ type: 'tendermint/PubKeySecp256k1', value: toBase64(m.pubkey) })),
        k,
      );
      expect(card.account.address).toBe(pubkeyToAddress(oracle, 'xyz'));
      expect(cardFor([...members].reverse(), k).account.address).toBe(card.account.address);
      await fund(devnet, card.account.address);
      for (const subset of subsetsOfAtLeast(members.length, k)) {
        for (const order of orders(subset)) await spendWith(members, k, order);
      }
      const account = await walletChain(devnet).account(card.account.address);
      expect(account?.pubKey).toBeNull();
    },
    120_000,
  );

  it('refuses below-threshold, foreign, forged, wrong-doc and stale signatures before broadcast; the devnet refuses them with code 4 when forced', async () => {
    const members = await makeMembers(['Ana', 'Ben', 'Cleo']);
    const [outsider] = await makeMembers(['Mallory']);
    const card = cardFor(members, 2);
    await fund(devnet, card.account.address);
    const proposal = await proposeSend(devnet, card, bob);
    const opened = open(proposal);
    const ana = await cosign(members[0]!, proposal);

    // Below the threshold.
    const one = collect(opened, [ana]);
    expect(() => combineCollected(opened, one)).toThrow(/1 of the 2 signatures.*not yet signed: /);

    // A key that is not a member, signing the very proposal.
    const mallory = await outsiderSignature(outsider!, proposal);
    expect(() => collect(opened, [mallory])).toThrow(
      expect.objectContaining({
        code: 'unauthorized',
        details: expect.objectContaining({ reason: 'foreign_key' }),
      }),
    );

    // Ben's name on a signature Cleo made: bad signature, and the message names Ben.
    const cleo = parseMultisigSignature(await cosign(members[2]!, proposal));
    const benKey = card.account.members.find((m) => m.name === 'Ben')!.pubkey;
    const posing = { ...cleo, member_pubkey: benKey };
    expect(() => collect(opened, [serializeMultisigFile(posing)])).toThrow(/Ben's signature does not match/);

    // A signature over another transaction (different memo) at the same sequence.
    const other = await proposeSend(devnet, card, bob, '0.001', 'something else');
    const benOnOther = await cosign(members[1]!, other);
    expect(() => collect(opened, [benOnOther])).toThrow(
      expect.objectContaining({
        message: 'Ben signed a different transaction, not this proposal.',
        details: expect.objectContaining({ reason: 'other_proposal', memberName: 'Ben' }),
      }),
    );

    // Forced past the wallet: the devnet says code 4 to each.
    const chain = walletChain(devnet);
    const force = async (signatures: Array<{ memberIndex: number; signature: Uint8Array }>) => {
      const tx = combineMultisigTx(opened.proposal, signatures, TEST_DIALECT);
      const result = await broadcastOnce(tx, 'chain', { chain, backend: undefined as never });
      return result.state === 'rejected' ? result.code : result.state;
    };
    const indexOf = (name: string) => card.account.members.findIndex((m) => m.name === name);
    const sigOf = (text: string) => fromBase64(parseMultisigSignature(text).signature);
    // below threshold: one signature, with the bit array saying two signed
    const forgedBelow = combineMultisigTx(
      opened.proposal,
      [
        { memberIndex: indexOf('Ana'), signature: sigOf(ana) },
        { memberIndex: indexOf('Ben'), signature: new Uint8Array(64) },
      ],
      TEST_DIALECT,
    );
    expect(await broadcastOnce(forgedBelow, 'chain', { chain, backend: undefined as never })).toMatchObject({
      state: 'rejected',
      code: 4,
    });
    expect(
      await force([
        { memberIndex: indexOf('Ana'), signature: sigOf(ana) },
        { memberIndex: indexOf('Ben'), signature: fromBase64(cleo.signature) },
      ]),
    ).toBe(4);
    expect(
      await force([
        { memberIndex: indexOf('Ana'), signature: sigOf(ana) },
        { memberIndex: indexOf('Ben'), signature: sigOf(mallory) },
      ]),
    ).toBe(4);
    expect(
      await force([
        { memberIndex: indexOf('Ana'), signature: sigOf(ana) },
        { memberIndex: indexOf('Ben'), signature: sigOf(benOnOther) },
      ]),
    ).toBe(4);

    // The honest pair goes through; afterwards a signature for the spent sequence is stale.
    const ben = await cosign(members[1]!, proposal);
    const outcome = await send(devnet, opened, collect(opened, [ben, ana]));
    devnet.chain.produceBlock();
    expect((await chain.getTx(outcome.txHash))?.tx_response.code).toBe(0);
    const next = open(await proposeSend(devnet, card, bob));
    expect(() => collect(next, [ana])).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /Ana signed the transaction at sequence 0; this proposal is at sequence 1/,
        ),
        details: expect.objectContaining({ reason: 'stale', memberName: 'Ana' }),
      }),
    );
  }, 60_000);

  it('explains a sequence conflict: of two proposals for the same sequence, the later one must be re-signed', async () => {
    const members = await makeMembers(['Ana', 'Ben', 'Cleo']);
    const card = cardFor(members, 2);
    await fund(devnet, card.account.address);
    const first = await proposeSend(devnet, card, bob, '0.001', 'first');
    const second = await proposeSend(devnet, card, bob, '0.002', 'second');
    const openedFirst = open(first);
    const openedSecond = open(second);
    const secondSigs = collect(openedSecond, [
      await cosign(members[0]!, second),
      await cosign(members[1]!, second),
    ]);
    await send(
      devnet,
      openedFirst,
      collect(openedFirst, [await cosign(members[1]!, first), await cosign(members[2]!, first)]),
    );
    devnet.chain.produceBlock();
    await expect(send(devnet, openedSecond, secondSigs)).rejects.toMatchObject({
      code: 'sequence_mismatch',
      details: expect.objectContaining({
        reason: 'sequence_conflict',
        accountSequence: '1',
        proposalSequence: '0',
      }),
    });
  }, 60_000);
});
