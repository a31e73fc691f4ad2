// The devnet's k-of-n accounts (LegacyAminoPubKey) against cosmjs as the oracle: address derivation, spends by
// every signer set that reaches k, the SDK's refusals (code 4), the key shown by the auth query, and the gas; in the
// run's dialect (the public keys' type URLs and the amino names through the dialect helper).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { OTHER_DIALECT, named } from '../../support/dialect';
import {
  balanceOf,
  broadcast,
  broadcastAsIs,
  fund,
  getJson,
  postJson,
  produce,
  testDevnet,
  txByHash,
} from './support';
import {
  combine,
  cosmjsAddress,
  cosmjsMultisig,
  makeMembers,
  memberSign,
  proposeSend,
  subsetsOfAtLeast,
  type Member,
} from './multisig-support';

const bob = DEVNET_KEYS.bob.address;

describe('devnet multisig accounts (LegacyAminoPubKey)', () => {
  let devnet: RunningDevnet;

  beforeAll(async () => {
    devnet = await testDevnet();
  });
  afterAll(() => devnet?.stop());

  async function spend(
    members: Member[],
    k: number,
    signerOrder: number[],
    opts: { wrongDocFor?: number } = {},
  ): Promise<{ code: number; raw_log: string; txhash: string }> {
    const pubkey = cosmjsMultisig(members, k);
    const address = cosmjsAddress(pubkey);
    const p = await proposeSend(devnet, address, bob, 1000);
    const sigs = new Map<string, Uint8Array>();
    for (const i of signerOrder) {
      const memo = opts.wrongDocFor === i ? 'not what was proposed' : undefined;
      sigs.set(members[i]!.address, await memberSign(members[i]!, p, memo));
    }
    return broadcast(devnet, combine(pubkey, p, sigs));
  }

  it('2-of-3 spends with every signer set that reaches 2, and the auth query shows the key after the first tx', async () => {
    const members = await makeMembers(3);
    const pubkey = cosmjsMultisig(members, 2);
    const address = cosmjsAddress(pubkey);
    await fund(devnet, address);
    const before = await getJson(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
    expect(before.body.account.pub_key).toBeNull();
    for (const subset of subsetsOfAtLeast(3, 2)) {
      for (const order of [subset, [...subset].reverse()]) {
        const result = await spend(members, 2, order);
        expect(result.code, `${order}: ${result.raw_log}`).toBe(0);
        await produce(devnet);
        expect((await txByHash(devnet, result.txhash)).body.tx_response.code).toBe(0);
      }
    }
    const after = await getJson(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
    expect(after.body.account.pub_key).toEqual({
      '@type': '/ledger.crypto.multisig.LegacyAminoPubKey',
      threshold: 2,
      public_keys: pubkey.value.pubkeys.map((k) => ({
        '@type': '/ledger.crypto.secp256k1.PubKey',
        key: k.value,
      })),
    });
    expect(after.body.account.sequence).toBe('8');
  });

  it('3-of-5 spends with every signer set of 3, 4 and 5 members', async () => {
    const members = await makeMembers(5);
    await fund(devnet, cosmjsAddress(cosmjsMultisig(members, 3)));
    for (const subset of subsetsOfAtLeast(5, 3)) {
      const result = await spend(members, 3, [...subset].reverse());
      expect(result.code, `${subset}: ${result.raw_log}`).toBe(0);
      await produce(devnet);
    }
  });

  it('refuses below-threshold, foreign-key, wrong-sign-doc and bit-without-signature transactions with code 4', async () => {
    const members = await makeMembers(3);
    const [outsider] = await makeMembers(1);
    const pubkey = cosmjsMultisig(members, 2);
    const address = cosmjsAddress(pubkey);
    await fund(devnet, address);
    const startBalance = await balanceOf(devnet, address);

    const below = await spend(members, 2, [1]);
    expect(below).toMatchObject({ code: 4 });
    expect(below.raw_log).toMatch(/signature size is incorrect 1|not enough signatures/);

    const wrongDoc = await spend(members, 2, [0, 2], { wrongDocFor: 2 });
    expect(wrongDoc).toMatchObject({ code: 4 });
    expect(wrongDoc.raw_log).toMatch(/unable to verify signature at index/);

    // The outsider's signature sits in member 1's slot.
    const p = await proposeSend(devnet, address, bob, 1000);
    const sigs = new Map([
      [members[0]!.address, await memberSign(members[0]!, p)],
      [members[1]!.address, await memberSign(outsider!, p)],
    ]);
    const foreign = await broadcast(devnet, combine(pubkey, p, sigs));
    expect(foreign).toMatchObject({ code: 4 });

    // Three bits set, two signatures.
    const good = new Map([
      [members[0]!.address, await memberSign(members[0]!, p)],
      [members[1]!.address, await memberSign(members[1]!, p)],
      [members[2]!.address, await memberSign(members[2]!, p)],
    ]);
    const raw = TxRaw.decode(combine(pubkey, p, good));
    const multi = MultiSignature.decode(raw.signatures[0]!);
    const dropped = MultiSignature.encode({ signatures: multi.signatures.slice(0, 2) }).finish();
    const bitWithout = await broadcast(devnet, TxRaw.encode({ ...raw, signatures: [dropped] }).finish());
    expect(bitWithout).toMatchObject({ code: 4 });

    // A key set whose address is not the account's.
    const other = cosmjsMultisig([members[0]!, members[1]!, outsider!], 2);
    const otherSigs = new Map([
      [members[0]!.address, await memberSign(members[0]!, p)],
      [members[1]!.address, await memberSign(members[1]!, p)],
    ]);
    const otherRaw = TxRaw.decode(combine(other, p, otherSigs));
    const goodRaw = TxRaw.decode(combine(pubkey, p, otherSigs));
    const swapped = await broadcast(
      devnet,
      TxRaw.encode({ ...goodRaw, authInfoBytes: otherRaw.authInfoBytes }).finish(),
    );
    expect(swapped).toMatchObject({ code: 4 });

    await produce(devnet);
    expect(await balanceOf(devnet, address)).toBe(startBalance);
    const ok = await broadcast(devnet, combine(pubkey, p, otherSigs));
    expect(ok.code, ok.raw_log).toBe(0);
  });

  it('refuses a multisig key whose member keys are named in the other dialect, as a stock node’s decoder does', async () => {
    const members = await makeMembers(2);
    const pubkey = cosmjsMultisig(members, 1);
    const address = cosmjsAddress(pubkey);
    await fund(devnet, address);
    const p = await proposeSend(devnet, address, bob, 1000);
    const sigs = new Map([[members[0]!.address, await memberSign(members[0]!, p)]]);
    const res = await broadcastAsIs(devnet, combine(pubkey, p, sigs, OTHER_DIALECT));
    const memberUrl = named('/ledger.crypto.secp256k1.PubKey', OTHER_DIALECT);
    expect([res.code, res.codespace, res.raw_log]).toEqual([
      2,
      'sdk',
      `unable to resolve type URL ${memberUrl}: tx parse error`,
    ]);
    expect((await broadcast(devnet, combine(pubkey, p, sigs))).code).toBe(0);
  });

  it('charges one secp256k1 verification per signature present, as the SDK does', async () => {
    const members = await makeMembers(3);
    const pubkey = cosmjsMultisig(members, 2);
    const address = cosmjsAddress(pubkey);
    await fund(devnet, address);
    expect((await spend(members, 2, [0, 1])).code).toBe(0);
    await produce(devnet);
    const p = await proposeSend(devnet, address, bob, 1000);
    const sigs = new Map<string, Uint8Array>();
    for (const m of members) sigs.set(m.address, await memberSign(m, p));
    const three = combine(pubkey, p, sigs);
    sigs.delete(members[2]!.address);
    const two = combine(pubkey, p, sigs);
    const gasOf = async (tx: Uint8Array) => {
      const { status, body } = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {
        tx_bytes: Buffer.from(tx).toString('base64'),
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return Number(body.gas_info.gas_used);
    };
    expect((await gasOf(three)) - (await gasOf(two))).toBe(1000 + 10 * (three.length - two.length));
  });
});
