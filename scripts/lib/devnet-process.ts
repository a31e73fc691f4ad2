// Runs the devnet as a child process (`tsx devnet/cli.ts`) and reads the JSON line with its URLs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface DevnetUrls {
  restUrl: string;
  rpcUrl: string;
  backendUrl: string;
  chainId: string;
  /** The devnet's loopback WalletConnect relay (ws://), when the devnet says it runs one. */
  relayUrl?: string;
}

export interface DevnetProcess {
  urls: DevnetUrls;
  stop(): Promise<void>;
}

/** Default devnet ports (REST, RPC, backend, WalletConnect relay). */
export const DEFAULT_DEVNET_PORTS = { rest: 1317, rpc: 26657, backend: 8080, relay: 8090 } as const;

/** Reads the devnet CLI's start-up JSON line; null for any other line (logs). */
export function parseDevnetLine(line: string): DevnetUrls | null {
  if (!line.trimStart().startsWith('{')) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { chain_rest_url: restUrl, rpc_url: rpcUrl, backend_url: backendUrl, chain_id: chainId } = value;
  if ([restUrl, rpcUrl, backendUrl, chainId].some((v) => typeof v !== 'string')) return null;
  const relay = value.relay_url;
  const relayUrl = typeof relay === 'string' && /^wss?:\/\//.test(relay) ? { relayUrl: relay } : {};
  return { restUrl, rpcUrl, backendUrl, chainId, ...relayUrl } as DevnetUrls;
}

/** True when nothing listens on 127.0.0.1:port (checked by binding it for a moment). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The devnet CLI flags: default ports when all are free (and `ephemeral` is false), otherwise port 0 (the OS
 * picks) for all four (the relay's URL then reaches the wallet with the others).
 */
export async function devnetPortArgs(ephemeral = false): Promise<{ args: string[]; usedDefaults: boolean }> {
  const free = ephemeral ? [false] : await Promise.all(Object.values(DEFAULT_DEVNET_PORTS).map(isPortFree));
  if (free.every(Boolean)) return { args: [], usedDefaults: true };
  return {
    args: ['--rest-port', '0', '--rpc-port', '0', '--backend-port', '0', '--relay-port', '0'],
    usedDefaults: false,
  };
}

/**
 * Starts `tsx devnet/cli.ts --data-dir <dataDir>` and resolves once it prints its URLs (or rejects with the
 * log's last lines when it exits or `timeoutMs` passes). Its stderr goes to `logFile`.
 */
export async function startDevnetProcess(options: {
  root: string;
  dataDir: string;
  logFile: string;
  extraArgs?: string[];
  timeoutMs?: number;
}): Promise<DevnetProcess> {
  const tsx = path.join(options.root, 'node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(
    tsx,
    ['devnet/cli.ts', '--data-dir', options.dataDir, ...(options.extraArgs ?? [])],
    { cwd: options.root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const tail: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    log.write(chunk);
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 8));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const urls = await new Promise<DevnetUrls>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the devnet did not start within ${options.timeoutMs ?? 120_000} ms`)),
      options.timeoutMs ?? 120_000,
    );
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      log.write(`${line}\n`);
      const parsed = parseDevnetLine(line);
      if (parsed) {
        clearTimeout(timer);
        resolve(parsed);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the devnet exited (code ${code}) before it was ready:\n  ${tail.join('\n  ')}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGTERM');
    log.end();
    throw error;
  });
  return {
    urls,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
