// Summarises a page's .cpuprofile (from `--profile`, see support/profiling.ts): each function's share of the samples
// up to the first frame (self and inclusive), by script file too. Shares hold on a busy machine where ms do not.
// Usage: npx tsx tests/bench/profile-shares.ts bench-results/profiles/cold-open.cpuprofile [--all] [--top=40]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface PageProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
  navigationStartUs?: number;
  paintedMs?: number;
}

const fileOf = (url: string) => url.split('/').pop() || '(native)';
const nameOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/** Percent of the sampled time per function (self, inclusive) and per file (self), up to `untilUs` if given. Pure. */
export function profileShares(profile: PageProfile, untilUs?: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const files = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (untilUs !== undefined && at > untilUs) return;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id)!;
    total += us;
    add(self, nameOf(node), us);
    add(files, node.callFrame.url ? fileOf(node.callFrame.url) : nameOf(node), us);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = parent.get(n.id)) {
      const key = nameOf(n);
      if (!seen.has(key)) add(inclusive, key, us);
      seen.add(key);
    }
  });
  const percent = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([k, v]) => ({ name: k, percent: total ? (100 * v) / total : 0 }))
      .sort((a, b) => b.percent - a.percent);
  return { totalMs: total / 1000, self: percent(self), inclusive: percent(inclusive), files: percent(files) };
}

if (process.argv[1]?.endsWith('profile-shares.ts')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-shares.ts <file.cpuprofile> [--all] [--top=N]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as PageProfile;
  const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);
  const cut =
    !process.argv.includes('--all') &&
    profile.navigationStartUs !== undefined &&
    profile.paintedMs !== undefined
      ? profile.navigationStartUs + profile.paintedMs * 1000
      : undefined;
  const shares = profileShares(profile, cut);
  const print = (title: string, rows: Array<{ name: string; percent: number }>) => {
    process.stdout.write(`\n${title}\n`);
    for (const r of rows.slice(0, top))
      process.stdout.write(`${r.percent.toFixed(1).padStart(6)}%  ${r.name}\n`);
  };
  process.stdout.write(`${shares.totalMs.toFixed(1)} ms sampled${cut ? ' up to the first frame' : ''}\n`);
  print('by file (self)', shares.files);
  print('self', shares.self);
  print('inclusive', shares.inclusive);
}
