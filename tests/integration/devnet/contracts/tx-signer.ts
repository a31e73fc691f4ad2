// Test-only signer: builds SIGN_MODE_DIRECT txs with the run's dialect's type URLs using cosmjs, for devnet contract tests.
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, Registry, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { named } from '../../support/dialect';

export const EXECUTE_URL = named('/ledgerwasm.wasm.v1.MsgExecuteContract');
export const INSTANTIATE_URL = named('/ledgerwasm.wasm.v1.MsgInstantiateContract');
const PUBKEY_URL = named('/ledger.crypto.secp256k1.PubKey');

export interface TxCoin {
  denom: string;
  amount: string;
}

export interface AccountState {
  accountNumber: number;
  sequence: number;
}

export const registry = new Registry();
registry.register(EXECUTE_URL, MsgExecuteContract);
registry.register(INSTANTIATE_URL, MsgInstantiateContract);

export function executeMessage(sender: string, contract: string, msg: unknown, funds: TxCoin[] = []) {
  return {
    typeUrl: EXECUTE_URL,
    value: MsgExecuteContract.fromPartial({ sender, contract, msg: toUtf8(JSON.stringify(msg)), funds }),
  };
}

export function instantiateMessage(
  sender: string,
  codeId: number,
  msg: unknown,
  funds: TxCoin[] = [],
  label = 'test',
) {
  return {
    typeUrl: INSTANTIATE_URL,
    value: MsgInstantiateContract.fromPartial({
      sender,
      admin: '',
      codeId: BigInt(codeId),
      label,
      msg: toUtf8(JSON.stringify(msg)),
      funds,
    }),
  };
}

/** One devnet key that signs DIRECT txs for its first account. */
export class TestSigner {
  private constructor(
    private readonly wallet: DirectSecp256k1HdWallet,
    readonly address: string,
    private readonly pubkey: Uint8Array,
  ) {}

  static async fromMnemonic(mnemonic: string): Promise<TestSigner> {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'xyz' });
    const [account] = await wallet.getAccounts();
    if (!account) throw new Error('no account');
    return new TestSigner(wallet, account.address, account.pubkey);
  }

  /** Signed TxRaw bytes (base64) for `messages` with a fee of ceil(gas x 0.025) uxyz. */
  async sign(
    messages: Array<{ typeUrl: string; value: unknown }>,
    account: AccountState,
    chainId: string,
    gas = 2_000_000,
  ): Promise<string> {
    const bodyBytes = registry.encodeTxBody({ messages, memo: '' });
    const pubkey = { typeUrl: PUBKEY_URL, value: PubKey.encode({ key: this.pubkey }).finish() };
    const fee = [{ denom: 'uxyz', amount: String(Math.ceil(gas * 0.025)) }];
    const authInfoBytes = makeAuthInfoBytes(
      [{ pubkey, sequence: account.sequence }],
      fee,
      gas,
      undefined,
      undefined,
    );
    const signDoc = makeSignDoc(bodyBytes, authInfoBytes, chainId, account.accountNumber);
    const { signature } = await this.wallet.signDirect(this.address, signDoc);
    const raw = TxRaw.encode({
      bodyBytes,
      authInfoBytes,
      signatures: [fromBase64(signature.signature)],
    }).finish();
    return toBase64(raw);
  }
}
