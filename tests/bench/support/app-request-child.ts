// Child-process entry of the app-request bench (bundled as the app bundles the core, see ../app-request.ts): launches
// the bench's Chromium, measures (app-request-measure.ts) and prints the figures as one JSON line; log lines go to
// stderr. Its one argument (JSON): {distDir, network, reps}.
import type { NetworkProfile } from '../../../shared/api/network';
import { measureAppRequests } from './app-request-measure';
import { launchBenchChromium } from './browser-host';

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '') as {
    distDir: string;
    network: Partial<NetworkProfile>;
    reps: number;
  };
  const browser = await launchBenchChromium();
  try {
    const figures = await measureAppRequests({
      ...args,
      browser,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await browser.close();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
