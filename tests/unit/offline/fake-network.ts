// A scripted chain REST + backend behind a fake fetch, for online-side checks without a devnet.
import { createBackendClient } from '../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../electron/core/chain/http';
import type { OnlineClients } from '../../../electron/core/offline/broadcast-signed';

export interface FakeChainState {
  nodeChainId: string;
  accounts: Map<string, { accountNumber: number; sequence: number }>;
  /** Included txs by hash. */
  included: Map<string, { height: string; code: number }>;
  /** Hashes B6 has seen (de-duplication), with their first result. */
  broadcasts: Array<{ txBytes: string }>;
  /** What B6 answers for a new tx. */
  broadcastReply: { code: number; raw_log: string };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeNetwork(chainId = 'xyz-devnet-1'): {
  state: FakeChainState;
  clients: OnlineClients;
} {
  const state: FakeChainState = {
    nodeChainId: chainId,
    accounts: new Map(),
    included: new Map(),
    broadcasts: [],
    broadcastReply: { code: 0, raw_log: '' },
  };
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname;
    if (path === '/ledger/base/consensus/v1beta1/node_info')
      return json(200, { default_node_info: { network: state.nodeChainId } });
    const account = /^\/ledger\/auth\/v1beta1\/accounts\/(.+)$/.exec(path);
    if (account) {
      const found = state.accounts.get(account[1]!);
      if (!found) return json(404, { code: 5, message: 'account not found', details: [] });
      return json(200, {
        account: {
          '@type': '/ledger.auth.v1beta1.BaseAccount',
          address: account[1],
          pub_key: null,
          account_number: String(found.accountNumber),
          sequence: String(found.sequence),
        },
      });
    }
    const tx = /^\/ledger\/tx\/v1beta1\/txs\/([0-9A-F]+)$/.exec(path);
    if (tx) {
      const found = state.included.get(tx[1]!);
      if (!found) return json(404, { code: 5, message: 'tx not found', details: [] });
      return json(200, {
        tx: null,
        tx_response: { height: found.height, txhash: tx[1], code: found.code, raw_log: '' },
      });
    }
    if (path === '/api/wallet/broadcast' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { tx_bytes: string };
      state.broadcasts.push({ txBytes: body.tx_bytes });
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256')
        .update(Buffer.from(body.tx_bytes, 'base64'))
        .digest('hex')
        .toUpperCase();
      return json(200, { tx_hash: hash, ...state.broadcastReply });
    }
    return json(501, { code: 12, message: 'Not Implemented', details: [] });
  };
  const http = httpOptions({ fetch: fakeFetch as typeof fetch, retries: 0, sleep: async () => undefined });
  const endpoints = {
    restUrl: 'http://chain.test',
    rpcUrl: 'http://rpc.test',
    backendUrl: 'http://backend.test',
    dialect: 'spec' as const,
  };
  return {
    state,
    clients: { chain: createChainRestClient(endpoints, http), backend: createBackendClient(endpoints, http) },
  };
}
