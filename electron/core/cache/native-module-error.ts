// Recognises a native addon that cannot load in this runtime (built for another NODE_MODULE_VERSION, or its
// Electron build missing) and turns it into a `native_module_mismatch` WalletError the renderer can explain.
import { WalletError } from '../../../shared/errors';

/** The fix, as data: `npm start` builds the Electron copy of the addon (see scripts/lib/electron-native-build.ts). */
export const NATIVE_MODULE_FIX = 'npm start rebuilds it';

/** Node's "compiled against a different Node.js version using NODE_MODULE_VERSION X ... requires ... Y". */
export function parseAbiMismatch(message: string): { foundAbi: string; expectedAbi: string } | null {
  const match =
    /NODE_MODULE_VERSION\s+(\d+)\.\s+This version of (?:Node\.js|Electron) requires\s+NODE_MODULE_VERSION\s+(\d+)/.exec(
      message,
    );
  return match ? { foundAbi: match[1]!, expectedAbi: match[2]! } : null;
}

function isModuleNotFound(cause: unknown): boolean {
  return (cause as { code?: unknown } | null)?.code === 'MODULE_NOT_FOUND';
}

/**
 * The `native_module_mismatch` error for a failed addon load, or null when `cause` is something else.
 * `bindingPath` is the explicit build that was asked for (absent: the package's default build).
 */
export function nativeModuleError(
  cause: unknown,
  where: { module: string; bindingPath?: string; runtimeAbi: string },
): WalletError | null {
  const message = cause instanceof Error ? cause.message : String(cause);
  const mismatch = parseAbiMismatch(message);
  if (mismatch) {
    return new WalletError(
      'native_module_mismatch',
      `${where.module} was built for NODE_MODULE_VERSION ${mismatch.foundAbi}; this runtime needs ${mismatch.expectedAbi}.`,
      { module: where.module, reason: 'abi_mismatch', ...mismatch, fix: NATIVE_MODULE_FIX },
    );
  }
  if (where.bindingPath && isModuleNotFound(cause) && message.includes(where.bindingPath)) {
    return new WalletError(
      'native_module_mismatch',
      `${where.module} has no build for this runtime at ${where.bindingPath}.`,
      {
        module: where.module,
        reason: 'missing_build',
        expectedAbi: where.runtimeAbi,
        expectedPath: where.bindingPath,
        fix: NATIVE_MODULE_FIX,
      },
    );
  }
  return null;
}
