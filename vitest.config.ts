// Vitest projects: unit (pure, fast), integration (devnet + keychain + SQLite), e2e (Chromium via Playwright), each
// against the devnet in the spec dialect; integration-cosmos and e2e-cosmos run a chosen set of the devnet-facing
// suites again with the devnet and the wallet's profile in the stock Cosmos SDK dialect (README "What runs where").
// Groups run in order: unit, then every integration file (both dialects), then every e2e file (both dialects), then
// the shell's e2e files one at a time, so no integration suite's keychain clean-up follows an e2e run. Within a group
// two files run at a time (decisions 0731, 0742), the known-long ones first: each file has its own devnet on free
// ports, browser, temp directories and keychain namespace, and most of a file's time is spent waiting for blocks, so
// two share the machine's two cores without either waiting on the other's state.
import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/lib/heavy-first-sequencer.mjs';

/** Devnet-facing integration suites that also run in the cosmos dialect: conformance and the wallet's flows. */
export const COSMOS_INTEGRATION = [
  'tests/integration/devnet/chain/*.test.ts',
  'tests/integration/devnet/backend/{api-real-devnet,gov-history,restart-devnet,seeded-devnet}.test.ts',
  'tests/integration/devnet/contracts/*.test.ts',
  'tests/integration/core/flows/{send-history,cw20-amm,staking-cycle,staking-launchpad-bridge,named-history}.test.ts',
  'tests/integration/core/sync/{offline-cache,search-paging}.test.ts',
  'tests/integration/core/tx/amino-signing.test.ts',
  'tests/integration/core/ledger/ledger-every-message.test.ts',
  'tests/integration/offline/{air-gapped,broadcast-tracked}.test.ts',
  'tests/integration/authz/*.test.ts',
  // Sends that settle (tracked to inclusion, dropped, reviewed again) and one review, one payment against a hostile
  // node: ~23 s on cosmos. confirm-chain-id and inflated-gas pass there too (~17 s more) but prove nothing new of names.
  'tests/integration/core/tx/sequence-refusal.test.ts',
  'tests/integration/security/one-review-one-payment.test.ts',
  // Issue 29's permissions against the wallet core, on cosmos: channels ~7 s, cycle ~12 s, attacks ~3 s, ledger ~4 s,
  // spent ~3 s (~30 s in all).
  'tests/integration/permissions/{permission-spent,permissions-channels,permissions-cycle,permissions-attacks,permissions-ledger}.test.ts',
  // Issue 30's shared accounts on cosmos, what carries names (decision 0742): wallet-flow (~20 s: 2-of-3 and 3-of-5
  // spends on the chain, every signer set, the devnet's own refusal) and ledger-cosign (~6 s: the amino sign doc on the
  // device). The channel suites (channels ~24 s, channel-refusals ~8 s) and the CLI's delegate proposal (cli-kinds
  // ~13 s) drive the same messages through dialect-free layers; they run on the spec dialect only.
  'tests/integration/multisig/{ledger-cosign,wallet-flow}.test.ts',
  // The CLI (--dialect cosmos) granting, listing, revoking (~19 s).
  'tests/integration/permissions/cli-permissions.test.ts',
  // Issue 32: an app's sign request reviewed against the devnet (simulated outflow, fee alert, grants; ~4 s).
  'tests/integration/connect/walletconnect-devnet-review.test.ts',
];

/**
 * e2e on the cosmos dialect: the offline round trip and the core flows (onboard, send, trade, stake, history; ~55 s
 * on an idle machine), issue 28.
 */
export const COSMOS_E2E = ['tests/e2e/offline-two-instances.test.ts', 'tests/e2e/flows.test.ts'];

/**
 * The shell's e2e files (`npm start`, Electron, the CLI entry) start whole sessions of their own (Xvfb, a D-Bus
 * keyring, a devnet, a browser or Electron) and check what is left afterwards: they run last, one at a time.
 */
const E2E_SHELL = 'tests/e2e/electron/**/*.test.ts';

/**
 * Files a group runs at once; every project of one group must agree (vitest refuses otherwise). Two by default (the
 * CI machine has two cores); `XYZ_TEST_FILES_AT_ONCE=1` runs one file at a time as before (to tell whether a failure
 * comes from a neighbour).
 */
const FILES_AT_ONCE = Number(process.env.XYZ_TEST_FILES_AT_ONCE ?? '') || 2;

const integration = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: FILES_AT_ONCE,
} as const;

const e2e = {
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // expect.poll waits for a state up to 10 s (vitest's 1 s default is too tight for a busy 2-core machine);
  // a state that is there returns at once, so this only matters when the machine is slow.
  expect: { poll: { timeout: 10_000 } },
  // Two files at a time (decision 0742): the camera scanner's main-thread check is judged against the decode worker's
  // own time measured in the same page, so a busy neighbour no longer fails it.
  maxWorkers: FILES_AT_ONCE,
} as const;

export default defineConfig({
  test: {
    // Within each group the long files start first, whatever their project (decision 0742).
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Generous: on a loaded 2-core CI machine, loading ESLint's plugins or a scrypt unlock can take seconds.
          testTimeout: 30_000,
          // Vitest's default is one fewer than the cores: a single worker on the two-core CI machine.
          maxWorkers: FILES_AT_ONCE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Builds the bundled CLI the CLI tests run (issue 33) and the crash suite's wallet child.
          globalSetup: [
            'tests/integration/cli/support/cli-bundle-setup.ts',
            'tests/integration/crash/support/child-bundle-setup.ts',
          ],
          env: { XYZ_TEST_DIALECT: 'spec' },
          sequence: { groupOrder: 1 },
          ...integration,
        },
      },
      {
        test: {
          name: 'integration-cosmos',
          include: COSMOS_INTEGRATION,
          // The CLI suites in the list run the bundle too (global set-ups run one project after the other).
          globalSetup: ['tests/integration/cli/support/cli-bundle-setup.ts'],
          env: { XYZ_TEST_DIALECT: 'cosmos' },
          sequence: { groupOrder: 1 },
          ...integration,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [E2E_SHELL],
          env: { XYZ_TEST_DIALECT: 'spec' },
          sequence: { groupOrder: 2 },
          ...e2e,
        },
      },
      {
        test: {
          name: 'e2e-cosmos',
          include: COSMOS_E2E,
          env: { XYZ_TEST_DIALECT: 'cosmos' },
          sequence: { groupOrder: 2 },
          ...e2e,
        },
      },
      {
        test: {
          name: 'e2e-shell',
          include: [E2E_SHELL],
          env: { XYZ_TEST_DIALECT: 'spec' },
          sequence: { groupOrder: 3 },
          ...e2e,
          maxWorkers: 1,
        },
      },
    ],
  },
});
