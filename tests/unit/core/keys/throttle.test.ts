// Password attempts run one at a time and wait longer after each failure, capped at 30 seconds.
import { describe, expect, it } from 'vitest';
import { createPasswordThrottle, delayAfter, MAX_DELAY_MS } from '../../../../electron/core/keys/throttle';

describe('password throttle', () => {
  it('grows the delay after repeated failures and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    expect(delayAfter(50)).toBe(MAX_DELAY_MS);
    expect(MAX_DELAY_MS).toBe(30_000);
  });

  it('refuses attempts during the delay and allows them after, using the injected clock', async () => {
    let now = 1_000;
    const throttle = createPasswordThrottle(() => now);
    for (let i = 0; i < 3; i++)
      await expect(throttle.attempt(async () => null)).rejects.toMatchObject({ code: 'wrong_password' });
    expect(throttle.retryAt()).toBe(2_000);
    await expect(throttle.attempt(async () => 'ok')).rejects.toMatchObject({
      code: 'throttled',
      details: { retryAfterMs: 1000 },
    });
    now = 2_000;
    await expect(throttle.attempt(async () => 'ok')).resolves.toBe('ok');
    expect(throttle.retryAt()).toBeNull();
  });

  it('runs only one attempt at a time', async () => {
    const throttle = createPasswordThrottle(() => 0);
    let release: (v: string) => void = () => undefined;
    const first = throttle.attempt(() => new Promise<string>((r) => (release = r)));
    await expect(throttle.attempt(async () => 'x')).rejects.toMatchObject({ code: 'busy' });
    release('done');
    await expect(first).resolves.toBe('done');
  });
});
