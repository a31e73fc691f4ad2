// `npx tsx tests/bench/readme-table.ts [a.json b.json ...] [--readme]`: the README's bench table with both sizes side
// by side, from the JSON of a scale-1 run and a --scale=10 run (default bench-results/latest.json and
// latest-x10.json). Prints it, writes bench-results/scales.md and, with --readme, puts it between the README markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readmeWithBenchBlock, scaleMarkdown, type ScaledReport } from './lib/scale-table';
import { REPO_ROOT } from './support/subprocess';

const DEFAULT_FILES = ['bench-results/latest.json', 'bench-results/latest-x10.json'];

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const toReadme = argv.includes('--readme');
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--readme');
  if (unknown.length > 0)
    throw new Error(`unknown option ${unknown[0]}; usage: readme-table.ts [a.json ...] [--readme]`);
  const named = argv.filter((a) => !a.startsWith('--'));
  const files = (named.length > 0 ? named : DEFAULT_FILES).map((f) => path.resolve(REPO_ROOT, f));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length > 0)
    throw new Error(`missing ${missing.join(', ')}: run npm run bench and npm run bench -- --scale=10 first`);
  const reports = files
    .map((f) => JSON.parse(readFileSync(f, 'utf8')) as ScaledReport)
    .map((r) => ({ ...r, scale: r.scale ?? 1 }))
    .sort((a, b) => a.scale - b.scale);
  const block = scaleMarkdown(reports);
  writeFileSync(path.join(REPO_ROOT, 'bench-results/scales.md'), block);
  if (toReadme) {
    const readme = path.join(REPO_ROOT, 'README.md');
    writeFileSync(readme, await readmeWithBenchBlock(readFileSync(readme, 'utf8'), block, readme));
  }
  console.log(block);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
