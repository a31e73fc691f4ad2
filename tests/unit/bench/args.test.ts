import { describe, expect, it } from 'vitest';
import { defaultOutName, parseArgs, reps, sized, wants } from '../../bench/lib/args';
import { parseThroughput } from '../../bench/checktx';

describe('npm run bench options', () => {
  it('runs every benchmark by default, or only the listed ones', () => {
    expect(wants(parseArgs([]), 4)).toBe(true);
    const only = parseArgs(['--only=1,3']);
    expect([1, 2, 3].map((n) => wants(only, n))).toEqual([true, false, true]);
  });

  it('names the live-update benchmarks (idle, soak) and takes the soak length', () => {
    const only = parseArgs(['--only=idle,soak', '--soak-cycles=2000']);
    expect([wants(only, 'idle'), wants(only, 'soak'), wants(only, 1)]).toEqual([true, true, false]);
    expect(only.soakCycles).toBe(2000);
    expect(parseArgs([]).soakCycles).toBe(10_000);
    expect(() => parseArgs(['--only=sleep'])).toThrow(/idle\/soak/);
    expect(() => parseArgs(['--soak-cycles=5'])).toThrow(/soak-cycles/);
  });

  it("takes how often a long soak reports progress, and names issue 33's memory and app-request figures", () => {
    expect(parseArgs(['--soak-cycles=100000', '--soak-progress=5000']).soakProgress).toBe(5000);
    expect(parseArgs([]).soakProgress).toBe(1000);
    expect(() => parseArgs(['--soak-progress=0'])).toThrow(/soak-progress/);
    expect(() => parseArgs(['--soak-progress=x'])).toThrow(/soak-progress/);
    const only = parseArgs(['--only=mem,connect']);
    expect([wants(only, 'mem'), wants(only, 'connect'), wants(only, 'soak')]).toEqual([true, true, false]);
  });

  it('scales repetitions but never below the minimum', () => {
    expect(reps(parseArgs(['--reps-scale=0.5']), 9, 3)).toBe(5);
    expect(reps(parseArgs(['--reps-scale=0.1']), 9, 3)).toBe(3);
  });

  it('multiplies the data sizes by --scale and writes each scale to its own file', () => {
    expect(sized(parseArgs([]), 10_000)).toBe(10_000);
    const tenfold = parseArgs(['--scale=10']);
    expect(sized(tenfold, 10_000)).toBe(100_000);
    expect(defaultOutName(parseArgs([]))).toBe('latest.json');
    expect(defaultOutName(tenfold)).toBe('latest-x10.json');
    expect(() => parseArgs(['--scale=0.5'])).toThrow(/--scale must be a whole number/);
  });

  it('rejects unknown options and out-of-range values with the usage line', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option "--fast".*usage/);
    expect(() => parseArgs(['--only=7'])).toThrow(/1-6/);
    expect(() => parseArgs(['--reps-scale=0'])).toThrow(/reps-scale/);
  });
});

describe('CheckTx throughput output', () => {
  it('reads the three rates printed by devnet-throughput.ts', () => {
    const out = [
      'CheckTx:  2000 txs in 1.00 s = 2005 tx/s (0 rejected)',
      'DeliverTx+commit: 2000 txs in 0.28 s = 7077 tx/s (0 failed)',
      '(context: one ECDSA verify alone runs at 3381 /s on this machine right now; CheckTx does one per tx)',
    ].join('\n');
    expect(parseThroughput(out)).toEqual({
      checkTxPerSecond: 2005,
      deliverTxPerSecond: 7077,
      verifyPerSecond: 3381,
    });
  });

  it('says which line is missing when the output changes shape', () => {
    expect(() => parseThroughput('nothing')).toThrow(/CheckTx/);
  });
});
