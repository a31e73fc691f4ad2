// Signs devnet-originated txs (faucet sends, bridge mints) with a well-known key, one at a time so
// sequences never collide, and submits them through CheckTx like any client would.
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { BECH32_PREFIX, DEVNET_MIN_GAS_PRICE } from '../../shared/chain';
import { mulDecimalCeil } from '../../shared/format';
import type { Chain } from './chain';
import { MsgMintForBridgeInCodec } from './codec/bridge';
import { SIGN_MODE } from './codec/tx';
import type { CheckTxResult, Coin } from './types';

const GAS_LIMIT = 200_000n;

export class TxSigner {
  private wallet: Promise<DirectSecp256k1HdWallet> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly chain: Chain,
    private readonly mnemonic: string,
    readonly address: string,
  ) {}

  /** A real MsgSend from this key to `to`. */
  send(to: string, amount: Coin[], memo = ''): Promise<CheckTxResult> {
    const value = MsgSend.encode({ fromAddress: this.address, toAddress: to, amount }).finish();
    return this.signAndBroadcast({ typeUrl: this.chain.names.msgUrl.send, value }, memo);
  }

  /** A MsgMintForBridgeIn with this key as the bridge authority. */
  bridgeMint(recipient: string, amount: Coin, externalTx: string): Promise<CheckTxResult> {
    const value = MsgMintForBridgeInCodec.encode({ authority: this.address, recipient, amount, externalTx });
    return this.signAndBroadcast({ typeUrl: this.chain.names.msgUrl.bridgeIn, value }, '');
  }

  private signAndBroadcast(
    msg: { typeUrl: string; value: Uint8Array },
    memo: string,
  ): Promise<CheckTxResult> {
    const next = this.queue.then(() => this.signOne(msg, memo));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async signOne(msg: { typeUrl: string; value: Uint8Array }, memo: string): Promise<CheckTxResult> {
    this.wallet ??= DirectSecp256k1HdWallet.fromMnemonic(this.mnemonic, { prefix: BECH32_PREFIX });
    const wallet = await this.wallet;
    const [accountData] = await wallet.getAccounts();
    const account = this.chain.account(this.address);
    if (!accountData || !account) throw new Error(`signer account ${this.address} does not exist on chain`);
    const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages: [msg], memo })).finish();
    const authInfoBytes = AuthInfo.encode(
      AuthInfo.fromPartial({
        signerInfos: [
          {
            publicKey: {
              typeUrl: this.chain.names.pubkeyUrl,
              value: PubKey.encode({ key: accountData.pubkey }).finish(),
            },
            modeInfo: { single: { mode: SIGN_MODE.DIRECT } },
            sequence: BigInt(account.sequence),
          },
        ],
        fee: {
          amount: [{ denom: 'uxyz', amount: mulDecimalCeil(GAS_LIMIT, DEVNET_MIN_GAS_PRICE).toString() }],
          gasLimit: GAS_LIMIT,
        },
      }),
    ).finish();
    const signDoc = SignDoc.fromPartial({
      bodyBytes,
      authInfoBytes,
      chainId: this.chain.chainId,
      accountNumber: BigInt(account.accountNumber),
    });
    const { signature } = await wallet.signDirect(this.address, signDoc);
    const txBytes = TxRaw.encode({
      bodyBytes,
      authInfoBytes,
      signatures: [Buffer.from(signature.signature, 'base64')],
    }).finish();
    return this.chain.checkTx(txBytes);
  }
}
