// `npm run devnet`: parses flags, starts the devnet, prints one JSON line with its URLs.
import { DIALECTS } from './chain/codec/dialect-names';
import type { Dialect } from '../shared/dialect';
import { startDevnet, type DevnetOptions } from './index';

const USAGE = `usage: npm run devnet -- [--rest-port N] [--rpc-port N] [--backend-port N] [--relay-port N] [--data-dir DIR] [--memory] [--reset]
                       [--block-time-ms N|manual] [--no-seed] [--dialect spec|cosmos]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function port(value: string | undefined, flag: string): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) > 65535)
    fail(`${flag} needs a port number 0-65535`);
  return Number(value);
}

export function parseArgs(argv: string[]): DevnetOptions {
  const opts: DevnetOptions = {
    restPort: 1317,
    rpcPort: 26657,
    backendPort: 8080,
    relayPort: 8090,
    dataDir: '.devnet-data',
    blockTimeMs: 1000,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--rest-port':
        opts.restPort = port(value(), flag);
        break;
      case '--rpc-port':
        opts.rpcPort = port(value(), flag);
        break;
      case '--backend-port':
        opts.backendPort = port(value(), flag);
        break;
      case '--relay-port':
        opts.relayPort = port(value(), flag);
        break;
      case '--data-dir': {
        const dir = value();
        if (!dir) fail('--data-dir needs a directory');
        opts.dataDir = dir;
        break;
      }
      case '--memory':
        opts.memory = true;
        break;
      case '--reset':
        opts.reset = true;
        break;
      case '--no-seed':
        opts.seed = false;
        break;
      case '--block-time-ms': {
        const v = value();
        if (v === 'manual') opts.blockTimeMs = 'manual';
        else if (v && /^\d+$/.test(v) && Number(v) >= 10) opts.blockTimeMs = Number(v);
        else fail('--block-time-ms needs a number >= 10 or "manual"');
        break;
      }
      case '--dialect': {
        const v = value();
        if (!DIALECTS.includes(v as Dialect)) fail(`--dialect needs one of ${DIALECTS.join(', ')}`);
        opts.dialect = v as Dialect;
        break;
      }
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        fail(`unknown flag ${arg}`);
    }
  }
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const devnet = await startDevnet({ ...opts, log: (line) => console.error(`[devnet] ${line}`) });
  console.log(
    JSON.stringify({
      chain_rest_url: devnet.chainRestUrl,
      rpc_url: devnet.rpcUrl,
      backend_url: devnet.backendUrl,
      chain_id: devnet.chainId,
      dialect: devnet.dialect,
      faucet_address: devnet.faucetAddress,
      launchpad_address: devnet.launchpadAddress,
      relay_url: devnet.relayUrl,
    }),
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    devnet.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[devnet] stop failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const isMain =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (isMain) {
  main().catch((err: unknown) => {
    console.error('[devnet] failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
