// Which better-sqlite3 native build a process loads: node_modules' own (plain Node, packaged app) or the
// Electron-ABI build `npm start` keeps in .native/ (unpackaged Electron). Pure: versions and the file check come in.
import path from 'node:path';

/** Folder (under the app root) holding native modules built for Electron's ABI by `npm start`. */
export const ELECTRON_NATIVE_DIR = '.native';

/** The compiled addon's file name, the same in node_modules/better-sqlite3/build/Release. */
export const SQLITE_BINDING_FILE = 'better_sqlite3.node';

/** What identifies an Electron-ABI build: a build for one of these never loads in another. */
export interface ElectronTarget {
  /** Electron version, e.g. "45.4.1". */
  electron: string;
  /** NODE_MODULE_VERSION of that Electron, e.g. "150". */
  abi: string;
  platform: string;
  arch: string;
}

/** `<root>/.native/electron-<version>-abi<abi>-<platform>-<arch>`: one folder per Electron target. */
export function electronNativeDir(root: string, target: ElectronTarget): string {
  const name = `electron-${target.electron}-abi${target.abi}-${target.platform}-${target.arch}`;
  return path.join(root, ELECTRON_NATIVE_DIR, name);
}

/** Where `npm start` puts better-sqlite3's addon built for `target`. */
export function electronSqliteBindingPath(root: string, target: ElectronTarget): string {
  return path.join(electronNativeDir(root, target), SQLITE_BINDING_FILE);
}

export type SqliteBindingChoice =
  | { kind: 'default' }
  | { kind: 'electron'; path: string }
  | { kind: 'missing'; expectedPath: string; expectedAbi: string; howToFix: string };

export interface SqliteBindingContext {
  /** process.versions of the running process. */
  versions: { electron?: string; modules: string };
  platform: string;
  arch: string;
  /** app.isPackaged: electron-builder rebuilt node_modules' copy for Electron inside app.asar.unpacked. */
  isPackaged: boolean;
  /** The app's root folder (app.getAppPath() unpackaged: the repository). */
  appRoot: string;
  exists: (file: string) => boolean;
}

/**
 * Plain Node (tests, the Chromium bridge) and the packaged app load the default binding; an unpackaged Electron
 * loads the build under .native/ when it exists, and otherwise gets a `missing` choice saying how to make it.
 */
export function selectSqliteBinding(context: SqliteBindingContext): SqliteBindingChoice {
  const { versions, platform, arch } = context;
  if (!versions.electron || context.isPackaged) return { kind: 'default' };
  const target = { electron: versions.electron, abi: versions.modules, platform, arch };
  const expectedPath = electronSqliteBindingPath(context.appRoot, target);
  if (context.exists(expectedPath)) return { kind: 'electron', path: expectedPath };
  return {
    kind: 'missing',
    expectedPath,
    expectedAbi: versions.modules,
    howToFix:
      `better-sqlite3 has no build for Electron ${versions.electron} (NODE_MODULE_VERSION ${versions.modules}) ` +
      `at ${expectedPath}. Run \`npm start\`: it builds one there (node_modules keeps the Node build the tests use).`,
  };
}
