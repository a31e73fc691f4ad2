// Handlers of the update domain when core runs without the Electron shell: every update/* channel answers `unavailable`.
import type { updateChannels, UpdateStateView } from '../../../shared/api/update';
import { WalletError } from '../../../shared/errors';
import type { UpdateState } from '../update/types';
import type { DomainChannels, HandlersFor } from './context';

export type UpdateChannel = DomainChannels<typeof updateChannels>;

/** The message every update/* channel answers outside the desktop app. */
export const UPDATES_UNAVAILABLE_MESSAGE =
  'Updates are managed by the desktop app; this window has no updater.';

/** Compile-time proof that the shell's state is the contract's view (shared/ cannot import electron/). */
const stateIsView = (state: UpdateState): UpdateStateView => state;
void stateIsView;

function unavailable(): never {
  throw new WalletError('unavailable', UPDATES_UNAVAILABLE_MESSAGE);
}

/** In Electron the shell's handlers take precedence (electron/main/ipc-binding.ts); these answer everywhere else. */
export function createUpdateHandlers(): HandlersFor<UpdateChannel> {
  return {
    'update/status': unavailable,
    'update/check': unavailable,
    'update/download': unavailable,
    'update/install': unavailable,
  };
}
