// Where an app request's time goes (issue 33's breakdown, decision 0747): timestamps along its path from the app's
// `client.request` to the core's approval queue, read from hooks the bench can reach without changing the core: the
// relay's trace (its receipt of the app's publish, forwarded in the same call), the wallet's WalletConnect client
// (its relayer's inbound message, after the library recorded it, and its `session_request` emit), the wallet store's
// changes (setItem/removeItem) and its writes (each seals and writes the whole file: counted by its final rename), and
// the chain simulation the review asks the devnet for.
import { SignClient } from '@walletconnect/sign-client';
import fs from 'node:fs';

/** The stages, in path order; each is the ms since the app's request started (first occurrence after it). */
export const STAGES = [
  'relay received the publish',
  "wallet's relayer message",
  "wallet's session_request",
  'simulation sent',
  'simulation answered',
  'approval queued',
] as const;
export type Stage = (typeof STAGES)[number];

interface Mark {
  stage: Stage;
  at: number;
}

const epochMs = () => performance.timeOrigin + performance.now();

/**
 * Installs the probes; call before the core is created (the chain client binds `fetch` when made, the wallet's
 * client is made on the first pairing). `relayTrace` goes to the relay's `trace` option.
 */
export function installStageProbes() {
  let marks: Mark[] = [];
  let storeSets = 0;
  let storeWrites = 0;
  /** The store's changes and writes until the review was queued. */
  let queuedWrites = { sets: 0, writes: 0 };
  const mark = (stage: Stage) => marks.push({ stage, at: epochMs() });

  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const simulate = String(input instanceof Request ? input.url : input).includes('/simulate');
    if (simulate) mark('simulation sent');
    try {
      return await realFetch(input, init);
    } finally {
      if (simulate) mark('simulation answered');
    }
  }) as typeof fetch;

  type Init = typeof SignClient.init;
  const realInit: Init = SignClient.init.bind(SignClient);
  SignClient.init = (async (opts: Parameters<Init>[0]) => {
    const client = await realInit(opts);
    if (opts?.customStoragePrefix !== 'xyz-wallet') return client;
    client.core.relayer.on('relayer_message', () => mark("wallet's relayer message"));
    client.on('session_request', () => mark("wallet's session_request"));
    const storage = client.core.storage as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    for (const name of ['setItem', 'removeItem']) {
      const real = storage[name]!.bind(storage);
      storage[name] = (...args: unknown[]) => {
        storeSets++;
        return real(...args);
      };
    }
    return client;
  }) as Init;
  const realRename = fs.renameSync;
  fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
    if (String(to).endsWith('walletconnect.json')) storeWrites++;
    realRename(from, to);
  }) as typeof fs.renameSync;

  return {
    relayTrace(line: string): void {
      if (line.includes(' irn_publish ')) mark('relay received the publish');
    },
    /** The approval door's first event after the request (the core queued its review). */
    queued(): void {
      if (marks.some((m) => m.stage === 'approval queued')) return;
      mark('approval queued');
      queuedWrites = { sets: storeSets, writes: storeWrites };
    },
    /** Starts one request's record. */
    begin(): void {
      marks = [];
      storeSets = 0;
      storeWrites = 0;
      queuedWrites = { sets: 0, writes: 0 };
    },
    /** The request's stages (ms since `start`) and the wallet store's changes and writes until it was queued. */
    end(start: number): { stages: Partial<Record<Stage, number>>; storeSets: number; storeWrites: number } {
      const stages: Partial<Record<Stage, number>> = {};
      for (const m of marks)
        if (stages[m.stage] === undefined && m.at >= start) stages[m.stage] = m.at - start;
      return { stages, storeSets: queuedWrites.sets, storeWrites: queuedWrites.writes };
    },
    uninstall(): void {
      globalThis.fetch = realFetch;
      SignClient.init = realInit;
      fs.renameSync = realRename;
    },
  };
}
