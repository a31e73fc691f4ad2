// The shell's update/* handlers: typed by the contract, routed (schema-parsed, errors as codes) like core's.
import { updateChannels } from '../../shared/api/update';
import { WalletError } from '../../shared/errors';
import { createRouter } from '../core/api';
import type { HandlersFor } from '../core/handlers/context';
import type { UpdateChannel } from '../core/handlers/update';
import type { UpdateController } from '../core/update/update-controller';
import type { UpdateState } from '../core/update/types';
import type { ShellHandlers } from './ipc-binding';

/** Every update/* channel of the contract. */
export const UPDATE_CHANNEL_NAMES = Object.keys(updateChannels) as UpdateChannel[];

/** A step's outcome as a channel answer: the new state, or its failure as a typed error. */
function answer(state: UpdateState): UpdateState {
  if (state.status === 'error') {
    throw new WalletError(state.code, state.message, state.details ? { ...state.details } : undefined);
  }
  return state;
}

/**
 * update/status reads the state; check, download and install answer the state they lead to, or the failure's
 * code (network, bad_response, signature_invalid, internal) with its details (`deleted`, `reason`). A downgrade
 * is downloaded only with `allowDowngrade: true`. Wrong-state calls throw the controller's
 * UpdateFlowError (busy / not_found).
 */
export function createShellUpdateHandlers(
  controller: UpdateController,
  guard: {
    currentVersion: string;
    /** Asks the approval surface to install an older version; rejects (`approval_refused`) when refused. */
    approveDowngrade(subject: {
      kind: 'update_downgrade';
      currentVersion: string;
      version: string;
    }): Promise<void>;
  } | null = null,
): HandlersFor<UpdateChannel> {
  return {
    'update/status': () => controller.state(),
    'update/check': async () => answer(await controller.check()),
    'update/download': async ({ allowDowngrade }) =>
      answer(await controller.download(allowDowngrade ? { allowDowngrade } : {})),
    'update/install': async () => {
      // An older build installs only after a yes in the approval surface: the page can ask, never decide.
      const state = controller.state();
      const update = state.status === 'ready' ? state.update : undefined;
      if (update?.downgrade) {
        if (!guard)
          throw new WalletError('approval_refused', 'An older version needs approval.', {
            reason: 'refused',
          });
        await guard.approveDowngrade({
          kind: 'update_downgrade',
          currentVersion: guard.currentVersion,
          version: update.version,
        });
      }
      return answer(await controller.install());
    },
  };
}

/** The handlers behind the router, one IPC-facing function per channel (what ipc-binding's shellHandlers takes). */
export function routeShellHandlers(
  handlers: HandlersFor<UpdateChannel>,
  onInternalError: (channel: string, error: unknown) => void,
): ShellHandlers {
  const router = createRouter<UpdateChannel>(handlers, { onInternalError });
  return Object.fromEntries(
    UPDATE_CHANNEL_NAMES.map((name) => [name, (payload: unknown) => router.invoke(name, payload)]),
  );
}
