import { describe, expect, it } from 'vitest';
import { mappedRss, parseSmapsRollup } from '../../bench/support/memory-split';

describe('the soak core memory split', () => {
  it('reads smaps_rollup fields as bytes by name', () => {
    const text = [
      '5602aaf50000-7ffef251e000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:                1732 kB',
      'Anonymous:           112 kB',
    ].join('\n');
    expect(parseSmapsRollup(text)).toEqual({ Rss: 1732 * 1024, Anonymous: 112 * 1024 });
  });

  it('sums the resident size of the mappings whose file is wanted, and only those', () => {
    const smaps = [
      '7f0000000000-7f0000100000 r--s 00000000 08:01 42   /data/wallet-cache.sqlite',
      'Size:               1024 kB',
      'Rss:                 300 kB',
      '7f0000100000-7f0000108000 rw-s 00000000 08:01 43   /data/wallet-cache.sqlite-shm',
      'Rss:                  32 kB',
      '7f0000200000-7f0000300000 r-xp 00000000 08:01 44   /usr/lib/libc.so.6',
      'Rss:                 900 kB',
      '7f0000400000-7f0000500000 rw-p 00000000 00:00 0 ',
      'Rss:                5000 kB',
    ].join('\n');
    expect(mappedRss(smaps, (file) => file.includes('.sqlite'))).toBe(332 * 1024);
  });
});
