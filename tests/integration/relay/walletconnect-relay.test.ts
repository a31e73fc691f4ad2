// The devnet's loopback relay carries a real WalletConnect v2 exchange in plain Node: a dapp SignClient and a wallet
// SignClient pair through it, settle a cosmos session, and a request and its answer travel both ways; a message
// published before its receiver listens waits in the mailbox; disconnecting ends the session on both sides.
import SignClient from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay, type RunningRelay } from '../../../devnet/relay';
import { memoryStorage } from '../../support/walletconnect-memory-storage';

const CHAIN = 'cosmos:xyz-devnet-1';
const ADDRESS = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';
let relay: RunningRelay;

const client = (name: string) =>
  SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    storage: memoryStorage() as never,
    customStoragePrefix: name,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: `http://127.0.0.1/${name}`, icons: [] },
  });

type Client = Awaited<ReturnType<typeof client>>;
let dapp: Client;
let wallet: Client;

beforeAll(async () => {
  relay = await startRelay(process.env.XYZ_RELAY_TRACE ? { trace: (l) => console.log(l) } : {});
  [dapp, wallet] = await Promise.all([client('dapp'), client('wallet')]);
}, 30_000);

afterAll(async () => {
  for (const c of [dapp, wallet]) await c?.core.relayer.transportClose().catch(() => undefined);
  await relay?.close();
});

describe('the loopback WalletConnect relay', () => {
  it('pairs, settles a session, carries a request and its answer, and a disconnect reaches the other side', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        cosmos: { chains: [CHAIN], methods: ['cosmos_getAccounts', 'cosmos_signDirect'], events: [] },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    // The proposal is published before the wallet listens: it waits in the relay's mailbox.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const proposed = new Promise<{ id: number; params: { optionalNamespaces: unknown } }>((resolve) =>
      wallet.once('session_proposal', resolve as never),
    );
    await wallet.pair({ uri: uri! });
    const proposal = await proposed;
    expect(proposal.params.optionalNamespaces).toMatchObject({ cosmos: { chains: [CHAIN] } });
    const approved = await wallet.approve({
      id: proposal.id,
      namespaces: {
        cosmos: {
          accounts: [`${CHAIN}:${ADDRESS}`],
          methods: ['cosmos_getAccounts', 'cosmos_signDirect'],
          events: [],
        },
      },
    });
    const [dappSession, walletSession] = await Promise.all([approval(), approved.acknowledged()]);
    expect(dappSession.topic).toBe(walletSession.topic);
    expect(dappSession.namespaces.cosmos!.accounts).toEqual([`${CHAIN}:${ADDRESS}`]);

    wallet.on('session_request', async (event) => {
      const result = [{ algo: 'secp256k1', address: ADDRESS, pubkey: 'AAAA' }];
      await wallet.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } });
    });
    const accounts = await dapp.request({
      topic: dappSession.topic,
      chainId: CHAIN,
      request: { method: 'cosmos_getAccounts', params: {} },
    });
    expect(accounts).toEqual([{ algo: 'secp256k1', address: ADDRESS, pubkey: 'AAAA' }]);

    const deleted = new Promise<{ topic: string }>((resolve) =>
      wallet.once('session_delete', resolve as never),
    );
    await dapp.disconnect({
      topic: dappSession.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });
    expect((await deleted).topic).toBe(dappSession.topic);
    expect(wallet.session.getAll()).toEqual([]);
  }, 30_000);
});
