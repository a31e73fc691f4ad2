// The order vitest starts test files in (decision 0742): each group (unit, integration, e2e, shell) in turn, and
// within a group the files known to be long first, whichever project they belong to, so two lanes end together
// instead of one long file running alone at the end. Files not listed keep vitest's own order after them.

/**
 * A file's share of the test run, in seconds on two idle cores (measured; rounded). Keys are repository paths.
 * @type {Readonly<Record<string, number>>}
 */
export const KNOWN_SECONDS = {
  'tests/integration/cli/devnet.test.ts': 110,
  'tests/integration/cli/keys-and-help.test.ts': 75,
  'tests/e2e/connect-apps.test.ts': 60,
  'tests/e2e/flows.test.ts': 55,
  'tests/e2e/accessibility.test.ts': 54,
  'tests/integration/cli/devnet-actions.test.ts': 52,
  'tests/e2e/screens.test.ts': 49,
  'tests/e2e/camera-scanner.test.ts': 49,
  'tests/integration/cli/bundle.test.ts': 30,
  'tests/e2e/multisig-instances.test.ts': 25,
  'tests/e2e/locale.test.ts': 24,
  'tests/integration/crash/send-crash.test.ts': 22,
  'tests/e2e/forms-and-states.test.ts': 20,
  'tests/integration/permissions/cli-permissions.test.ts': 19,
  'tests/unit/signing/cosmjs-vectors.test.ts': 17,
  'tests/integration/cli/shared-data-dir.test.ts': 17,
  'tests/e2e/ledger.test.ts': 16,
  'tests/e2e/staking-real-devnet.test.ts': 15,
  'tests/integration/core/log/no-secrets-in-log.test.ts': 15,
};

/**
 * Group first, then known-long files longest first, then vitest's own order.
 * @template {{ group: number, path: string, index: number }} T one file: its group, its path from the repository
 *   root, its place in vitest's order
 * @param {readonly T[]} files
 * @returns {T[]}
 */
export function heavyFirst(files) {
  const seconds = (file) => KNOWN_SECONDS[file.path] ?? 0;
  return [...files].sort((a, b) => a.group - b.group || seconds(b) - seconds(a) || a.index - b.index);
}
