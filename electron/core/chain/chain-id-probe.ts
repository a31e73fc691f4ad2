// Asks a profile's node which chain it serves before the profile is saved: node_info over REST, then RPC /status.
import { z } from 'zod';
import { WalletError } from '../../../shared/errors';
import type { NetworkProfileInput } from '../../../shared/api/network';
import { createChainRestClient } from './chain-rest';
import { getJson, type HttpOptions } from './http';

/** How long (ms) saving a profile waits for its node: long enough for a remote node, short enough to feel instant. */
export const CHAIN_ID_PROBE_TIMEOUT_MS = 3000;

export type ChainIdProbe =
  { kind: 'match' } | { kind: 'mismatch'; nodeChainId: string } | { kind: 'unreachable'; reason: string };

const rpcStatusSchema = z.object({
  result: z.object({ node_info: z.looseObject({ network: z.string().min(1) }) }),
});

type ProbedProfile = Pick<NetworkProfileInput, 'chainId' | 'restUrl' | 'rpcUrl' | 'dialect'>;

/** The chain id the node reports (REST first, RPC when REST fails), compared with the profile's. Never throws. */
export async function probeChainId(
  profile: ProbedProfile,
  fetchFn: typeof fetch,
  timeoutMs = CHAIN_ID_PROBE_TIMEOUT_MS,
): Promise<ChainIdProbe> {
  const http: HttpOptions = { fetch: fetchFn, timeoutMs, retries: 0, backoffMs: 0, sleep: async () => {} };
  const viaRest = async () =>
    (await createChainRestClient(profile, http).nodeInfo()).default_node_info.network;
  const viaRpc = async () =>
    (await getJson(`${profile.rpcUrl.replace(/\/+$/, '')}/status`, rpcStatusSchema, http)).result.node_info
      .network;
  let nodeChainId: string;
  try {
    nodeChainId = await viaRest();
  } catch (restError) {
    try {
      nodeChainId = await viaRpc();
    } catch {
      return {
        kind: 'unreachable',
        reason: restError instanceof Error ? restError.message : String(restError),
      };
    }
  }
  return nodeChainId === profile.chainId ? { kind: 'match' } : { kind: 'mismatch', nodeChainId };
}

/**
 * Throws unless the probe found the profile's chain: `chain_id_mismatch` with {nodeChainId, expectedChainId}, or
 * `network` with {unverified: true} when no node answered (the person may save anyway with `force`).
 */
export function requireProbedChainId(probe: ChainIdProbe, profile: ProbedProfile): void {
  if (probe.kind === 'mismatch') {
    throw new WalletError(
      'chain_id_mismatch',
      `The node reports chain "${probe.nodeChainId}", but the profile says "${profile.chainId}".`,
      { nodeChainId: probe.nodeChainId, expectedChainId: profile.chainId },
    );
  }
  if (probe.kind === 'unreachable') {
    throw new WalletError('network', `The node could not be asked for its chain id: ${probe.reason}`, {
      unverified: true,
      restUrl: profile.restUrl,
    });
  }
}
