// Unit: `npm run devnet` flag parsing (defaults 1317 / 26657 / 8080 / relay 8090, 0 = free port, manual blocks).
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../../devnet/cli';

describe('devnet CLI flags', () => {
  it('defaults to ports 1317, 26657, 8080, relay 8090, .devnet-data and 1000 ms blocks', () => {
    expect(parseArgs([])).toEqual({
      restPort: 1317,
      rpcPort: 26657,
      backendPort: 8080,
      relayPort: 8090,
      dataDir: '.devnet-data',
      blockTimeMs: 1000,
    });
  });

  it('reads every flag, with separate or inline values', () => {
    expect(
      parseArgs([
        '--rest-port',
        '0',
        '--rpc-port=0',
        '--backend-port',
        '9090',
        '--relay-port=0',
        '--data-dir',
        '/tmp/x',
        '--memory',
        '--reset',
        '--block-time-ms',
        'manual',
        '--no-seed',
      ]),
    ).toEqual({
      restPort: 0,
      rpcPort: 0,
      backendPort: 9090,
      relayPort: 0,
      dataDir: '/tmp/x',
      memory: true,
      reset: true,
      blockTimeMs: 'manual',
      seed: false,
    });
    expect(parseArgs(['--block-time-ms=250']).blockTimeMs).toBe(250);
  });
});
