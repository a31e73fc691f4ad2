// Token images cache first: a stored image is answered without the network, a failure is remembered for an hour,
// URLs outside the policy never reach fetch, and the stored images stay under their size cap.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import {
  createTokenImageSource,
  TOKEN_IMAGE_CACHE_LIMITS,
} from '../../../../electron/core/sync/token-images';
import { PNG_1X1, startImageServer, SVG, type ImageServer } from './image-server';

const PNG_DATA_URL = `data:image/png;base64,${PNG_1X1.toString('base64')}`;

let server: ImageServer;
beforeAll(async () => {
  server = await startImageServer({
    '/a.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
    '/b.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
    '/c.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
    '/logo.svg': { headers: { 'content-type': 'image/svg+xml' }, body: SVG },
  });
});
afterAll(() => server.close());

function source(limits = TOKEN_IMAGE_CACHE_LIMITS) {
  const repos = createMemoryRepositories();
  const clock = { now: 1_800_000_000_000 };
  const fetchSpy = vi.fn(fetch);
  const images = createTokenImageSource({
    repo: repos.tokenImages,
    fetch: fetchSpy,
    clock: () => clock.now,
    backendUrl: () => server.origin,
    limits,
  });
  return { images, repos, clock, fetchSpy };
}

describe('token images, cache first', () => {
  it('fetches once, then answers from SQLite without the network', async () => {
    const { images, fetchSpy, repos } = source();
    expect(await images.image(`${server.origin}/a.png`)).toBe(PNG_DATA_URL);
    expect(await images.image(`${server.origin}/a.png`)).toBe(PNG_DATA_URL);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(repos.tokenImages.get(`${server.origin}/a.png`)).toMatchObject({
      kind: 'image',
      mime: 'image/png',
    });
  });

  it('asks the network once for concurrent askers of one URL', async () => {
    const { images, fetchSpy } = source();
    const answers = await Promise.all([1, 2, 3].map(() => images.image(`${server.origin}/b.png`)));
    expect(answers).toEqual([PNG_DATA_URL, PNG_DATA_URL, PNG_DATA_URL]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure and retries it only after an hour', async () => {
    const { images, fetchSpy, clock, repos } = source();
    const url = `${server.origin}/logo.svg`;
    expect(await images.image(url)).toBeNull();
    expect(repos.tokenImages.get(url)).toMatchObject({ kind: 'failure', failure: 'bad_type' });
    clock.now += 59 * 60 * 1000;
    expect(await images.image(url)).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    clock.now += 2 * 60 * 1000;
    expect(await images.image(url)).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('never fetches a URL outside the policy (plain http elsewhere, loopback, svg by data:)', async () => {
    const { images, fetchSpy } = source();
    for (const url of [
      'http://cdn.example.com/a.png',
      'http://localhost:1/a.png',
      'https://127.0.0.1/a.png',
      `data:image/svg+xml,${encodeURIComponent(SVG)}`,
    ]) {
      expect(await images.image(url)).toBeNull();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the stored images under the size cap, dropping the least recently used', async () => {
    const { images, repos, clock } = source({
      ...TOKEN_IMAGE_CACHE_LIMITS,
      maxTotalBytes: PNG_1X1.length * 2,
    });
    const [a, b, c] = ['/a.png', '/b.png', '/c.png'].map((p) => `${server.origin}${p}`) as [
      string,
      string,
      string,
    ];
    await images.image(a);
    clock.now += 1;
    await images.image(b);
    clock.now += 1;
    await images.image(a); // a is now more recently used than b
    clock.now += 1;
    await images.image(c);
    expect(repos.tokenImages.totalBytes()).toBeLessThanOrEqual(PNG_1X1.length * 2);
    expect(repos.tokenImages.get(b)).toBeNull();
    expect(repos.tokenImages.get(a)?.kind).toBe('image');
    expect(repos.tokenImages.get(c)?.kind).toBe('image');
  });
});
