// The one chain-id guard: nothing is signed, exported for signing or broadcast unless the node is on the profile's chain.
import { WalletError } from '../../../shared/errors';
import type { ChainRestClient } from './chain-rest';

/** Throws `chain_id_mismatch` (with both ids in details) unless the node reports `expectedChainId`. */
export async function requireNodeChainId(
  chain: Pick<ChainRestClient, 'nodeInfo'>,
  expectedChainId: string,
): Promise<void> {
  const info = await chain.nodeInfo();
  const nodeChainId = info.default_node_info.network;
  if (nodeChainId !== expectedChainId) {
    throw new WalletError(
      'chain_id_mismatch',
      `The node is on chain "${nodeChainId}" but this network profile expects "${expectedChainId}": nothing is signed or broadcast.`,
      { nodeChainId, expectedChainId },
    );
  }
}
