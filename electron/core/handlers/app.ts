// Handlers of the app domain: version info, startup warnings and the activity ping behind auto-lock.
import type { appChannels, StartupWarning } from '../../../shared/api/app';
import type { KeyManager } from '../keys/key-service';
import { qrImage } from '../qr/qr-image';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

/** The app domain's channels except `app/boot` (composed from every domain, see boot.ts) and `app/diagnostics` (diagnostics.ts). */
export type AppChannel = Exclude<DomainChannels<typeof appChannels>, 'app/boot' | 'app/diagnostics'>;

/** Bumped when a channel changes incompatibly. */
export const API_VERSION = 1;

export interface AppHandlerDeps {
  version: string;
  keys: KeyManager;
  /** Problems found at startup (bad saved config repaired, keychain missing...). */
  startupWarnings: StartupWarning[];
  /** Hands over a function that adds a notice found after start (the background cache check). */
  onLateWarnings?: (add: (warning: StartupWarning) => void) => void;
  /** Tells the window (a late notice goes out as 'app/warnings', so it shows without a restart). */
  emit?: HandlerContext['emit'];
}

export function createAppHandlers(deps: AppHandlerDeps): HandlersFor<AppChannel> {
  let warnings = [...deps.startupWarnings];
  deps.onLateWarnings?.((warning) => {
    warnings = [...warnings, warning];
    deps.emit?.('app/warnings', { startupWarnings: [...warnings] });
  });
  return {
    'app/info': () => ({ version: deps.version, apiVersion: API_VERSION, startupWarnings: [...warnings] }),
    'app/activity': () => ({ lockInMs: deps.keys.activity() }),
    'app/dismiss-warnings': () => {
      warnings = [];
      return { startupWarnings: [] };
    },
    // The camera gate lives in the Electron shell (its handler answers there); a plain host has no gate to move.
    'app/scanner-camera': ({ open }) => ({ open }),
    'app/qr-image': ({ text }) => qrImage(text),
  };
}
