// Reads what signing needs: the account that signs (keyed, not watch-only), its on-chain number and sequence, its
// spendable balance, and the node's chain-id check.
import { fromBase64 } from '@cosmjs/encoding';
import { WalletError } from '../../../shared/errors';
import type { AccountInfo } from '../../../shared/api/keys';
import { requireNodeChainId } from '../chain/chain-id-guard';
import type { NetworkClients } from '../chain/clients';
import type { KeyService } from '../keys/types';
import type { SigningAccount } from './review';
import { sharedSignerOf } from './shared-signer';

/** The wallet account that will sign (or a shared account its members will sign for); a watch-only one is refused. */
export function signingAccountInfo(keys: KeyService, accountId: string): AccountInfo {
  const account = keys.getAccount(accountId);
  if (account.kind === 'multisig') return account;
  if (account.kind === 'watch_only' || !account.pubkey) {
    throw new WalletError('watch_only', 'This is a watch-only account: it has no key to sign with.');
  }
  return account;
}

/** Fails unless the node serves the network profile's chain id. */
export const requireChainId = (clients: NetworkClients) =>
  requireNodeChainId(clients.chain, clients.profile.chainId);

/** The signer's account number and sequence as the chain knows them now. */
export async function onChainAccount(clients: NetworkClients, info: AccountInfo): Promise<SigningAccount> {
  const account = await clients.chain.account(info.address);
  if (!account) {
    throw new WalletError(
      'insufficient_funds',
      'This account has never received funds on this network, so it cannot pay a fee yet.',
    );
  }
  const shared = sharedSignerOf(info);
  return {
    address: info.address,
    pubkey: shared ? new Uint8Array() : fromBase64(info.pubkey as string),
    accountNumber: account.accountNumber,
    sequence: account.sequence,
    ...(shared ? { shared } : {}),
  };
}

/** The spendable amount of the network's fee denom at `address`. */
export async function spendableOf(clients: NetworkClients, address: string): Promise<bigint> {
  const reply = await clients.chain.spendableBalances(address);
  const coin = reply.balances.find((c) => c.denom === clients.profile.denom);
  return coin ? BigInt(coin.amount) : 0n;
}

/** The height of the chain's latest block (what a review's timeout height counts from). */
export async function latestHeightOf(clients: NetworkClients): Promise<bigint> {
  const latest = await clients.chain.latestBlock();
  return BigInt(latest.block.header.height);
}

/**
 * The chain-id check, the on-chain account, its spendable uxyz and the latest height, fetched in parallel (four
 * independent reads, one round trip of latency instead of four); errors surface in that order, as when they ran one
 * by one.
 */
export async function signingState(
  clients: NetworkClients,
  info: AccountInfo,
): Promise<{ account: SigningAccount; spendable: bigint; latestHeight: bigint }> {
  const [chainId, account, spendable, latestHeight] = await Promise.allSettled([
    requireChainId(clients),
    onChainAccount(clients, info),
    spendableOf(clients, info.address),
    latestHeightOf(clients),
  ]);
  if (chainId.status === 'rejected') throw chainId.reason;
  if (account.status === 'rejected') throw account.reason;
  if (spendable.status === 'rejected') throw spendable.reason;
  if (latestHeight.status === 'rejected') throw latestHeight.reason;
  return { account: account.value, spendable: spendable.value, latestHeight: latestHeight.value };
}
