// Handlers of the connect domain: signed messages (connect/sign-message); app sessions come with issue 32's rest.
import type { connectChannels } from '../../../shared/api/connect';
import { WalletError } from '../../../shared/errors';
import { signAdr036 } from '../connect/sign-message';
import type { KeyManager } from '../keys/key-service';
import type { DomainChannels, HandlersFor } from './context';

export type ConnectChannel = DomainChannels<typeof connectChannels>;

export function createConnectHandlers(keys: KeyManager): HandlersFor<ConnectChannel> {
  return {
    async 'connect/sign-message'(req) {
      const account = keys.getAccount(req.accountId);
      if (account.kind === 'watch_only')
        throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
      const signer = await keys.getSigner(req.accountId);
      const { signature } = await signAdr036(signer, account.address, req.message);
      return { signer: account.address, message: req.message, signature };
    },
  };
}
