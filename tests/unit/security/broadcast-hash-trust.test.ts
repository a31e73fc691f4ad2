// Attack (issue #27, hole 7): a hostile backend (B6) or node answers a broadcast with `code: 0` and the hash of
// ANOTHER transaction (e.g. an older payment that is already in a block). The wallet took that hash as the one of the
// bytes it sent: the pending row, the "sent" screen and the offline broadcast outcome followed the attacker's tx,
// so the person saw "confirmed" for something they never sent while their own tx was not followed at all.
// This suite proves the hash is always SHA-256 of the bytes sent: an answer naming another hash is a node error
// (outcome unknown, followed by the true hash), and the offline broadcast refuses such an answer as `bad_response`.
import { fromBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../electron/core/chain/http';
import { broadcastSigned } from '../../../electron/core/offline/broadcast-signed';
import { signOffline } from '../../../electron/core/offline/offline-sign';
import { broadcastOnce } from '../../../electron/core/tx/broadcast';
import { txHash } from '../../../electron/core/tx/tx-bytes';
import { serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { WalletError } from '../../../shared/errors';
import { fakeFetch, noSleep } from '../core/chain/fake-fetch';
import { createFakeNetwork } from '../offline/fake-network';
import { ALICE, NOW, PARAMS, sendBody, signingKeyOf } from '../offline/fixtures';

const OTHER_TX = 'AB'.repeat(32);
const SENT = new Uint8Array([10, 2, 8, 1, 18, 0]);

function lyingClients(code = 0) {
  const fake = fakeFetch((url) =>
    url.includes('/api/wallet/broadcast')
      ? { body: { tx_hash: OTHER_TX, code, raw_log: '' } }
      : { body: { tx_response: { txhash: OTHER_TX, code, codespace: '', raw_log: '' } } },
  );
  const http = httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 });
  const endpoints = {
    restUrl: 'http://node.test',
    backendUrl: 'http://backend.test',
    dialect: 'spec' as const,
  };
  return { chain: createChainRestClient(endpoints, http), backend: createBackendClient(endpoints, http) };
}

describe("a broadcast is followed by its bytes' own hash, never the node's word", () => {
  it.each(['backend', 'chain'] as const)(
    'a %s answer naming another hash is a node error followed by the true hash',
    async (via) => {
      const result = await broadcastOnce(SENT, via, lyingClients());
      expect(result.hash).toBe(txHash(SENT));
      expect(result.state).toBe('unknown');
    },
  );

  it('a rejection naming another hash is not believed either', async () => {
    const result = await broadcastOnce(SENT, 'backend', lyingClients(5));
    expect(result).toMatchObject({ state: 'unknown', hash: txHash(SENT) });
  });

  it('the offline broadcast refuses an answer about another transaction as bad_response', async () => {
    const key = await signingKeyOf('alice');
    const { envelope } = await signOffline({
      key,
      bodyBytes: sendBody(),
      params: PARAMS,
      dialect: 'spec',
      now: NOW,
    });
    const net = createFakeNetwork();
    net.state.accounts.set(ALICE, { accountNumber: 7, sequence: 3 });
    const error = await broadcastSigned(
      serializeEnvelope(envelope),
      net.clients,
      { chainId: 'xyz-devnet-1', prefix: 'xyz', dialect: 'spec' },
      async ({ txBytes }) => {
        expect(txBytes).toEqual(fromBase64(envelope.tx_bytes));
        return { state: 'accepted', hash: OTHER_TX };
      },
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ code: 'bad_response', details: { sentTxHash: envelope.tx_hash } });
  });
});
