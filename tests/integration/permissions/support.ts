// Test support for the permissions channels: a harness with two wallet accounts (carol grants, dave receives), an
// outside signer (erin) that acts on grants the way a bot would, and helpers to deliver its direct-signed txs.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { broadcast, directSigner, txByHash, type DirectTestSigner } from '../devnet/chain/support';
import { signTx } from '../authz/support';
import { importDevnetKey, startHarness, waitFor, type Harness } from '../core/flows/harness';

export interface PermissionsWorld {
  h: Harness;
  carol: { id: string; address: string };
  dave: { id: string; address: string };
  erin: DirectTestSigner;
  /** carol's own key outside the wallet, for grants the wallet never drafts (a generic MsgSend grant). */
  carolOutside: DirectTestSigner;
}

export async function startPermissionsWorld(
  coreDeps: Parameters<typeof startHarness>[0] = {},
): Promise<PermissionsWorld> {
  const h = await startHarness(coreDeps);
  const carol = await importDevnetKey(h, 'carol');
  const dave = await importDevnetKey(h, 'dave');
  const erin = await directSigner(DEVNET_KEYS.erin.mnemonic);
  const carolOutside = await directSigner(DEVNET_KEYS.carol.mnemonic);
  await h.faucet(carol.address, '500000000');
  await h.faucet(dave.address, '20000000');
  await h.faucet(erin.address, '20000000');
  return { h, carol, dave, erin, carolOutside };
}

/** Signs `messages` directly as `signer` and waits until the tx is in a block; returns its tx_response. */
export async function deliver(
  h: Harness,
  signer: DirectTestSigner,
  messages: Any[],
  opts: { feeGranter?: string } = {},
): Promise<any> {
  const check = await broadcast(h.devnet, await signTx(h.devnet, signer, messages, opts));
  if (check.code !== 0) return check;
  return waitFor(async () => {
    const found = await txByHash(h.devnet, check.txhash);
    return found.status === 200 ? found.body.tx_response : null;
  }, `tx ${check.txhash}`);
}

/** An ISO time `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
