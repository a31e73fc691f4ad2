// Command-line options of `npm run bench` (pure parsing, with a clear error for anything unknown).

/**
 * Benchmarks named rather than numbered (issue 19's live-update figures, issue 33's cache, chart, CLI, memory at
 * 100,000 rows and requests from apps).
 */
export const NAMED_BENCHMARKS = ['idle', 'soak', 'cache', 'chart', 'cli', 'mem', 'connect'] as const;
export type NamedBenchmark = (typeof NAMED_BENCHMARKS)[number];

export interface BenchArgs {
  /** Benchmarks to run (numbers 1-6 and names); all when empty. */
  only: Set<number | NamedBenchmark>;
  /** Live-update cycles of the soak (default 10,000). */
  soakCycles: number;
  /** A soak progress line every this many cycles (default 1,000). */
  soakProgress: number;
  /** Multiplies every benchmark's repetition count (0.5 = quicker, noisier). */
  repsScale: number;
  /** Exit with status 1 when a figure misses its budget. */
  strict: boolean;
  /** Where the JSON goes (default bench-results/latest.json). */
  out: string | null;
  /** Also write profiles (Chromium traces, V8 CPU profiles) of the last repetitions into bench-results/profiles. */
  profile: boolean;
  /** Multiplies the data sizes (history rows, tokens, synced txs): 10 = a trader's or a treasury's wallet. */
  scale: number;
}

export const USAGE =
  'usage: npm run bench -- [--only=1,3,idle,soak,cache,chart,cli,mem,connect] [--reps-scale=0.5] [--scale=10] [--soak-cycles=10000] [--soak-progress=1000] [--strict] [--profile] [--out=file.json]';

export function parseArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    only: new Set(),
    soakCycles: 10_000,
    soakProgress: 1000,
    repsScale: 1,
    strict: false,
    out: null,
    profile: false,
    scale: 1,
  };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2) as [string, string | undefined];
    if (key === '--only' && value) {
      for (const part of value.split(',')) {
        if ((NAMED_BENCHMARKS as readonly string[]).includes(part)) {
          args.only.add(part as NamedBenchmark);
          continue;
        }
        const n = Number(part);
        if (!Number.isInteger(n) || n < 1 || n > 6)
          throw new Error(
            `--only takes benchmark numbers 1-6 or ${NAMED_BENCHMARKS.join('/')}, got "${part}". ${USAGE}`,
          );
        args.only.add(n);
      }
    } else if (key === '--reps-scale' && value) {
      const scale = Number(value);
      if (!(scale > 0 && scale <= 10))
        throw new Error(`--reps-scale must be in (0, 10], got "${value}". ${USAGE}`);
      args.repsScale = scale;
    } else if (key === '--scale' && value) {
      const scale = Number(value);
      if (!Number.isInteger(scale) || scale < 1 || scale > 100)
        throw new Error(`--scale must be a whole number in [1, 100], got "${value}". ${USAGE}`);
      args.scale = scale;
    } else if (key === '--soak-cycles' && value) {
      const cycles = Number(value);
      if (!Number.isInteger(cycles) || cycles < 10)
        throw new Error(`--soak-cycles must be an integer >= 10, got "${value}". ${USAGE}`);
      args.soakCycles = cycles;
    } else if (key === '--soak-progress' && value) {
      const every = Number(value);
      if (!Number.isInteger(every) || every < 1)
        throw new Error(`--soak-progress must be a whole number of cycles >= 1, got "${value}". ${USAGE}`);
      args.soakProgress = every;
    } else if (key === '--strict' && value === undefined) args.strict = true;
    else if (key === '--profile' && value === undefined) args.profile = true;
    else if (key === '--out' && value) args.out = value;
    else throw new Error(`unknown option "${arg}". ${USAGE}`);
  }
  return args;
}

/** `base` repetitions scaled, at least `min`. */
export function reps(args: BenchArgs, base: number, min = 1): number {
  return Math.max(min, Math.round(base * args.repsScale));
}

export function wants(args: BenchArgs, n: number | NamedBenchmark): boolean {
  return args.only.size === 0 || args.only.has(n);
}

/** `base` data items (rows, tokens, txs) multiplied by --scale. */
export function sized(args: BenchArgs, base: number): number {
  return base * args.scale;
}

/** Default output file: bench-results/latest.json at scale 1, latest-x10.json at --scale=10. */
export function defaultOutName(args: BenchArgs): string {
  return args.scale === 1 ? 'latest.json' : `latest-x${args.scale}.json`;
}
