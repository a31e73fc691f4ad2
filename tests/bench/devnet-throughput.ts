// Benchmark (not a test): signed MsgSends per second through the devnet's CheckTx, plus DeliverTx+commit.
// Run: npx tsx tests/bench/devnet-throughput.ts [txCount]   (goal: >= 1,000 CheckTx/s)
import { Bip39, EnglishMnemonic, Secp256k1, Sha256, Slip10, Slip10Curve } from '@cosmjs/crypto';
import { makeCosmoshubPath } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { Chain } from '../../devnet/chain/chain';
import { writeBaseGenesis } from '../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { verifySecp256k1 } from '../../devnet/chain/crypto';

const TX_COUNT = Number(process.argv[2] ?? 5000);
const SENDERS = ['faucet', 'seeder', 'alice', 'bob', 'carol', 'dave', 'erin'] as const;
const GAS = 200_000n;

async function keyOf(mnemonic: string): Promise<{ privkey: Uint8Array; pubkey: Uint8Array }> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic));
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, makeCosmoshubPath(0));
  const { pubkey } = Secp256k1.makeKeypair(privkey);
  return { privkey, pubkey: Secp256k1.compressPubkey(pubkey) };
}

function signedSend(
  chain: Chain,
  key: { privkey: Uint8Array; pubkey: Uint8Array },
  from: string,
  accountNumber: number,
  sequence: number,
): Uint8Array {
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        {
          typeUrl: '/ledger.bank.v1beta1.MsgSend',
          value: MsgSend.encode({
            fromAddress: from,
            toAddress: DEVNET_KEYS.bob.address,
            amount: [{ denom: 'uxyz', amount: '1' }],
          }).finish(),
        },
      ],
    }),
  ).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: {
            typeUrl: '/ledger.crypto.secp256k1.PubKey',
            value: PubKey.encode({ key: key.pubkey }).finish(),
          },
          modeInfo: { single: { mode: 1 } },
          sequence: BigInt(sequence),
        },
      ],
      fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gasLimit: GAS },
    }),
  ).finish();
  const signBytes = SignDoc.encode({
    bodyBytes,
    authInfoBytes,
    chainId: chain.chainId,
    accountNumber: BigInt(accountNumber),
  }).finish();
  const sig = Secp256k1.createSignature(new Sha256(signBytes).digest(), key.privkey);
  return TxRaw.encode({
    bodyBytes,
    authInfoBytes,
    signatures: [new Uint8Array([...sig.r(32), ...sig.s(32)])],
  }).finish();
}

async function main(): Promise<void> {
  const chain = new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address });
  writeBaseGenesis(chain, new Date(Date.now() - 86_400_000));
  const signers = await Promise.all(
    SENDERS.map(async (name) => ({
      name,
      address: DEVNET_KEYS[name].address,
      key: await keyOf(DEVNET_KEYS[name].mnemonic),
    })),
  );
  console.log(`pre-signing ${TX_COUNT} MsgSends from ${signers.length} accounts...`);
  const txs: Uint8Array[] = [];
  const sequences = new Map<string, number>();
  for (let i = 0; i < TX_COUNT; i++) {
    const s = signers[i % signers.length]!;
    const account = chain.account(s.address)!;
    const sequence = sequences.get(s.address) ?? account.sequence;
    sequences.set(s.address, sequence + 1);
    txs.push(signedSend(chain, s.key, s.address, account.accountNumber, sequence));
  }
  const checkStart = process.hrtime.bigint();
  let rejected = 0;
  for (const tx of txs) if (chain.checkTx(tx).code !== 0) rejected++;
  const checkSeconds = Number(process.hrtime.bigint() - checkStart) / 1e9;
  const deliverStart = process.hrtime.bigint();
  const block = chain.produceBlock();
  const deliverSeconds = Number(process.hrtime.bigint() - deliverStart) / 1e9;
  const failed = block.txs.filter((t) => t.code !== 0).length;
  console.log(
    `CheckTx:  ${TX_COUNT} txs in ${checkSeconds.toFixed(2)} s = ${Math.round(TX_COUNT / checkSeconds)} tx/s (${rejected} rejected)`,
  );
  console.log(
    `DeliverTx+commit: ${block.txs.length} txs in ${deliverSeconds.toFixed(2)} s = ${Math.round(block.txs.length / deliverSeconds)} tx/s (${failed} failed)`,
  );
  const baseline = verifyBaseline(signers[0]!.key);
  console.log(
    `(context: one ECDSA verify alone runs at ${baseline} /s on this machine right now; CheckTx does one per tx)`,
  );
  chain.close();
}

/** Raw secp256k1 verifications per second, to read the CheckTx figure against the machine's current load. */
function verifyBaseline(key: { privkey: Uint8Array; pubkey: Uint8Array }): number {
  const message = new TextEncoder().encode('baseline');
  const sig = Secp256k1.createSignature(new Sha256(message).digest(), key.privkey);
  const fixed = new Uint8Array([...sig.r(32), ...sig.s(32)]);
  const rounds = 1000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) verifySecp256k1(key.pubkey, message, fixed);
  return Math.round(rounds / (Number(process.hrtime.bigint() - start) / 1e9));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
