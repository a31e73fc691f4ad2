// A message kind added through its descriptor alone: the wallet signs it (direct and amino), summarizes it,
// previews what it spends, reads its history rows and — when the descriptor says so — the offline signer refuses it.
import { serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { defineKind, type ProtoCoin } from '../../../shared/tx-kinds/kind';
import { amountOf, copyCoins, describeCoins } from '../../../shared/tx-kinds/coins';
import { kindBook, MSG_KINDS } from '../../../shared/tx-kinds';
import { nativeDelta } from '../../../electron/core/charts/native-delta';
import { decodeBody, fileKinds } from '../../../electron/core/offline/decode-tx';
import { prepareSignDoc } from '../../../electron/core/offline/offline-sign';
import { describeMessage } from '../../../electron/core/offline/summary';
import type { KindWithCodec } from '../../../electron/core/tx/kind-codecs';
import { nativeSpend } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { buildReview, type SignModeName } from '../../../electron/core/tx/review';
import { signReviewed } from '../../../electron/core/tx/sign';
import { createSigner } from '../../../electron/core/keys/signer';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';
import { ALICE, BOB, PARAMS, signingKeyOf } from '../offline/fixtures';
import { projectKey } from '../signing/project-path';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';

interface Tip {
  fromAddress: string;
  toAddress: string;
  amount: ProtoCoin[];
}
interface TipAmino {
  tipper: string;
  artist: string;
  coins: ProtoCoin[];
}

/** "Tip an artist": a kind the wallet has never heard of, reusing MsgSend's wire format under its own names. */
function tipKind(offlineSignable: boolean): KindWithCodec {
  return {
    ...defineKind<Tip, TipAmino>({
      id: 'tip',
      typeUrl: '/xyz.tips.v1.MsgTip',
      aminoType: 'xyz/MsgTip',
      toAmino: (v) => ({ tipper: v.fromAddress, artist: v.toAddress, coins: copyCoins(v.amount) }),
      fromAmino: (a) => ({ fromAddress: a.tipper, toAddress: a.artist, amount: copyCoins(a.coins) }),
      describe: (v) => `Tip ${describeCoins(v.amount)} from ${v.fromAddress} to artist ${v.toAddress}`,
      signer: (v) => v.fromAddress,
      spend: (v, denom) => amountOf(v.amount, denom),
      historyDelta: (m, owner) => ({
        delta: m.tipper === owner ? -amountOf(m.coins, 'uxyz') : 0n,
        known: true,
      }),
      ledgerLabel: null,
      rowKind: 'send',
      stakingKind: null,
      cliVerb: null,
      offlineSignable,
      gasCeiling: 250_000,
    }),
    codec: MsgSend,
  };
}

const tip = (amount: bigint) => ({
  typeUrl: '/xyz.tips.v1.MsgTip',
  value: { fromAddress: ALICE, toAddress: BOB, amount: [{ denom: 'uxyz', amount: amount.toString() }] },
});

async function signTip(signMode: SignModeName) {
  const kinds = [...MSG_KINDS, tipKind(true)];
  const key = await projectKey(DEVNET_KEYS.alice.mnemonic, 'xyz');
  const message = tip(2_500_000n);
  const review = buildReview(
    {
      kind: 'tip',
      sender: key.address,
      messages: [message],
      memo: '',
      spend: nativeSpend([message], 'uxyz', kindBook(kinds)),
      summary: '',
    },
    { address: key.address, pubkey: key.pubkey, accountNumber: 7n, sequence: 3n },
    { gasUsed: 100_000n },
    createTxRegistry('spec', kinds),
    {
      chainId: 'xyz-devnet-1',
      dialect: 'spec',
      tier: 'low',
      gasAdjustment: 1.4,
      gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
      signMode,
      kinds: kindBook(kinds),
    },
  );
  const signed = await signReviewed(review, await createSigner(key, key.prefix, () => true));
  return { review, signed, key };
}

describe('a message kind added through its descriptor alone', () => {
  it('is signed in direct mode: the body carries its type URL and the signature covers the sign doc', async () => {
    const { review, signed, key } = await signTip('direct');
    const raw = TxRaw.decode(signed.txBytes);
    expect(TxBody.decode(raw.bodyBytes).messages[0]!.typeUrl).toBe('/xyz.tips.v1.MsgTip');
    const signature = Secp256k1Signature.fromFixedLength(raw.signatures[0]!);
    expect(await Secp256k1.verifySignature(signature, sha256(review.signBytes), key.pubkey)).toBe(true);
    expect(review.total).toBe(2_500_000n + review.fee);
  });

  it('is signed in amino mode with its own amino name and fields', async () => {
    const { review, signed, key } = await signTip('amino');
    expect(review.aminoSignDoc!.msgs).toEqual([
      {
        type: 'xyz/MsgTip',
        value: { tipper: ALICE, artist: BOB, coins: [{ denom: 'uxyz', amount: '2500000' }] },
      },
    ]);
    const raw = TxRaw.decode(signed.txBytes);
    const signature = Secp256k1Signature.fromFixedLength(raw.signatures[0]!);
    const signBytes = sha256(serializeSignDoc(review.aminoSignDoc!));
    expect(await Secp256k1.verifySignature(signature, signBytes, key.pubkey)).toBe(true);
  });

  it('is summarized by its own line, from the message and from a file body', () => {
    const kinds = [...MSG_KINDS, tipKind(true)];
    const line = `Tip 2.5 XYZ from ${ALICE} to artist ${BOB}`;
    expect(describeMessage(tip(2_500_000n), kindBook(kinds))).toBe(line);
    const body = makeBodyBytes(createTxRegistry('spec', kinds), [tip(2_500_000n)], '', 'spec');
    expect(decodeBody(body, fileKinds(kinds)).lines).toEqual([line]);
    // Without its descriptor the same file is refused, never shown as "other".
    expect(() => decodeBody(body)).toThrow(/does not know: \/xyz.tips.v1.MsgTip/);
  });

  it('is previewed: what it spends and what a history row of it did to the total', () => {
    const book = kindBook([...MSG_KINDS, tipKind(true)]);
    expect(nativeSpend([tip(4_000_000n)], 'uxyz', book)).toBe(4_000_000n);
    const row = {
      timestamp: '2026-11-27T00:00:00Z',
      code: 0,
      direction: 'out' as const,
      fee: [{ denom: 'uxyz', amount: '5000' }],
      messages: [
        {
          '@type': '/xyz.tips.v1.MsgTip',
          tipper: ALICE,
          artist: BOB,
          coins: [{ denom: 'uxyz', amount: '4000000' }],
        },
      ],
    };
    expect(nativeDelta(row, ALICE, book)).toEqual({ delta: -4_005_000n, known: true });
    expect(nativeDelta(row, ALICE)).toEqual({ delta: -5_000n, known: false });
  });

  it('is refused by the offline signer when its descriptor says so, and signed when it allows it', async () => {
    const key = await signingKeyOf('alice');
    const refused = [...MSG_KINDS, tipKind(false)];
    const body = makeBodyBytes(createTxRegistry('spec', refused), [tip(1n)], '', 'spec');
    let error: unknown = null;
    try {
      prepareSignDoc({ key, bodyBytes: body, params: PARAMS, dialect: 'spec', kinds: fileKinds(refused) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).details?.reason).toBe('not_offline_signable');
    const allowed = [...MSG_KINDS, tipKind(true)];
    const { review } = prepareSignDoc({
      key,
      bodyBytes: body,
      params: PARAMS,
      dialect: 'spec',
      kinds: fileKinds(allowed),
    });
    expect(review.summary.messages).toEqual([`Tip 0.000001 XYZ from ${ALICE} to artist ${BOB}`]);
  });
});
