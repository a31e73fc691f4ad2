// The renderer's only door to core: typed calls over window.wallet, results as data, events as subscriptions.
import type {
  Channel,
  EventName,
  EventPayload,
  RequestOf,
  ResponseOf,
  Result,
  WalletApi,
} from '../../../shared/api';
import type { ErrorInfo } from '../../../shared/errors';
import { invokeFailure } from './invoke-failure';

declare global {
  interface Window {
    wallet?: WalletApi;
  }
}

/** True when a wallet core is connected (preload in Electron, the bridge in tests). */
export function hasWallet(): boolean {
  return typeof window !== 'undefined' && window.wallet !== undefined;
}

function disconnected(): ErrorInfo {
  return { code: 'internal', message: 'The wallet core is not connected.' };
}

/** Calls a contract channel. Never throws: transport failures come back as `{ok: false}` too. */
export async function call<C extends Channel>(
  channel: C,
  request: RequestOf<C>,
): Promise<Result<ResponseOf<C>>> {
  const w = window.wallet;
  if (!w) return { ok: false, error: disconnected() };
  try {
    return await w.invoke(channel, request);
  } catch (error) {
    return { ok: false, error: invokeFailure(error) };
  }
}

/** Subscribes to a pushed core event; returns the unsubscribe function (a no-op without a core). */
export function onEvent<E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  const w = window.wallet;
  if (!w) return () => {};
  try {
    return w.on(event, listener);
  } catch {
    return () => {};
  }
}
