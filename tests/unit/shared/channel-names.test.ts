// The preload's names-only channel list is the contract's channel set, and the preload bundle stays free of zod.
import { buildSync } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../../shared/api';
import { CHANNEL_NAME_LIST } from '../../../shared/api/channel-names';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('channel names for the preload', () => {
  it('lists exactly the contract channels, each once', () => {
    expect([...CHANNEL_NAME_LIST].sort()).toEqual([...CHANNEL_NAMES].sort());
    expect(new Set(CHANNEL_NAME_LIST).size).toBe(CHANNEL_NAME_LIST.length);
  });

  it('keeps the preload bundle small: names, no request schemas, no zod', () => {
    const out = buildSync({
      entryPoints: [path.join(ROOT, 'electron/preload/index.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['electron'],
      minify: true,
      write: false,
    });
    const code = out.outputFiles[0]!.text;
    expect(code).not.toMatch(/ZodError|\$ZodType/);
    expect(code.length).toBeLessThan(10_000);
    expect(code).toContain('app/boot');
  });
});
