// Placeholder used while a handler is being written: answers a typed 'internal' error, never a crash.
import { WalletError } from '../../../shared/errors';

export function notImplemented(channel: string): () => never {
  return () => {
    throw new WalletError('internal', `${channel} is not implemented yet.`);
  };
}
