// Asks a profile's node which chain it serves, and in which dialect, before the profile is saved: node_info over
// REST under both dialects' names, then RPC /status (which has no dialect) for the chain id alone.
import { z } from 'zod';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import type { NetworkProfileInput } from '../../../shared/api/network';
import { nodeInfoInEitherDialect } from './dialect-probe';
import { getJson, type HttpOptions } from './http';

/** How long (ms) saving a profile waits for its node: long enough for a remote node, short enough to feel instant. */
export const CHAIN_ID_PROBE_TIMEOUT_MS = 3000;

export type ChainIdProbe =
  | { kind: 'match' }
  | { kind: 'mismatch'; nodeChainId: string }
  /** The node is on the profile's chain but answers node_info only under the other dialect's names. */
  | { kind: 'dialect_mismatch'; nodeDialect: Dialect }
  | { kind: 'unreachable'; reason: string };

const rpcStatusSchema = z.object({
  result: z.object({ node_info: z.looseObject({ network: z.string().min(1) }) }),
});

type ProbedProfile = Pick<NetworkProfileInput, 'chainId' | 'restUrl' | 'rpcUrl' | 'dialect'>;

/**
 * The chain id the node reports (REST under both dialects' names first, RPC when REST fails), compared with the
 * profile's; then the dialect whose names answered, compared with the profile's. Never throws.
 */
export async function probeChainId(
  profile: ProbedProfile,
  fetchFn: typeof fetch,
  timeoutMs = CHAIN_ID_PROBE_TIMEOUT_MS,
): Promise<ChainIdProbe> {
  const http: HttpOptions = { fetch: fetchFn, timeoutMs, retries: 0, backoffMs: 0, sleep: async () => {} };
  const viaRest = async () => {
    const answer = await nodeInfoInEitherDialect(profile, http);
    return { nodeChainId: answer.reply.default_node_info.network, nodeDialect: answer.dialect };
  };
  /** RPC /status has no dialect: it tells the chain id alone. */
  const viaRpc = async () => ({
    nodeChainId: (await getJson(`${profile.rpcUrl.replace(/\/+$/, '')}/status`, rpcStatusSchema, http)).result
      .node_info.network,
    nodeDialect: null,
  });
  let found: { nodeChainId: string; nodeDialect: Dialect | null };
  try {
    found = await viaRest();
  } catch (restError) {
    try {
      found = await viaRpc();
    } catch {
      return {
        kind: 'unreachable',
        reason: restError instanceof Error ? restError.message : String(restError),
      };
    }
  }
  const { nodeChainId, nodeDialect } = found;
  if (nodeChainId !== profile.chainId) return { kind: 'mismatch', nodeChainId };
  if (nodeDialect !== null && nodeDialect !== profile.dialect)
    return { kind: 'dialect_mismatch', nodeDialect };
  return { kind: 'match' };
}

/**
 * Throws unless the probe found the profile's chain in the profile's dialect: `chain_id_mismatch` with
 * {nodeChainId, expectedChainId}, `dialect_mismatch` with {nodeDialect, expectedDialect}, or `network` with
 * {unverified: true} when no node answered (the person may save anyway with `force`).
 */
export function requireProbedChainId(probe: ChainIdProbe, profile: ProbedProfile): void {
  if (probe.kind === 'mismatch') {
    throw new WalletError(
      'chain_id_mismatch',
      `The node reports chain "${probe.nodeChainId}", but the profile says "${profile.chainId}".`,
      { nodeChainId: probe.nodeChainId, expectedChainId: profile.chainId },
    );
  }
  if (probe.kind === 'dialect_mismatch') {
    throw new WalletError(
      'dialect_mismatch',
      `The node answers in the ${probe.nodeDialect} dialect, but the profile says ${profile.dialect}.`,
      { nodeDialect: probe.nodeDialect, expectedDialect: profile.dialect },
    );
  }
  if (probe.kind === 'unreachable') {
    throw new WalletError('network', `The node could not be asked for its chain id: ${probe.reason}`, {
      unverified: true,
      restUrl: profile.restUrl,
    });
  }
}
