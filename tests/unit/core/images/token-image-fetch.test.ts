// Core's token image fetch: which URLs it may touch, a size and time limit, types by magic bytes, no cross-origin redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchTokenImage,
  isTokenImageUrlAllowed,
  sniffImageType,
  TOKEN_IMAGE_LIMITS,
} from '../../../../electron/core/chain/token-image';
import {
  GIF_HEAD,
  JPEG_HEAD,
  PNG_1X1,
  startImageServer,
  SVG,
  WEBP_HEAD,
  type ImageServer,
} from './image-server';

describe('which image URLs core may fetch', () => {
  const backend = 'http://127.0.0.1:5401';

  it.each([
    ['https://cdn.example.com/logo.png', true],
    ['https://93.184.215.14/logo.png', true],
    ['http://127.0.0.1:5401/images/moon.png', true],
    ['http://cdn.example.com/logo.png', false],
    ['http://127.0.0.1:5402/images/moon.png', false],
    ['http://localhost:5401/images/moon.png', false],
    ['https://127.0.0.1:8443/logo.png', false],
    ['https://localhost/logo.png', false],
    ['https://wallet.localhost/logo.png', false],
    ['https://10.0.0.8/logo.png', false],
    ['https://192.168.1.1/logo.png', false],
    ['https://172.20.0.1/logo.png', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://0x7f.1/logo.png', false],
    ['https://[::1]/logo.png', false],
    ['https://[fd00::1]/logo.png', false],
    ['https://[::ffff:127.0.0.1]/logo.png', false],
    ['https://user:pw@cdn.example.com/logo.png', false],
    ['data:image/png;base64,AAAA', false],
    ['file:///etc/passwd', false],
    ['ftp://cdn.example.com/logo.png', false],
    ['not a url', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isTokenImageUrlAllowed(url, backend)).toBe(allowed);
  });

  it('allows https on the backend origin too, and http nowhere when the backend is https', () => {
    expect(isTokenImageUrlAllowed('https://api.xyz.example/img/a.png', 'https://api.xyz.example')).toBe(true);
    expect(isTokenImageUrlAllowed('http://api.xyz.example/img/a.png', 'https://api.xyz.example')).toBe(false);
  });
});

describe('image types by magic bytes', () => {
  it('knows PNG, JPEG, GIF and WebP from their first bytes', () => {
    expect(sniffImageType(PNG_1X1)).toBe('image/png');
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(GIF_HEAD)).toBe('image/gif');
    expect(sniffImageType(WEBP_HEAD)).toBe('image/webp');
  });

  it('refuses SVG, HTML, a RIFF that is not WebP and empty bodies', () => {
    expect(sniffImageType(Buffer.from(SVG))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html><img src=x>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe('fetching one image', () => {
  let server: ImageServer;
  let other: ImageServer;
  beforeAll(async () => {
    other = await startImageServer({
      '/elsewhere.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
    });
    server = await startImageServer({
      '/ok.png': { headers: { 'content-type': 'image/png' }, body: PNG_1X1 },
      '/untyped': { body: PNG_1X1 },
      '/lying.png': { headers: { 'content-type': 'image/png' }, body: SVG },
      '/logo.svg': { headers: { 'content-type': 'image/svg+xml' }, body: SVG },
      '/png-as-svg': { headers: { 'content-type': 'image/svg+xml' }, body: PNG_1X1 },
      '/page': { headers: { 'content-type': 'text/html' }, body: PNG_1X1 },
      '/huge.png': { headers: { 'content-type': 'image/png' }, body: Buffer.alloc(64 * 1024, 1), repeat: 64 },
      '/declared-huge.png': {
        headers: { 'content-type': 'image/png', 'content-length': String(10 * 1024 * 1024) },
        body: PNG_1X1,
      },
      '/just-fits.png': {
        headers: { 'content-type': 'image/png' },
        body: Buffer.concat([PNG_1X1, Buffer.alloc(TOKEN_IMAGE_LIMITS.maxBytes - PNG_1X1.length)]),
      },
      '/slow.png': { hang: true },
      '/gone.png': { status: 404, body: 'no' },
      '/moved.png': { status: 302, headers: { location: '/ok.png' } },
      '/away.png': { status: 302, headers: { location: `${other.origin}/elsewhere.png` } },
      '/loop.png': { status: 302, headers: { location: '/loop.png' } },
    });
  });
  afterAll(async () => {
    await server.close();
    await other.close();
  });
  const get = (path: string, limits = TOKEN_IMAGE_LIMITS) =>
    fetchTokenImage(`${server.origin}${path}`, fetch, limits);

  it('takes a PNG and says so by its bytes, with or without a content type', async () => {
    expect(await get('/ok.png')).toEqual({ ok: true, mime: 'image/png', body: new Uint8Array(PNG_1X1) });
    expect(await get('/untyped')).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it('refuses SVG whatever it is called, and anything declared as a non-image type', async () => {
    expect(await get('/logo.svg')).toEqual({ ok: false, failure: 'bad_type' });
    expect(await get('/lying.png')).toEqual({ ok: false, failure: 'bad_type' });
    expect(await get('/png-as-svg')).toEqual({ ok: false, failure: 'bad_type' });
    expect(await get('/page')).toEqual({ ok: false, failure: 'bad_type' });
  });

  it('stops reading past the size limit (declared or streamed) and takes a body of exactly the limit', async () => {
    expect(await get('/huge.png')).toEqual({ ok: false, failure: 'too_large' });
    expect(await get('/declared-huge.png')).toEqual({ ok: false, failure: 'too_large' });
    expect(await get('/just-fits.png')).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await get('/slow.png', { ...TOKEN_IMAGE_LIMITS, timeoutMs: 200 })).toEqual({
      ok: false,
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports HTTP errors and unreachable hosts', async () => {
    expect(await get('/gone.png')).toEqual({ ok: false, failure: 'http_status' });
    expect(await fetchTokenImage('http://127.0.0.1:1/x.png', fetch)).toEqual({
      ok: false,
      failure: 'network',
    });
  });

  it('follows a redirect within the origin, never to another origin, and not forever', async () => {
    expect(await get('/moved.png')).toMatchObject({ ok: true, mime: 'image/png' });
    expect(await get('/away.png')).toEqual({ ok: false, failure: 'redirect_refused' });
    expect(other.hits.get('/elsewhere.png')).toBeUndefined();
    expect(await get('/loop.png')).toEqual({ ok: false, failure: 'redirect_refused' });
    expect(server.hits.get('/loop.png')).toBe(TOKEN_IMAGE_LIMITS.maxRedirects + 1);
  });
});
