// The SDK's registered staking and governance errors the wallet tells apart: codespace, code and the registered
// description that ends their raw_log — a simulate reply carries only that text, so the description names the code.
import type { TxResultMeaning } from './tx-result';

export interface RegisteredError {
  codespace: string;
  code: number;
  /** The SDK's registered description (errors.Register), the last part of a raw_log. */
  description: string;
  meaning: TxResultMeaning;
}

/** x/staking and x/gov (v0.47+) errors, plus the sdk "invalid request" an over-undelegation is wrapped in. */
export const STAKING_RESULTS: readonly RegisteredError[] = [
  { codespace: 'staking', code: 3, description: 'validator does not exist', meaning: 'validator_not_found' },
  {
    codespace: 'staking',
    code: 19,
    description: 'no delegation for (address, validator) tuple',
    meaning: 'no_delegation',
  },
  {
    codespace: 'staking',
    code: 24,
    description: 'not enough delegation shares',
    meaning: 'undelegate_too_much',
  },
  {
    codespace: 'staking',
    code: 27,
    description: 'too many unbonding delegation entries for (delegator, validator) tuple',
    meaning: 'too_many_entries',
  },
  {
    codespace: 'staking',
    code: 29,
    description: 'cannot redelegate to the same validator',
    meaning: 'self_redelegation',
  },
  {
    codespace: 'staking',
    code: 31,
    description: 'redelegation destination validator not found',
    meaning: 'validator_not_found',
  },
  {
    codespace: 'staking',
    code: 32,
    description:
      'redelegation to this validator already in progress; first redelegation to this validator must complete before next redelegation',
    meaning: 'transitive_redelegation',
  },
  {
    codespace: 'staking',
    code: 33,
    description: 'too many redelegation entries for (delegator, src-validator, dst-validator) tuple',
    meaning: 'too_many_entries',
  },
  { codespace: 'gov', code: 3, description: 'inactive proposal', meaning: 'proposal_not_voting' },
  { codespace: 'gov', code: 7, description: 'invalid vote option', meaning: 'invalid_vote_option' },
];

/** Msg server `ValidateUnbondAmount`: more than delegated is sdk 18 wrapped as "invalid shares amount". */
const OVER_UNDELEGATE = /invalid shares amount/;

/** The meaning of a staking/gov result by its codespace and code (sdk 18 only with its "invalid shares" text). */
export function stakingResultMeaning(
  codespace: string,
  code: number,
  rawLog: string,
): TxResultMeaning | null {
  if (codespace === 'sdk' && code === 18) return OVER_UNDELEGATE.test(rawLog) ? 'undelegate_too_much' : null;
  return STAKING_RESULTS.find((r) => r.codespace === codespace && r.code === code)?.meaning ?? null;
}

/**
 * The registered error a raw_log ends with (simulate replies: "<details>: <description> with gas used: 'n'"), as
 * its codespace and code; null for any other text.
 */
export function registeredErrorInLog(rawLog: string): { codespace: string; code: number } | null {
  const text = rawLog.replace(/ with gas used: '\d+'\s*$/, '').trim();
  if (OVER_UNDELEGATE.test(text) && /invalid request$/.test(text)) return { codespace: 'sdk', code: 18 };
  const found = STAKING_RESULTS.find((r) => text === r.description || text.endsWith(`: ${r.description}`));
  return found ? { codespace: found.codespace, code: found.code } : null;
}
