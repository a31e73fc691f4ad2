// The chain REST request handler: every route of the spec under the chain's dialect's paths (routes are written
// in spec names), gateway errors, 501 otherwise (the other dialect's paths included, as on a stock node).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Chain } from '../chain';
import { GatewayError, sendGatewayError, sendJson } from './http';
import { findRoute, withPath } from './router';
import { bankRoutes } from './bank-routes';
import { govRoutes } from './gov-routes';
import { distributionRoutes } from './distribution-routes';
import { nodeRoutes } from './node-routes';
import { stakingRoutes } from './staking-routes';
import { txRoutes } from './tx-routes';
import { wasmRoutes } from './wasm-routes';
import { authzRoutes } from './authz-routes';

export interface RestOptions {
  moniker?: string;
  /** The RPC listener's address, for node_info.other.rpc_address. */
  rpcAddress?: () => string;
}

export function createRestHandler(
  chain: Chain,
  opts: RestOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const routes = [
    ...txRoutes(chain),
    ...bankRoutes(chain),
    ...nodeRoutes(chain, {
      moniker: opts.moniker ?? 'xyz-devnet',
      rpcAddress: opts.rpcAddress ?? (() => 'tcp://127.0.0.1:26657'),
    }),
    ...stakingRoutes(chain),
    ...distributionRoutes(chain),
    ...wasmRoutes(chain),
    ...govRoutes(chain),
    ...authzRoutes(chain),
  ].map((r) => withPath(r, chain.names.route(r.path)));
  return async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const found = findRoute(routes, req.method ?? 'GET', url.pathname);
      if (!found) throw new GatewayError(12, 'Not Implemented');
      const body = await found.route.handler({ params: found.params, query: url.searchParams, req });
      sendJson(res, 200, body);
    } catch (err) {
      if (err instanceof GatewayError) {
        sendGatewayError(res, err);
        if (err.httpStatus === 413) req.resume();
        return;
      }
      console.error('[devnet] chain REST internal error:', err);
      sendGatewayError(res, new GatewayError(13, err instanceof Error ? err.message : 'internal error'));
    }
  };
}
