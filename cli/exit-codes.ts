// The CLI's exit codes (documented in README "Command line" and decision 0500).
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  refused: 3,
  network: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Core error codes that mean "the network did not answer as it should" (exit 4). */
const NETWORK_CODES = new Set([
  'network',
  'timeout',
  'bad_response',
  'node_syncing',
  'chain_id_mismatch',
  'dialect_mismatch',
]);
/** Core error codes that come from a refusal (exit 3). */
const REFUSED_CODES = new Set(['tx_rejected']);
const USAGE_CODES = new Set(['unknown_channel']);

export function exitCodeForError(code: string): ExitCode {
  if (NETWORK_CODES.has(code)) return EXIT.network;
  if (REFUSED_CODES.has(code)) return EXIT.refused;
  if (USAGE_CODES.has(code)) return EXIT.usage;
  return EXIT.failed;
}
