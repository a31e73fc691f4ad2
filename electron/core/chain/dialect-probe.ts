// Which dialect a node speaks: node_info asked under both names (stock /cosmos/base/tendermint/..., spec
// /ledger/base/consensus/...), so a profile naming the wrong dialect is told apart from a node that is down.
import type { z } from 'zod';
import { otherDialect, type Dialect } from '../../../shared/dialect';
import type { nodeInfoSchema } from './chain-schemas';
import { createChainRestClient } from './chain-rest';
import type { Endpoints } from './endpoints';
import type { HttpOptions } from './http';

export type NodeInfoReply = z.infer<typeof nodeInfoSchema>;

/** The dialect whose node_info path answered, and its answer. */
export interface DialectAnswer {
  dialect: Dialect;
  reply: NodeInfoReply;
}

/**
 * Asks node_info under both dialects' paths at once. The profile's own dialect wins when both answer (a proxy may
 * serve both); when neither answers, the profile dialect's error is thrown (it says what the person configured).
 */
export async function nodeInfoInEitherDialect(
  endpoints: Pick<Endpoints, 'restUrl' | 'dialect'>,
  http: HttpOptions,
): Promise<DialectAnswer> {
  const ask = (dialect: Dialect) =>
    createChainRestClient({ restUrl: endpoints.restUrl, dialect }, http)
      .nodeInfo()
      .then((reply) => ({ dialect, reply }));
  const [own, other] = await Promise.allSettled([
    ask(endpoints.dialect),
    ask(otherDialect(endpoints.dialect)),
  ]);
  if (own.status === 'fulfilled') return own.value;
  if (other.status === 'fulfilled') return other.value;
  throw own.reason;
}
