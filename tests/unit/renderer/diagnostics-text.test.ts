// The diagnostics text: title, time, every version as "key: value", then the log lines in order.
import { describe, expect, it } from 'vitest';
import { diagnosticsText } from '../../../renderer/src/lib/diagnostics-text';
import type { Diagnostics } from '../../../shared/api';

const diagnostics: Diagnostics = {
  generatedAt: 0,
  versions: {
    app: '0.1.0',
    apiVersion: 1,
    electron: null,
    chrome: null,
    node: '22.1.0',
    platform: 'linux',
    arch: 'x64',
    osRelease: '6.1',
    networkProfileId: 'devnet',
    chainId: 'xyz-devnet-1',
    recordsSchema: 1,
    cacheSchema: 3,
  },
  log: ['line one', 'line two'],
};

describe('diagnostics text', () => {
  it('lists the versions (unknown ones as a dash) and then the log', () => {
    expect(diagnosticsText(diagnostics, 'Title')).toBe(
      [
        'Title',
        'generated: 1970-01-01T00:00:00.000Z',
        'app: 0.1.0',
        'apiVersion: 1',
        'electron: —',
        'chrome: —',
        'node: 22.1.0',
        'platform: linux',
        'arch: x64',
        'osRelease: 6.1',
        'networkProfileId: devnet',
        'chainId: xyz-devnet-1',
        'recordsSchema: 1',
        'cacheSchema: 3',
        '',
        'log (2 lines):',
        'line one',
        'line two',
        '',
      ].join('\n'),
    );
  });
});
