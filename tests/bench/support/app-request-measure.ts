// Measures issue 33's requests from apps (run in its own process, bundled as the app bundles the core: see
// ../app-request.ts): a `cosmos_signDirect` request from an app (a Node @walletconnect/sign-client, as the
// integration tests' app) through the devnet's loopback relay to the review on screen: the approval surface's page in
// Chromium (renderer/approval.html, joined to the core's approval door as in e2e) painting that request, <= 150 ms,
// excluding the person. Reference in the same run, interleaved: one relay round trip on the same relay (a raw
// irn_publish by one socket -> the irn_subscription frame at another). The core, the app and the relay share this
// process (one event loop, as on one machine); the page runs in Chromium. The request is refused
// after each measurement (not timed) and the page shows "nothing waiting" before the next.
import { SignClient } from '@walletconnect/sign-client';
import { Registry, makeAuthInfoBytes } from '@cosmjs/proto-signing';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { startRelay } from '../../../devnet/relay';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { NetworkProfile } from '../../../shared/api/network';
import { openApprovalPage } from '../../../scripts/lib/chromium-approval';
import { memoryStorage } from '../../support/walletconnect-memory-storage';
import { failedFigure, summarize, type Budget, type Figure } from '../lib/figures';
import { installStageProbes, STAGES, type Stage } from './app-request-stages';

const BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };
const ID = 'connect.sign-request';
const LABEL = 'App request (cosmos_signDirect) -> its review painted in the approval surface';
const ORIGIN = 'https://xyz-wallet.invalid';
const CHAIN_ID = 'xyz-devnet-1';
const CHAIN = `cosmos:${CHAIN_ID}`;
const METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];
const RECIPIENT = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';
/** Console prefix of the page probe: "<prefix><request id> <epoch ms of the frame after it was shown>". */
const SHOWN = 'xyz-bench review ';

const median = (xs: number[]) => (xs.length ? summarize(xs).median.toFixed(0) : '-');

/** Epoch milliseconds, sub-millisecond (comparable with the page's performance.timeOrigin + performance.now()). */
const epochMs = () => performance.timeOrigin + performance.now();

/**
 * In the approval page: each connect_sign request that appears on top is reported once, with the time of the first
 * frame presented after it (rAF, then a message-channel task after that frame's paint), as a console message.
 */
const REVIEW_PROBE = `(() => {
  const reported = new Set();
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = cb; ch.port2.postMessage(0); });
  const check = () => {
    const shown = document.querySelector('[data-testid="approval-request"][data-kind="connect_sign"]');
    const id = shown && shown.getAttribute('data-id');
    if (!id || reported.has(id) || !shown.querySelector('[data-testid="approval-summary"]')) return;
    reported.add(id);
    afterPaint(() => console.debug('${SHOWN}' + id + ' ' + (performance.timeOrigin + performance.now())));
  };
  const start = () => { new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true }); check(); };
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
})();`;

async function value<T>(result: Promise<unknown>): Promise<T> {
  const r = (await result) as { ok: boolean; value?: T; error?: unknown };
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
}

/** A sign doc of one MsgSend from `signer` (what an app asks the wallet to sign). */
function sendDoc(signer: { address: string; pubkey: string }) {
  const registry = new Registry([['/ledger.bank.v1beta1.MsgSend', MsgSend]]);
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        registry.encodeAsAny({
          typeUrl: '/ledger.bank.v1beta1.MsgSend',
          value: MsgSend.fromPartial({
            fromAddress: signer.address,
            toAddress: RECIPIENT,
            amount: [{ denom: 'uxyz', amount: '1500000' }],
          }),
        }),
      ],
      memo: 'bench app request',
    }),
  ).finish();
  const pubkey = {
    typeUrl: '/ledger.crypto.secp256k1.PubKey',
    value: PubKey.encode({ key: fromBase64(signer.pubkey) }).finish(),
  };
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: 0 }],
    [{ denom: 'uxyz', amount: '5000' }],
    200000,
    undefined,
    undefined,
  );
  return {
    chainId: CHAIN_ID,
    accountNumber: '0',
    bodyBytes: toBase64(bodyBytes),
    authInfoBytes: toBase64(authInfoBytes),
  };
}

/** Two raw relay sockets on one topic: `roundTrip()` times one publish until its subscription frame arrives. */
async function relayProbe(url: string) {
  const topic = randomBytes(32).toString('hex');
  const open = (name: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${url}/?auth=${name}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const subscriber = await open('bench-subscriber');
  const publisher = await open('bench-publisher');
  let next = 1;
  const answered = (socket: WebSocket, id: number) =>
    new Promise<void>((resolve) => {
      const on = (data: Buffer) => {
        if ((JSON.parse(data.toString()) as { id?: number }).id !== id) return;
        socket.off('message', on);
        resolve();
      };
      socket.on('message', on);
    });
  const subscribed = answered(subscriber, next);
  subscriber.send(JSON.stringify({ id: next++, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }));
  await subscribed;
  return {
    async roundTrip(): Promise<number> {
      const message = randomBytes(300).toString('base64');
      const delivered = new Promise<void>((resolve) => {
        const on = (data: Buffer) => {
          const frame = JSON.parse(data.toString()) as {
            id: number;
            method?: string;
            params?: { data?: { message?: string } };
          };
          if (frame.method !== 'irn_subscription' || frame.params?.data?.message !== message) return;
          subscriber.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
          subscriber.off('message', on);
          resolve();
        };
        subscriber.on('message', on);
      });
      const start = epochMs();
      publisher.send(
        JSON.stringify({
          id: next++,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic, message, ttl: 300, tag: 1108 },
        }),
      );
      await delivered;
      return epochMs() - start;
    },
    close() {
      subscriber.terminate();
      publisher.terminate();
    },
  };
}

/** Resolves with the epoch ms at which the page reported request `id`... of the next connect_sign shown. */
function nextShown(page: Page, timeoutMs: number): Promise<{ id: string; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', on);
      reject(new Error(`no app request shown within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const on = (message: { text(): string }) => {
      const text = message.text();
      if (!text.startsWith(SHOWN)) return;
      const [id, at] = text.slice(SHOWN.length).split(' ');
      clearTimeout(timer);
      page.off('console', on);
      resolve({ id: id!, at: Number(at) });
    };
    page.on('console', on);
  });
}

export async function measureAppRequests(opts: {
  browser: Browser;
  distDir: string;
  /** The chain the core reads (a devnet child's URLs): once the review simulates, it asks this node. */
  network: Partial<NetworkProfile>;
  reps: number;
  log: (line: string) => void;
}): Promise<Figure[]> {
  const probes = installStageProbes();
  const relay = await startRelay({ trace: probes.relayTrace });
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-connect-'));
  let core: WalletCore | undefined;
  let dapp: Awaited<ReturnType<typeof SignClient.init>> | undefined;
  let probe: Awaited<ReturnType<typeof relayProbe>> | undefined;
  const context = await opts.browser.newContext({
    viewport: { width: 520, height: 720 },
    colorScheme: 'light',
  });
  try {
    core = await createWalletCore({
      dataDir: dir,
      keychain: createMemoryKeychain(),
      vaultCost: { N: 1024, r: 8, p: 1 },
      idleCheckMs: 0,
      onInternalError: (channel, error) =>
        opts.log(
          `connect: ${channel}: the core's internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      network: { ...opts.network, relayUrl: relay.url, projectId: 'devnet' },
      version: '0.1.0-bench',
    });
    const wallet = core;
    const account = await value<{ id: string; address: string; pubkey: string }>(
      wallet.invoke('keys/import-private-key', {
        privateKeyHex: '01'.repeat(32),
        name: 'Bench',
        password: 'bench password 1',
      }),
    );
    dapp = await SignClient.init({
      projectId: 'devnet',
      relayUrl: relay.url,
      storage: memoryStorage() as never,
      customStoragePrefix: 'bench-dapp',
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Bench App', description: 'the bench app', url: 'http://127.0.0.1:5173', icons: [] },
    });
    const pending = async () =>
      (
        await value<{ requests: Array<{ id: string; subject: { kind: string } }> }>(
          wallet.approvals.invoke('approval/pending', {}),
        )
      ).requests;
    const waitFor = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
      for (let waited = 0; waited < 30_000; waited += 20) {
        const found = await read();
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${what} did not happen within 30 s`);
    };
    const page = await openApprovalPage(context, opts.distDir, ORIGIN, wallet.approvals);
    await page.addInitScript({ content: REVIEW_PROBE });
    await page.reload();
    await page.getByTestId('approval-empty').waitFor({ timeout: 30_000 });
    // The app's session, approved at the door (set-up, not timed).
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { cosmos: { chains: [CHAIN], methods: METHODS, events: [] } },
    });
    await value(wallet.page.invoke('connect/pair', { uri: uri! }));
    const proposal = await waitFor(async () => (await pending())[0], 'the session request');
    await value(
      wallet.approvals.invoke('approval/decide', {
        id: proposal.id,
        approve: true,
        accountIds: [account.id],
      }),
    );
    const { topic } = await approval();
    await page.getByTestId('approval-empty').waitFor({ timeout: 30_000 });
    probe = await relayProbe(relay.url);
    const samples: number[] = [];
    const reference: number[] = [];
    const app = dapp;
    /** ms from each request until the core queued its review (the approval door's first event after it). */
    const queued: number[] = [];
    /** Each counted request's stages (app-request-stages.ts) and the wallet store's writes until it was queued. */
    const stages: Array<ReturnType<typeof probes.end>> = [];
    const ask = async (warmUp: boolean) => {
      const shown = nextShown(page, 30_000);
      let queuedAt: number | null = null;
      const off = wallet.approvals.on(() => {
        queuedAt ??= epochMs();
        probes.queued();
      });
      probes.begin();
      const start = epochMs();
      const answer = app.request({
        topic,
        chainId: CHAIN,
        request: {
          method: 'cosmos_signDirect',
          params: { signerAddress: account.address, signDoc: sendDoc(account) },
        },
      });
      answer.catch(() => undefined); // refused below
      const seen = await shown;
      off();
      if (!warmUp) {
        samples.push(seen.at - start);
        if (queuedAt !== null) queued.push(queuedAt - start);
        stages.push(probes.end(start));
      }
      await value(wallet.approvals.invoke('approval/decide', { id: seen.id, approve: false }));
      await answer.catch(() => undefined);
      await page.getByTestId('approval-empty').waitFor({ timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await ask(true); // the first request compiles the review's code paths in the core and the page: not counted
    for (let rep = 0; rep < opts.reps; rep++) {
      reference.push(await probe.roundTrip());
      await ask(false);
    }
    const stageMedian = (stage: Stage) =>
      median(stages.flatMap((s) => (s.stages[stage] === undefined ? [] : [s.stages[stage]!])));
    const breakdown =
      STAGES.map((stage) => `${stage} ${stageMedian(stage)}`).join(', ') +
      `; the wallet's store changed ${median(stages.map((s) => s.storeSets))} times and written ` +
      `${median(stages.map((s) => s.storeWrites))} times until queued`;
    opts.log(`connect: stages (median ms since the request): ${breakdown}`);
    opts.log(
      `connect: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms; relay ${reference.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    );
    return [
      {
        id: ID,
        label: LABEL,
        unit: 'ms',
        samples,
        budget: BUDGET,
        reference: { label: 'relay round trip, publish -> subscription, same relay', samples: reference },
        note:
          `From the app's request (Node SignClient) through the loopback relay and the core to the first frame the ` +
          `approval surface (Chromium) paints with that review; ${opts.reps} requests after one uncounted, each refused ` +
          `at the door after it was shown. Of it, until the core queued the review: median ${median(queued)} ms ` +
          `(relay, the app's and the wallet's WalletConnect clients, the core's review with its simulation against the ` +
          `local devnet); the rest is the door's event to the page and its paint. Stages, median ms since the ` +
          `request: ${breakdown}.`,
      },
    ];
  } catch (error) {
    return [failedFigure(ID, LABEL, 'ms', BUDGET, error)];
  } finally {
    probe?.close();
    await context.close().catch(() => undefined);
    await dapp?.core.relayer.transportClose().catch(() => undefined);
    await core?.close();
    await relay.close();
    probes.uninstall();
    rmSync(dir, { recursive: true, force: true });
  }
}
