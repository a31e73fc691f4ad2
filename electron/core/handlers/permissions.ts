// Handlers of the permissions domain (issue 29): reading an account's grants and fee allowances, and drafting grants
// and revokes. First step: the contract only; every channel answers `unavailable` until its handler lands.
import type { permissionsChannels } from '../../../shared/api/permissions';
import { WalletError } from '../../../shared/errors';
import type { DomainChannels, HandlersFor } from './context';

export type PermissionsChannel = DomainChannels<typeof permissionsChannels>;

const notYet = (channel: PermissionsChannel) => () => {
  throw new WalletError('unavailable', `${channel} is not implemented yet.`);
};

export function createPermissionsHandlers(): HandlersFor<PermissionsChannel> {
  return {
    'permissions/list': notYet('permissions/list'),
    'permissions/flagged': notYet('permissions/flagged'),
    'tx/draft-revoke-permissions': notYet('tx/draft-revoke-permissions'),
    'tx/draft-grant-restake': notYet('tx/draft-grant-restake'),
    'tx/draft-grant-send': notYet('tx/draft-grant-send'),
    'tx/draft-grant-fee-allowance': notYet('tx/draft-grant-fee-allowance'),
  };
}
