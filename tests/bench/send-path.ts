// Benchmark 4: the send path on the devnet in manual-block mode through the real core: `tx/draft-send` (validate,
// account, simulate, review) + `tx/confirm` (sign, broadcast SYNC) <= 50 ms. Reference: the same number of bare
// HTTP round trips to the same devnet (the network floor the core cannot go below), measured in the same run.
// 4b/4c: the same send with a 100 ms (4b) and a 300 ms (4c) round-trip time injected (a delaying proxy in front of the
// devnet), the draft and the confirm each timed: each <= 1 round trip + 20 ms (issue 33). The draft asks the account,
// balance, height and chain id beside a simulation with the remembered account (one round trip); the confirm signs and
// broadcasts, trusting the chain id the same node answered for the draft (one round trip).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { nowMs } from './lib/timing';
import { call, createBenchCore, devnetNetwork } from './support/core-host';
import { startDelayProxy, type DelayProxy } from './support/delay-proxy';
import type { DevnetChild } from './support/devnet-child';

const BUDGET: Budget = { op: '<=', value: 50, stat: 'median' };
const ID = '4.send-path';
const LABEL = 'Send on devnet (manual blocks): simulate + sign + broadcast';
const PASSWORD = 'benchmark-password';
/** Budget of each of the draft and the confirm at an injected round-trip time: one round trip + 20 ms. */
const rttBudget = (rttMs: number): Budget => ({ op: '<=', value: rttMs + 20, stat: 'median' });

/** A fetch that counts the requests the core makes (to size the network-floor reference). */
function countingFetch(): { fetch: typeof fetch; count: () => number; reset: () => void } {
  let requests = 0;
  return {
    fetch: (input, init) => {
      requests++;
      return fetch(input, init);
    },
    count: () => requests,
    reset: () => void (requests = 0),
  };
}

/** ms of `n` sequential bare GETs of the node's latest block (a small JSON answer). */
async function bareRoundTrips(restUrl: string, n: number): Promise<number> {
  const start = nowMs();
  for (let i = 0; i < n; i++) await (await fetch(`${restUrl}/ledger/base/consensus/v1beta1/syncing`)).text();
  return nowMs() - start;
}

export async function benchSendPath(opts: { devnet: DevnetChild; reps: number }): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-send-'));
  const counter = countingFetch();
  try {
    const core = await createBenchCore(dataDir, devnetNetwork(opts.devnet), counter.fetch);
    try {
      const account = await call<{ id: string }>(core, 'keys/import-mnemonic', {
        mnemonic: DEVNET_KEYS.alice.mnemonic,
        name: 'Sender',
        password: PASSWORD,
      });
      const samples: number[] = [];
      const reference: number[] = [];
      const requestCounts: number[] = [];
      for (let rep = -2; rep < opts.reps; rep++) {
        counter.reset();
        const start = nowMs();
        const review = await call<{ reviewId: string }>(core, 'tx/draft-send', {
          accountId: account.id,
          to: DEVNET_KEYS.bob.address,
          amount: '0.000001',
          memo: '',
        });
        const submitted = await call<{ txHash: string }>(core, 'tx/confirm', { reviewId: review.reviewId });
        const ms = nowMs() - start;
        const requests = counter.count();
        if (!submitted.txHash) throw new Error('tx/confirm returned no hash');
        const floor = await bareRoundTrips(opts.devnet.chainRestUrl, requests);
        await opts.devnet.command({ cmd: 'produce' });
        if (rep < 0) continue; // warm-up: first connections, JIT
        samples.push(ms);
        reference.push(floor);
        requestCounts.push(requests);
      }
      return [
        {
          id: ID,
          label: LABEL,
          unit: 'ms',
          samples,
          budget: BUDGET,
          reference: { label: `as many bare HTTP round trips`, samples: reference },
          note: `tx/draft-send + tx/confirm of 1 uxyz alice -> bob; ${requestCounts.join('/')} HTTP requests per send; a block is produced after each (not timed).`,
        },
      ];
    } finally {
      await core.close();
    }
  } catch (error) {
    return [failedFigure(ID, LABEL, 'ms', BUDGET, error)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** ms of one `tx/draft-send` and of its `tx/confirm` (1 uxyz to bob), timed apart. */
async function timedSend(
  core: Awaited<ReturnType<typeof createBenchCore>>,
  accountId: string,
): Promise<{ draftMs: number; confirmMs: number }> {
  const start = nowMs();
  const review = await call<{ reviewId: string }>(core, 'tx/draft-send', {
    accountId,
    to: DEVNET_KEYS.bob.address,
    amount: '0.000001',
    memo: '',
  });
  const drafted = nowMs();
  const submitted = await call<{ txHash: string }>(core, 'tx/confirm', { reviewId: review.reviewId });
  if (!submitted.txHash) throw new Error('tx/confirm returned no hash');
  return { draftMs: drafted - start, confirmMs: nowMs() - drafted };
}

/** The three devnet URLs, each behind its own delaying proxy. */
async function delayedDevnet(devnet: DevnetChild, rttMs: number) {
  const proxies: DelayProxy[] = [];
  const via = async (url: string) => {
    const proxy = await startDelayProxy(url, rttMs);
    proxies.push(proxy);
    return proxy.url;
  };
  const urls = {
    chainRestUrl: await via(devnet.chainRestUrl),
    rpcUrl: await via(devnet.rpcUrl),
    backendUrl: await via(devnet.backendUrl),
  };
  return { urls, close: () => Promise.all(proxies.map((p) => p.close())) };
}

/** 4b (100 ms) / 4c (300 ms): the send path with `rttMs` injected before every answer of the devnet. */
export async function benchSendPathRtt(opts: {
  devnet: DevnetChild;
  reps: number;
  rttMs: number;
  id: string;
  sender: 'carol' | 'dave';
}): Promise<Figure[]> {
  const budget = rttBudget(opts.rttMs);
  const draftId = `${opts.id}.send-draft-rtt${opts.rttMs}`;
  const confirmId = `${opts.id}.send-confirm-rtt${opts.rttMs}`;
  const draftLabel = `Send with ${opts.rttMs} ms round-trip time: tx/draft-send`;
  const confirmLabel = `Send with ${opts.rttMs} ms round-trip time: tx/confirm`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-send-rtt-'));
  const counter = countingFetch();
  const delayed = await delayedDevnet(opts.devnet, opts.rttMs);
  try {
    const core = await createBenchCore(dataDir, devnetNetwork(delayed.urls), counter.fetch);
    try {
      const account = await call<{ id: string }>(core, 'keys/import-mnemonic', {
        mnemonic: DEVNET_KEYS[opts.sender].mnemonic,
        name: 'Sender',
        password: PASSWORD,
      });
      const drafts: number[] = [];
      const confirms: number[] = [];
      const reference: number[] = [];
      const requestCounts: number[] = [];
      for (let rep = -2; rep < opts.reps; rep++) {
        counter.reset();
        const { draftMs, confirmMs } = await timedSend(core, account.id);
        const requests = counter.count();
        const floor = await bareRoundTrips(delayed.urls.chainRestUrl, 1);
        await opts.devnet.command({ cmd: 'produce' });
        if (rep < 0) continue; // warm-up: first connections, JIT, the first look at the account
        drafts.push(draftMs);
        confirms.push(confirmMs);
        reference.push(floor);
        requestCounts.push(requests);
      }
      const ref = { label: 'one bare HTTP round trip through the same proxy', samples: reference };
      const note = `${opts.sender} -> bob through a proxy holding each request ${opts.rttMs} ms; HTTP requests per send (the core's tracker polls in the background): ${requestCounts.join('/')}; a block is produced after each (not timed).`;
      return [
        { id: draftId, label: draftLabel, unit: 'ms', samples: drafts, budget, reference: ref, note },
        { id: confirmId, label: confirmLabel, unit: 'ms', samples: confirms, budget, reference: ref },
      ];
    } finally {
      await core.close();
    }
  } catch (error) {
    return [
      failedFigure(draftId, draftLabel, 'ms', budget, error),
      failedFigure(confirmId, confirmLabel, 'ms', budget, error),
    ];
  } finally {
    await delayed.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
