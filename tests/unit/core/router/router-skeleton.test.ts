// The router rejects unknown channels and malformed payloads with typed errors before any handler runs.
import { describe, expect, it } from 'vitest';
import { createRouter, type AllHandlers } from '../../../../electron/core/api';
import { CHANNELS, CHANNEL_NAMES } from '../../../../shared/api';
import { WalletError } from '../../../../shared/errors';

function handlersThatRecord(calls: string[]): AllHandlers {
  return Object.fromEntries(
    CHANNEL_NAMES.map((name) => [
      name,
      (request: unknown) => {
        calls.push(name);
        if (name === 'keys/lock') throw new WalletError('locked', 'The wallet is locked.');
        if (name === 'keys/list') throw new Error('boom with secret words');
        return { echoed: request };
      },
    ]),
  ) as unknown as AllHandlers;
}

describe('router', () => {
  it('answers unknown_channel for a channel that is not in the contract', async () => {
    const router = createRouter(handlersThatRecord([]));
    for (const name of ['nope/nothing', '__proto__', 'constructor', 42, null, undefined]) {
      const result = await router.invoke(name, {});
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('unknown_channel');
    }
  });

  it('answers invalid_request for a malformed payload without calling the handler', async () => {
    const calls: string[] = [];
    const router = createRouter(handlersThatRecord(calls));
    const result = await router.invoke('keys/unlock', { password: 42 });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(calls).toEqual([]);
  });

  it('rejects unknown keys in a request', async () => {
    const router = createRouter(handlersThatRecord([]));
    const result = await router.invoke('settings/get', { extra: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('never echoes the submitted value in the error', async () => {
    const router = createRouter(handlersThatRecord([]));
    const result = await router.invoke('keys/unlock', { password: 'x'.repeat(5000) });
    expect(JSON.stringify(result)).not.toContain('xxxxxxxxxx');
  });

  it('passes the parsed request to the handler and wraps its value', async () => {
    const calls: string[] = [];
    const router = createRouter(handlersThatRecord(calls));
    const result = await router.invoke('keys/unlock', { password: 'correct horse' });
    expect(result).toEqual({ ok: true, value: { echoed: { password: 'correct horse' } } });
    expect(calls).toEqual(['keys/unlock']);
  });

  it('turns a thrown WalletError into its typed error', async () => {
    const router = createRouter(handlersThatRecord([]));
    expect(await router.invoke('keys/lock', {})).toEqual({
      ok: false,
      error: { code: 'locked', message: 'The wallet is locked.' },
    });
  });

  it('turns any other exception into a generic internal error that leaks nothing', async () => {
    const router = createRouter(handlersThatRecord([]));
    const result = await router.invoke('keys/list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('lists only domain/verb channel names', () => {
    for (const name of Object.keys(CHANNELS)) expect(name).toMatch(/^[a-z]+\/[a-z-]+$/);
  });
});
