import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HttpStatusError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
} from '../../../../electron/core/chain/errors';
import { getJson, httpOptions, postJson } from '../../../../electron/core/chain/http';
import { fakeFetch, noSleep } from './fake-fetch';

const schema = z.object({ value: z.string() });
const URL_A = 'http://127.0.0.1:1/a';

describe('getJson', () => {
  it('returns the validated body of a 200 reply', async () => {
    const fake = fakeFetch(() => ({ body: { value: 'x', extra: 1 } }));
    await expect(getJson(URL_A, schema, httpOptions({ fetch: fake.fetch }))).resolves.toEqual({ value: 'x' });
  });

  it('rejects a body that does not match the schema with MalformedResponseError naming the field', async () => {
    const fake = fakeFetch(() => ({ body: { value: 5 } }));
    const error = await getJson(URL_A, schema, httpOptions({ fetch: fake.fetch, sleep: noSleep })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error.code).toBe('bad_response');
    expect(error.message).toContain('value');
  });

  it('rejects a non-JSON body as malformed and does not retry it', async () => {
    const fake = fakeFetch(() => ({ text: '<html>' }));
    await expect(
      getJson(URL_A, schema, httpOptions({ fetch: fake.fetch, sleep: noSleep })),
    ).rejects.toBeInstanceOf(MalformedResponseError);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries network failures and 5xx with doubling backoff, then succeeds', async () => {
    const delays: number[] = [];
    const fake = fakeFetch(() => [
      { fail: 'ECONNREFUSED' },
      { status: 503, body: { code: 14, message: 'busy' } },
      { body: { value: 'ok' } },
    ]);
    const options = httpOptions({
      fetch: fake.fetch,
      backoffMs: 100,
      retries: 2,
      sleep: async (ms) => void delays.push(ms),
    });
    await expect(getJson(URL_A, schema, options)).resolves.toEqual({ value: 'ok' });
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after the retry budget with the last error', async () => {
    const fake = fakeFetch(() => ({ fail: 'ECONNREFUSED' }));
    const error = await getJson(
      URL_A,
      schema,
      httpOptions({ fetch: fake.fetch, retries: 2, sleep: noSleep }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain('ECONNREFUSED');
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 4xx reply and carries the gateway message', async () => {
    const fake = fakeFetch(() => ({
      status: 400,
      body: { code: 3, message: 'invalid address: bad', details: [] },
    }));
    const error = await getJson(URL_A, schema, httpOptions({ fetch: fake.fetch, sleep: noSleep })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('network');
    expect(error.serverMessage).toBe('invalid address: bad');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 404 to not_found', async () => {
    const fake = fakeFetch(() => ({ status: 404, body: { code: 5, message: 'tx not found' } }));
    const error = await getJson(URL_A, schema, httpOptions({ fetch: fake.fetch })).catch((e) => e);
    expect(error.code).toBe('not_found');
  });

  it('aborts an attempt that exceeds the timeout with TimeoutError', async () => {
    const fake = fakeFetch(() => ({ hang: true }));
    const error = await getJson(
      URL_A,
      schema,
      httpOptions({ fetch: fake.fetch, timeoutMs: 20, retries: 0 }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.code).toBe('timeout');
  });
});

describe('postJson', () => {
  it('is never retried, even on a network failure', async () => {
    const fake = fakeFetch(() => ({ fail: 'ECONNRESET' }));
    await expect(
      postJson(URL_A, { a: 1 }, schema, httpOptions({ fetch: fake.fetch, retries: 5, sleep: noSleep })),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toBe('{"a":1}');
  });
});
