// Turns client failures (network, timeout, HTTP status, malformed reply) into typed WalletErrors for the router.
import { WalletError } from '../../../shared/errors';
import { ClientError, HttpStatusError } from './errors';

export function toWalletError(error: unknown): unknown {
  if (error instanceof HttpStatusError) {
    return new WalletError(error.code, error.message, {
      status: error.status,
      serverMessage: error.serverMessage.slice(0, 500),
    });
  }
  if (error instanceof ClientError) return new WalletError(error.code, error.message);
  return error;
}

/** Wraps every function of a handler map so client failures reach the router as WalletErrors. */
export function mapClientErrors<H extends Record<string, (request: never) => unknown>>(handlers: H): H {
  const wrapped: Record<string, (request: never) => unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = async (request: never) => {
      try {
        return await handler(request);
      } catch (error) {
        throw toWalletError(error);
      }
    };
  }
  return wrapped as H;
}
