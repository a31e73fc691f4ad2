// Handlers of the connect domain: signed messages (connect/sign-message) and connected apps (pair, sessions,
// disconnect) over the core's WalletConnect service.
import type { connectChannels } from '../../../shared/api/connect';
import { WalletError } from '../../../shared/errors';
import type { ConnectService } from '../connect/connect-service';
import { signAdr036 } from '../connect/sign-message';
import type { KeyManager } from '../keys/key-service';
import type { DomainChannels, HandlersFor } from './context';

export type ConnectChannel = DomainChannels<typeof connectChannels>;

export function createConnectHandlers(
  keys: KeyManager,
  connect: ConnectService,
): HandlersFor<ConnectChannel> {
  return {
    async 'connect/sign-message'(req) {
      const account = keys.getAccount(req.accountId);
      if (account.kind === 'watch_only')
        throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
      const signer = await keys.getSigner(req.accountId);
      const { signature } = await signAdr036(signer, account.address, req.message);
      return { signer: account.address, message: req.message, signature };
    },
    'connect/pair': (req) => connect.pair(req.uri),
    'connect/sessions': () => ({ sessions: connect.sessions() }),
    'connect/requests': () => ({ requests: connect.requests() }),
    'connect/disconnect': (req) => connect.disconnect(req),
  };
}
