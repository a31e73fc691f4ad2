// The renderer's token image cache: asks core once per url, remembers images and "none" alike, forgets the oldest.
import { describe, expect, it, vi } from 'vitest';
import { createTokenImageCache } from '../../../renderer/src/lib/token-image-cache';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('token image cache', () => {
  it('asks core once per url, for concurrent and later askers alike', async () => {
    const ask = vi.fn(async () => PNG);
    const cache = createTokenImageCache(ask);
    expect(cache.peek('https://a/1.png')).toBeUndefined();
    expect(await Promise.all([cache.get('https://a/1.png'), cache.get('https://a/1.png')])).toEqual([
      PNG,
      PNG,
    ]);
    expect(await cache.get('https://a/1.png')).toBe(PNG);
    expect(cache.peek('https://a/1.png')).toBe(PNG);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('remembers "no image" too, and a failed ask as no image', async () => {
    const ask = vi.fn(async (url: string) => {
      if (url.endsWith('throws')) throw new Error('core gone');
      return null;
    });
    const cache = createTokenImageCache(ask);
    expect(await cache.get('https://a/none.png')).toBeNull();
    expect(await cache.get('https://a/throws')).toBeNull();
    expect(cache.peek('https://a/none.png')).toBeNull();
    await cache.get('https://a/none.png');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('shows only data:image answers (anything else is no image)', async () => {
    const cache = createTokenImageCache(async (url) => url);
    expect(await cache.get('https://evil.example/x.png')).toBeNull();
    expect(await cache.get('data:text/html,<script>')).toBeNull();
  });

  it('keeps the most recently used urls up to its capacity', async () => {
    const ask = vi.fn(async () => PNG);
    const cache = createTokenImageCache(ask, 2);
    await cache.get('u1');
    await cache.get('u2');
    cache.peek('u1');
    await cache.get('u3');
    expect(cache.peek('u2')).toBeUndefined();
    expect(cache.peek('u1')).toBe(PNG);
    expect(cache.peek('u3')).toBe(PNG);
  });
});
