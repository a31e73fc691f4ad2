// Vitest projects: unit (pure, fast), integration (devnet + keychain + SQLite), e2e (Chromium via Playwright).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Generous: on a loaded 2-core CI machine, loading ESLint's plugins or a scrypt unlock can take seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Builds the bundled CLI the CLI tests run (issue 33).
          globalSetup: ['tests/integration/cli/support/cli-bundle-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll waits for a state up to 10 s (vitest's 1 s default is too tight for a busy 2-core machine);
          // a state that is there returns at once, so this only matters when the machine is slow.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
