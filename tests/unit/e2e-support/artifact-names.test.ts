// Screenshot names: a file the stock-dialect project runs again keeps the spec run's pictures and adds its own.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artifactFile } from '../../e2e/support/browser';

afterEach(() => vi.unstubAllEnvs());

describe('screenshot file names', () => {
  it('are the plain name in the spec dialect', () => {
    vi.stubEnv('XYZ_TEST_DIALECT', 'spec');
    expect(path.basename(artifactFile('offline-review-light'))).toBe('offline-review-light.png');
  });

  it('carry -cosmos in the stock-dialect run, so neither run overwrites the other', () => {
    vi.stubEnv('XYZ_TEST_DIALECT', 'cosmos');
    expect(path.basename(artifactFile('offline-review-light'))).toBe('offline-review-light-cosmos.png');
  });
});
