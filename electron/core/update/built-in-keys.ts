// The update key set built into this app: the build injects update-keys.json (scripts/build-electron.mjs,
// esbuild `define`); without it (tests, tsx) there is no key and every manifest is refused.
import { parseUpdateKeyFile, type UpdateKeySet } from './key-chain';

declare const __XYZ_UPDATE_KEYS__: unknown;

/** The embedded root key(s) and links; empty when the bundle was built without a key file. */
export function builtInUpdateKeys(): UpdateKeySet {
  return parseUpdateKeyFile(typeof __XYZ_UPDATE_KEYS__ === 'undefined' ? [] : __XYZ_UPDATE_KEYS__);
}
