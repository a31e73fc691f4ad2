// The one chain-id guard: nothing is signed, exported for signing or broadcast unless the node is on the profile's chain
// and answers in the profile's dialect.
import { WalletError } from '../../../shared/errors';
import type { ChainRestClient } from './chain-rest';

type GuardedChain = Pick<ChainRestClient, 'nodeInfo'> &
  Partial<Pick<ChainRestClient, 'otherDialectNodeInfo'>>;

/**
 * Throws `chain_id_mismatch` (with both ids in details) unless the node reports `expectedChainId`. When node_info does
 * not answer under the profile's names but does under the other dialect's, throws `dialect_mismatch`
 * {nodeDialect, expectedDialect} instead of the bare HTTP failure.
 */
export async function requireNodeChainId(chain: GuardedChain, expectedChainId: string): Promise<void> {
  let info: Awaited<ReturnType<ChainRestClient['nodeInfo']>>;
  try {
    info = await chain.nodeInfo();
  } catch (error) {
    const other = chain.otherDialectNodeInfo ? await chain.otherDialectNodeInfo().catch(() => null) : null;
    if (other === null) throw error;
    const expectedDialect = other.dialect === 'cosmos' ? 'spec' : 'cosmos';
    throw new WalletError(
      'dialect_mismatch',
      `The node answers in the ${other.dialect} dialect but this network profile says ${expectedDialect}: nothing is signed or broadcast.`,
      { nodeDialect: other.dialect, expectedDialect },
    );
  }
  const nodeChainId = info.default_node_info.network;
  if (nodeChainId !== expectedChainId) {
    throw new WalletError(
      'chain_id_mismatch',
      `The node is on chain "${nodeChainId}" but this network profile expects "${expectedChainId}": nothing is signed or broadcast.`,
      { nodeChainId, expectedChainId },
    );
  }
}
