// Unit (devnet chain): the ante handler's timeout height rule, as the SDK's TxTimeoutHeightDecorator: a tx whose
// non-zero timeout_height is below the height of the block being built is refused with code 30 "tx timeout height",
// in CheckTx (the next block) and in DeliverTx (the block delivering it); 0 means no timeout.
import { DirectSecp256k1HdWallet, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { fromBase64 } from '@cosmjs/encoding';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { beforeEach, describe, expect, it } from 'vitest';
import { Chain } from '../../../../devnet/chain/chain';
import { decodeTx } from '../../../../devnet/chain/codec/tx';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { getBalance } from '../../../../devnet/chain/modules/bank';
import { runTx } from '../../../../devnet/chain/run-tx';
import { CacheStore } from '../../../../devnet/chain/store';

const now = new Date('2026-11-22T00:00:00Z');
let chain: Chain;

beforeEach(() => {
  chain = new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address, clock: () => now });
  writeBaseGenesis(chain, new Date('2026-11-20T00:00:00Z'));
  chain.produceBlock();
  chain.produceBlock();
});

/** Alice sends 1 uxyz to bob with `timeoutHeight` in the signed body (SIGN_MODE_DIRECT). */
async function sendWithTimeout(timeoutHeight: bigint): Promise<Uint8Array> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEVNET_KEYS.alice.mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  const { accountNumber, sequence } = chain.account(account!.address)!;
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        {
          typeUrl: '/ledger.bank.v1beta1.MsgSend',
          value: MsgSend.encode({
            fromAddress: account!.address,
            toAddress: DEVNET_KEYS.bob.address,
            amount: [{ denom: 'uxyz', amount: '1' }],
          }).finish(),
        },
      ],
      timeoutHeight,
    }),
  ).finish();
  const pubkey = {
    typeUrl: '/ledger.crypto.secp256k1.PubKey',
    value: PubKey.encode({ key: account!.pubkey }).finish(),
  };
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence }],
    [{ denom: 'uxyz', amount: '5000' }],
    200_000,
    undefined,
    undefined,
  );
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, chain.chainId, accountNumber);
  const { signature } = await wallet.signDirect(account!.address, signDoc);
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

const blockAt = (height: number) => ({ height, time: now, chainId: chain.chainId });

describe('devnet ante: timeout height (code 30)', () => {
  it('CheckTx refuses a tx whose timeout height is below the next block, with the SDK raw_log', async () => {
    const next = chain.height() + 1;
    const result = chain.checkTx(await sendWithTimeout(BigInt(next - 1)));
    expect(result).toMatchObject({
      code: 30,
      codespace: 'sdk',
      rawLog: `block height: ${next}, timeout height: ${next - 1}: tx timeout height`,
    });
    expect(chain.pendingTxCount()).toBe(0);
  });

  it('CheckTx accepts a timeout height equal to the next block (the last block it may enter), and it is included', async () => {
    const next = chain.height() + 1;
    expect(chain.checkTx(await sendWithTimeout(BigInt(next))).code).toBe(0);
    const block = chain.produceBlock();
    expect(block.height).toBe(next);
    expect(block.txs.map((t) => t.code)).toEqual([0]);
  });

  it('timeout height 0 means none: accepted at any height', async () => {
    expect(chain.checkTx(await sendWithTimeout(0n)).code).toBe(0);
  });

  it('DeliverTx refuses it too once the block delivering it is above its timeout height (nothing is spent)', async () => {
    const tx = decodeTx(await sendWithTimeout(10n));
    const store = new CacheStore(chain.state);
    const refused = runTx(chain.env, store, tx, 'deliver', blockAt(11));
    expect(refused).toMatchObject({
      code: 30,
      codespace: 'sdk',
      rawLog: 'block height: 11, timeout height: 10: tx timeout height',
    });
    const alice = DEVNET_KEYS.alice.address;
    expect(getBalance(store, alice, 'uxyz')).toBe(chain.balance(alice, 'uxyz')); // no fee, no amount
    expect(runTx(chain.env, new CacheStore(chain.state), tx, 'deliver', blockAt(10)).code).toBe(0);
  });
});
