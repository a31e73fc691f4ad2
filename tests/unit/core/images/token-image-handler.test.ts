// data/token-image through the wallet core's router: request validation, the active backend's origin, data: answers.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../keys/harness';
import { PNG_1X1, startImageServer, SVG, type ImageServer } from './image-server';

let server: ImageServer;
let h: Harness;
beforeAll(async () => {
  server = await startImageServer({
    '/images/moon.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
    '/images/moon.svg': { headers: { 'content-type': 'image/svg+xml' }, body: SVG },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  h = await openHarness({ network: { backendUrl: server.origin } });
});
afterEach(() => h.dispose());

describe('data/token-image', () => {
  it("answers an image on the active backend's origin as a data: URL", async () => {
    expect(await h.call('data/token-image', { url: `${server.origin}/images/moon.png` })).toEqual({
      dataUrl: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    });
  });

  it('answers null for an SVG, a foreign plain-http URL and a loopback port other than the backend', async () => {
    for (const url of [
      `${server.origin}/images/moon.svg`,
      'http://cdn.example.com/moon.png',
      'http://127.0.0.1:1/moon.png',
    ]) {
      expect(await h.call('data/token-image', { url })).toEqual({ dataUrl: null });
    }
  });

  it('keeps the answer after a restart without asking again (the cache is the SQLite cache file)', async () => {
    const url = `${server.origin}/images/moon.png`;
    await h.call('data/token-image', { url });
    const before = server.hits.get('/images/moon.png');
    await h.reopen();
    expect((await h.call('data/token-image', { url })).dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(server.hits.get('/images/moon.png')).toBe(before);
  });

  it('refuses a malformed request with invalid_request', async () => {
    for (const payload of [
      {},
      { url: '' },
      { url: 'x'.repeat(2049) },
      { url: 'https://a.example/x.png', extra: 1 },
    ]) {
      expect(await h.raw('data/token-image', payload)).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    }
  });
});
