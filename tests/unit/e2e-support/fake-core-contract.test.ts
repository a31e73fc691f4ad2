// The e2e fake core is held to the contract: tsc rejects a drifting handler table, and requests go through core's router.
import { describe, expect, it } from 'vitest';
import { FakeCore } from '../../e2e/support/fake-core';
import { contractHandlers, notFaked, type FakeHandlers } from '../../e2e/support/fake-handlers';
import { fakeTokens } from '../../e2e/support/fake-data';

/**
 * Type-level specification, checked by `tsc` (tsconfig.json includes tests/); never called. Each
 * `@ts-expect-error` fails the typecheck if the line below it stops being an error.
 */
export function handlerTableChecks(complete: FakeHandlers): void {
  // A complete table passes, including a channel that is declared but not faked.
  contractHandlers({ ...complete, 'supply/get': notFaked('supply/get') });

  const { 'app/info': _dropped, ...missingOne } = complete;
  // @ts-expect-error a contract channel without a handler
  contractHandlers(missingOne);

  // @ts-expect-error a channel the contract does not have
  contractHandlers({ ...complete, 'keys/dump': () => ({}) });

  contractHandlers({
    ...complete,
    // @ts-expect-error an answer field of the wrong type (version is a string)
    'app/info': () => ({ version: 1, apiVersion: 1, startupWarnings: [] }),
  });

  contractHandlers({
    ...complete,
    // @ts-expect-error an answer missing a field of the contract
    'app/info': () => ({ version: '0.1.0', apiVersion: 1 }),
  });

  contractHandlers({
    ...complete,
    // @ts-expect-error an answer with a field the contract lacks
    'app/info': () => ({ version: '0.1.0', apiVersion: 1, startupWarnings: [], build: 'dev' }),
  });

  contractHandlers({
    ...complete,
    // @ts-expect-error a field the contract lacks, nested in a list (a fake-only token field leaking out)
    'tokens/list': () => ({ tokens: fakeTokens(1).map((t) => ({ ...t, threshold: '1' })), updatedAt: null }),
  });

  contractHandlers({
    ...complete,
    'keys/unlock': (request) => {
      // @ts-expect-error the request is the channel's parsed request (password is a string)
      const password: number = request.password;
      throw new Error(String(password));
    },
  });
}

describe('e2e fake core', () => {
  it("answers through core's router: a request its channel's schema refuses never reaches the fake", async () => {
    const core = new FakeCore({ withWallet: true, locked: true });
    const answer = await core.invoke('keys/unlock', { password: 'correct horse', remember: true });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(core.status.locked).toBe(true);
  });

  it('answers unknown_channel for a name outside the contract and for a channel it does not fake', async () => {
    const core = new FakeCore();
    expect(await core.invoke('keys/dump', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await core.invoke('offline/qr', { text: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel', message: 'The e2e fake core does not fake offline/qr.' },
    });
  });

  it("turns a handler's refusal into a failed Result, as core does", async () => {
    const core = new FakeCore({ withWallet: true, locked: true });
    expect(await core.invoke('keys/unlock', { password: 'wrong' })).toEqual({
      ok: false,
      error: { code: 'wrong_password', message: 'Wrong password.' },
    });
    expect(await core.invoke('keys/unlock', { password: 'correct horse' })).toMatchObject({
      ok: true,
      value: { locked: false },
    });
  });

  it('answers tokens/list with the contract fields only (no fake-only graduation threshold)', async () => {
    const answer = await new FakeCore({ tokenCount: 1 }).invoke('tokens/list', {});
    expect(answer.ok).toBe(true);
    const [token] = (answer as { value: { tokens: object[] } }).value.tokens;
    expect(Object.keys(token!)).not.toContain('threshold');
  });
});
