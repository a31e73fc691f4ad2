// An app's icon is fetched by the core under the token-image rules and shown as a data: URL: https on a public host
// only (a plain-http or loopback icon is not fetched), a declared SVG or HTML is refused, a redirect to another host
// is refused, the image is cached by URL (the next connection of the app does not fetch it again), and a slow icon
// never holds the proposal up past its wait.
import { describe, expect, it, vi } from 'vitest';
import { appIcon } from '../../../../electron/core/connect/app-icon';
import type {
  TokenImageEntry,
  TokenImagesRepo,
} from '../../../../electron/core/cache/repos/token-images-types';
import { createTokenImageSource } from '../../../../electron/core/sync/token-images';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function memoryRepo(): TokenImagesRepo {
  const entries = new Map<string, TokenImageEntry>();
  return {
    get: (url) => entries.get(url) ?? null,
    putImage: (url, mime, body, now) =>
      void entries.set(url, { url, kind: 'image', mime, body, fetchedAt: now }),
    putFailure: (url, failure, now) =>
      void entries.set(url, { url, kind: 'failure', failure, fetchedAt: now }),
    touch: () => {},
    totalBytes: () => 0,
    trimTo: () => {},
  };
}

function source() {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const u = String(url);
    if (u === 'https://app.example/icon.png')
      return new Response(PNG, { headers: { 'content-type': 'image/png' } });
    if (u === 'https://app.example/icon.svg')
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    if (u === 'https://app.example/moved.png')
      return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/icon.png' } });
    return new Response('nope', { status: 404 });
  });
  const images = createTokenImageSource({
    repo: memoryRepo(),
    fetch: fetch as typeof globalThis.fetch,
    clock: () => 1,
    backendUrl: () => 'http://127.0.0.1:3001',
  });
  return { fetch, image: images.image };
}

describe("an app's icon", () => {
  it('is the first icon the token-image rules accept, as a data: URL, cached by URL', async () => {
    const { fetch, image } = source();
    const icon = await appIcon(
      ['http://app.example/icon.png', 'https://app.example/icon.svg', 'https://app.example/icon.png'],
      image,
    );
    expect(icon).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([
      'https://app.example/icon.svg',
      'https://app.example/icon.png',
    ]);
    expect(await appIcon(['https://app.example/icon.png'], image)).toBe(icon);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is null for a loopback icon, an SVG, a redirect to another host, or no icons at all', async () => {
    const { image } = source();
    expect(await appIcon(['http://127.0.0.1:5173/icon.png'], image)).toBeNull();
    expect(await appIcon(['https://localhost/icon.png'], image)).toBeNull();
    expect(await appIcon(['https://app.example/icon.svg'], image)).toBeNull();
    expect(await appIcon(['https://app.example/moved.png'], image)).toBeNull();
    expect(await appIcon(undefined, image)).toBeNull();
    expect(await appIcon([42, { url: 'x' }], image)).toBeNull();
  });

  it('a slow icon does not hold the proposal past its wait', async () => {
    const never = () => new Promise<string | null>(() => {});
    const started = Date.now();
    expect(await appIcon(['https://slow.example/icon.png'], never, 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
