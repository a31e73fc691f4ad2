// Benchmark 5: devnet CheckTx throughput of signed MsgSends (>= 1,000/s), measured by the devnet engineer's
// tests/bench/devnet-throughput.ts in its own process; reference: raw secp256k1 verifies/s in that same process.
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { runTsx } from './support/subprocess';

const BUDGET: Budget = { op: '>=', value: 1000, stat: 'median' };
const ID = '5.checktx';
const LABEL = 'Devnet CheckTx of signed MsgSends';

export interface ThroughputRun {
  checkTxPerSecond: number;
  deliverTxPerSecond: number;
  verifyPerSecond: number;
}

/** Reads the three rates out of devnet-throughput.ts's output; throws when a line is missing. Pure. */
export function parseThroughput(stdout: string): ThroughputRun {
  const rate = (pattern: RegExp) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`devnet-throughput output has no line matching ${pattern}`);
    return Number(match[1]);
  };
  return {
    checkTxPerSecond: rate(/CheckTx:.*= (\d+) tx\/s/),
    deliverTxPerSecond: rate(/DeliverTx\+commit:.*= (\d+) tx\/s/),
    verifyPerSecond: rate(/ECDSA verify alone runs at (\d+) \/s/),
  };
}

export async function benchCheckTx(opts: { reps: number; txCount: number }): Promise<Figure[]> {
  try {
    const runs: ThroughputRun[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      const out = await runTsx('tests/bench/devnet-throughput.ts', [String(opts.txCount)], 180_000);
      if (out.code !== 0)
        throw new Error(`devnet-throughput exited ${out.code}: ${out.stderr.trim().split('\n').pop()}`);
      runs.push(parseThroughput(out.stdout));
    }
    return [
      {
        id: ID,
        label: LABEL,
        unit: 'tx/s',
        samples: runs.map((r) => r.checkTxPerSecond),
        budget: BUDGET,
        reference: {
          label: 'bare secp256k1 verifies/s, same process',
          samples: runs.map((r) => r.verifyPerSecond),
        },
        note: `${opts.txCount} txs from 7 senders per run; DeliverTx+commit ran at ${runs.map((r) => r.deliverTxPerSecond).join(', ')} tx/s.`,
      },
    ];
  } catch (error) {
    return [failedFigure(ID, LABEL, 'tx/s', BUDGET, error)];
  }
}
