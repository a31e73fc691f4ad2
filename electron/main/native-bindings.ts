// Picks the better-sqlite3 addon for this Electron process (see core/cache/sqlite-binding.ts) and says what it chose.
import { existsSync } from 'node:fs';
import { selectSqliteBinding, type SqliteBindingChoice } from '../core/cache/sqlite-binding';

/**
 * The addon path to hand the core, or undefined for node_modules' own build. When the Electron build is
 * missing, the default is still tried (node_modules may have been rebuilt for Electron by hand); if it is a
 * Node build, the core fails with `native_module_mismatch` and the window explains it.
 */
export function sqliteBindingForApp(
  app: { isPackaged: boolean; getAppPath(): string },
  log: (line: string) => void,
  choose: () => SqliteBindingChoice = () =>
    selectSqliteBinding({
      versions: process.versions,
      platform: process.platform,
      arch: process.arch,
      isPackaged: app.isPackaged,
      appRoot: app.getAppPath(),
      exists: existsSync,
    }),
): string | undefined {
  const choice = choose();
  if (choice.kind === 'electron') {
    log(`SQLite: using the Electron build ${choice.path}`);
    return choice.path;
  }
  if (choice.kind === 'missing') log(`SQLite: ${choice.howToFix}`);
  return undefined;
}
