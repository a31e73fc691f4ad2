// The contract's types: tsc fails this file if a channel's request or response type drifts (@ts-expect-error lines).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AccountInfo, LockStatus, RequestOf, ResponseOf, WalletApi } from '../../../../shared/api';
import { CHANNEL_NAMES, EVENT_NAMES, isChannel } from '../../../../shared/api';
import { ERROR_CODES } from '../../../../shared/errors';

/** A WalletApi that is never called: it exists so the type checker checks the calls below. */
declare const wallet: WalletApi;

function typeOnly(): void {
  void wallet.invoke('keys/unlock', { password: 'pw' });
  // @ts-expect-error password must be a string
  void wallet.invoke('keys/unlock', { password: 1 });
  // @ts-expect-error unknown channels do not type-check
  void wallet.invoke('keys/steal', {});
  // @ts-expect-error accountId is required
  void wallet.invoke('keys/rename', { name: 'x' });
  wallet.on('lock/changed', (payload) => expectTypeOf(payload.locked).toEqualTypeOf<boolean>());
  // @ts-expect-error unknown events do not type-check
  wallet.on('keys/leaked', () => undefined);
}

describe('contract types', () => {
  it('maps channels to their request and response types', () => {
    expectTypeOf<RequestOf<'keys/unlock'>>().toEqualTypeOf<{ password: string }>();
    expectTypeOf<ResponseOf<'keys/unlock'>>().toEqualTypeOf<LockStatus>();
    expectTypeOf<ResponseOf<'keys/import-mnemonic'>>().toEqualTypeOf<AccountInfo>();
    expect(typeof typeOnly).toBe('function');
  });

  it('lists channels, events and error codes at runtime without duplicates', () => {
    expect(new Set(CHANNEL_NAMES).size).toBe(CHANNEL_NAMES.length);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(CHANNEL_NAMES.every(isChannel)).toBe(true);
    expect(isChannel('constructor')).toBe(false);
  });
});
