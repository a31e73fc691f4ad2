// Test fixtures for offline signing: devnet well-known keys as DIRECT signers and a MsgSend body.
import { DirectSecp256k1HdWallet, type OfflineDirectSigner } from '@cosmjs/proto-signing';
import { BASE_DENOM } from '../../../shared/chain';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { OfflineSigningKey } from '../../../electron/core/offline/offline-sign';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';

export const ALICE = DEVNET_KEYS.alice.address;
export const BOB = DEVNET_KEYS.bob.address;

export async function signingKeyOf(name: 'alice' | 'bob'): Promise<OfflineSigningKey> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEVNET_KEYS[name].mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  return {
    address: account!.address,
    prefix: 'xyz',
    pubkey: account!.pubkey,
    signer: wallet as OfflineDirectSigner,
  };
}

export function sendBody(
  opts: { from?: string; to?: string; amount?: bigint; memo?: string } = {},
): Uint8Array {
  const message = buildSend({
    from: opts.from ?? ALICE,
    to: opts.to ?? BOB,
    amount: opts.amount ?? 1_500_000n,
  });
  return makeBodyBytes(createTxRegistry('spec'), [message], opts.memo ?? 'offline test', 'spec');
}

export const PARAMS = {
  chainId: 'xyz-devnet-1',
  accountNumber: 7n,
  sequence: 3n,
  fee: [{ denom: BASE_DENOM, amount: '5000' }],
  gasLimit: 200_000n,
};

export const NOW = new Date('2026-11-22T08:00:00.000Z');
