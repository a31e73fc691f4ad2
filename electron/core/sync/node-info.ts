// Reads the node's versions from node_info (#10) into NodeInfoView, with a short in-memory cache per network.
import { z } from 'zod';
import type { NodeInfoView } from '../../../shared/api/data';
import { toDialect, type Dialect } from '../../../shared/dialect';
import type { ChainRestClient } from '../chain/chain-rest';

/** How long (ms) a node_info answer is reused before the node is asked again. */
export const NODE_INFO_TTL_MS = 30_000;

const text = z.string().catch('');
const protocolSchema = z
  .looseObject({ p2p: text, block: text, app: text })
  .catch({ p2p: '', block: '', app: '' });

/** Maps a node_info reply (the client's schema already requires `network`) to the view; the SDK field name follows the dialect. */
export function toNodeInfoView(
  reply: Awaited<ReturnType<ChainRestClient['nodeInfo']>>,
  dialect: Dialect,
  fetchedAt: number,
): NodeInfoView {
  const node = reply.default_node_info as Record<string, unknown>;
  const app = (reply.application_version ?? {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const protocol = protocolSchema.parse(node.protocol_version ?? {});
  return {
    chainId: reply.default_node_info.network,
    moniker: str(node.moniker),
    nodeId: str(node.default_node_id),
    consensusVersion: str(node.version),
    protocol: { p2p: protocol.p2p, block: protocol.block, app: protocol.app },
    appName: str(app.name),
    appBinaryName: str(app.app_name),
    appVersion: str(app.version),
    sdkVersion: str(app[toDialect('cosmos_sdk_version', dialect)]),
    goVersion: str(app.go_version),
    fetchedAt,
  };
}

/** A per-network cache in front of `nodeInfo`; concurrent callers share one request. */
export function createNodeInfoCache(clock: () => number, ttlMs = NODE_INFO_TTL_MS) {
  const cached = new Map<string, NodeInfoView>();
  const running = new Map<string, Promise<NodeInfoView>>();
  return async function read(
    networkId: string,
    chain: Pick<ChainRestClient, 'nodeInfo'>,
    dialect: Dialect,
  ): Promise<NodeInfoView> {
    const hit = cached.get(networkId);
    if (hit && clock() - hit.fetchedAt < ttlMs) return hit;
    const pending = running.get(networkId);
    if (pending) return pending;
    const job = chain
      .nodeInfo()
      .then((reply) => {
        const view = toNodeInfoView(reply, dialect, clock());
        cached.set(networkId, view);
        return view;
      })
      .finally(() => running.delete(networkId));
    running.set(networkId, job);
    return job;
  };
}
