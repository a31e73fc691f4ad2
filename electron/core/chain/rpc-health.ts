// Node status: RPC /health liveness, syncing flag, chain id and dialect checks combined into one report.
import type { Dialect } from '../../../shared/dialect';
import type { BackendClient } from './backend';
import { healthSchema } from './backend-schemas';
import type { ChainRestClient } from './chain-rest';
import { nodeInfoInEitherDialect } from './dialect-probe';
import { rpcUrl, type Endpoints } from './endpoints';
import { isClientError } from './errors';
import { getJson, type HttpOptions } from './http';

/** GET {rpc}/health: true when the envelope has no error. Throws ClientError when unreachable or malformed. */
export async function checkRpcHealth(
  endpoints: Pick<Endpoints, 'rpcUrl'>,
  http: HttpOptions,
): Promise<boolean> {
  const reply = await getJson(rpcUrl(endpoints, '/health'), healthSchema, http);
  return reply.error === undefined || reply.error === null;
}

export type NodeState =
  'ok' | 'syncing' | 'unhealthy' | 'unreachable' | 'chain_id_mismatch' | 'dialect_mismatch';

export interface NodeStatus {
  state: NodeState;
  /** Chain id the node reports, when reachable. */
  chainId: string | null;
  expectedChainId: string;
  syncing: boolean | null;
  healthy: boolean | null;
  latestHeight: string | null;
  /** The dialect whose node_info path answered: null when none did, or when only the profile's was asked. */
  nodeDialect?: Dialect | null;
  /** True when signing must be refused (mismatch or unreachable node). */
  signingBlocked: boolean;
  /** A sentence for the status bar. */
  message: string;
}

/** Pure: combines probe results into a status; the worst condition wins. */
export function summarizeNodeStatus(input: {
  expectedChainId: string;
  chainId: string | null;
  syncing: boolean | null;
  healthy: boolean | null;
  latestHeight: string | null;
  error: string | null;
  /** The profile's dialect and the one the node answered in (absent: not checked). */
  expectedDialect?: Dialect;
  nodeDialect?: Dialect | null;
}): NodeStatus {
  const base = { ...input, error: undefined };
  delete base.error;
  if (input.chainId === null) {
    return {
      ...base,
      state: 'unreachable',
      signingBlocked: true,
      message: `Node unreachable: ${input.error ?? 'no reply'}`,
    };
  }
  if (input.chainId !== input.expectedChainId) {
    return {
      ...base,
      state: 'chain_id_mismatch',
      signingBlocked: true,
      message: `The node is on chain "${input.chainId}" but this network expects "${input.expectedChainId}"; signing is disabled.`,
    };
  }
  if (input.nodeDialect && input.expectedDialect && input.nodeDialect !== input.expectedDialect) {
    return {
      ...base,
      state: 'dialect_mismatch',
      signingBlocked: true,
      message: `The node answers in the ${input.nodeDialect} dialect but this network expects ${input.expectedDialect}; signing is disabled.`,
    };
  }
  if (input.healthy === false) {
    return {
      ...base,
      state: 'unhealthy',
      signingBlocked: false,
      message: 'The node reports it is unhealthy; data may be stale.',
    };
  }
  if (input.syncing === true) {
    return {
      ...base,
      state: 'syncing',
      signingBlocked: false,
      message: 'The node is still catching up; balances and history may lag.',
    };
  }
  return { ...base, state: 'ok', signingBlocked: false, message: 'Connected.' };
}

/**
 * Probes node_info, syncing, latest block and /health in parallel and summarizes them. With `endpoints.dialect` and
 * `restUrl`, node_info is asked under both dialects' names, so a node speaking the other one is flagged as such
 * instead of unreachable. Never throws.
 */
export async function probeNodeStatus(deps: {
  chain: ChainRestClient;
  endpoints: Pick<Endpoints, 'rpcUrl'> & Partial<Pick<Endpoints, 'restUrl' | 'dialect'>>;
  http: HttpOptions;
  expectedChainId: string;
}): Promise<NodeStatus> {
  const { restUrl, dialect } = deps.endpoints;
  const nodeInfo =
    restUrl !== undefined && dialect !== undefined
      ? nodeInfoInEitherDialect({ restUrl, dialect }, deps.http)
      : deps.chain.nodeInfo().then((reply) => ({ dialect: null, reply }));
  const [info, syncing, block, health] = await Promise.allSettled([
    nodeInfo,
    deps.chain.syncing(),
    deps.chain.latestBlock(),
    checkRpcHealth(deps.endpoints, deps.http),
  ]);
  const firstError = [info, syncing, block, health].find((result) => result.status === 'rejected');
  return summarizeNodeStatus({
    expectedChainId: deps.expectedChainId,
    ...(dialect !== undefined ? { expectedDialect: dialect } : {}),
    nodeDialect: info.status === 'fulfilled' ? info.value.dialect : null,
    chainId: info.status === 'fulfilled' ? info.value.reply.default_node_info.network : null,
    syncing: syncing.status === 'fulfilled' ? syncing.value.syncing : null,
    healthy: health.status === 'fulfilled' ? health.value : false,
    latestHeight: block.status === 'fulfilled' ? block.value.block.header.height : null,
    error: firstError && firstError.status === 'rejected' ? describe(firstError.reason) : null,
  });
}

function describe(error: unknown): string {
  if (isClientError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export type { BackendClient };
