// Handler of app/diagnostics: runtime and schema versions, the active network and the latest redacted log lines.
import os from 'node:os';
import type { Diagnostics } from '../../../shared/api/app';
import type { NetworkProfile } from '../../../shared/api/network';
import { formatLogLine } from '../log/format';
import type { LogRing } from '../log/log-ring';
import { API_VERSION } from './app';
import type { HandlersFor } from './context';

export interface DiagnosticsDeps {
  version: string;
  network: () => NetworkProfile;
  ring: LogRing;
  schemaVersions: () => { records: number; cache: number };
  clock: () => number;
}

/** Versions of the runtime this core runs in (Electron's main process adds electron and chrome). Pure. */
export function runtimeVersions(
  versions: NodeJS.ProcessVersions = process.versions,
): Pick<Diagnostics['versions'], 'electron' | 'chrome' | 'node'> {
  const extra = versions as NodeJS.ProcessVersions & { electron?: string; chrome?: string };
  return { electron: extra.electron ?? null, chrome: extra.chrome ?? null, node: versions.node };
}

export function createDiagnosticsHandlers(deps: DiagnosticsDeps): HandlersFor<'app/diagnostics'> {
  return {
    'app/diagnostics': () => {
      const network = deps.network();
      const schema = deps.schemaVersions();
      return {
        generatedAt: deps.clock(),
        versions: {
          app: deps.version,
          apiVersion: API_VERSION,
          ...runtimeVersions(),
          platform: process.platform,
          arch: process.arch,
          osRelease: os.release(),
          networkProfileId: network.id,
          chainId: network.chainId,
          recordsSchema: schema.records,
          cacheSchema: schema.cache,
        },
        log: deps.ring.records().map(formatLogLine),
      };
    },
  };
}
