// A call whose transport threw (Electron's invoke rejected with a Node network error): the network code and its
// sentence, the raw text only as a technical detail; any other throw is 'internal' with a generic sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../renderer/src/lib/api';
import { humanError } from '../../../renderer/src/lib/errors';
import { invokeFailure } from '../../../renderer/src/lib/invoke-failure';

const REFUSED = new Error(
  "Error invoking remote method 'core': TypeError: fetch failed\n    at node:internal/deps/undici:13502:13 [cause]: connect ECONNREFUSED 127.0.0.1:1317",
);

describe('a call whose transport threw', () => {
  const g = globalThis as { window?: unknown };
  afterEach(() => delete g.window);

  it('answers the network code for a Node connection failure, worded without the raw text', async () => {
    g.window = { wallet: { invoke: () => Promise.reject(REFUSED) } };
    const result = await call('tx/draft-send', { accountId: 'a', to: 'xyz1b', amount: '1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('network');
    const human = humanError(result.error);
    expect(human.text).toBe('The node or backend could not be reached.');
    expect(human.detail).toContain('ECONNREFUSED 127.0.0.1:1317');
  });

  it.each([
    'connect ECONNRESET',
    'getaddrinfo ENOTFOUND node.example',
    'socket hang up',
    'other side closed',
  ])('maps "%s" to the network code', (text) => expect(invokeFailure(new Error(text)).code).toBe('network'));

  it("keeps any other throw 'internal', with a generic sentence and the text behind the details", () => {
    const error = invokeFailure(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(error.code).toBe('internal');
    const human = humanError(error);
    expect(human.text).toBe('Something went wrong.');
    expect(human.detail).toContain('Cannot read properties');
  });
});
