// Gov v1 vote options: enum names, stateless checks of MsgVote / MsgVoteWeighted (SDK v0.47 ValidateBasic)
// and the text form the proposal_vote event carries.
import { ChainError } from '../types';
import { moduleError } from '../errors';
import { decToString, parseDec, PRECISION } from '../dec';
import type { WeightedOption } from './gov-tally';

export const GOV_CODESPACE = 'gov';

const OPTION_NAMES: Record<number, string> = {
  0: 'VOTE_OPTION_UNSPECIFIED',
  1: 'VOTE_OPTION_YES',
  2: 'VOTE_OPTION_ABSTAIN',
  3: 'VOTE_OPTION_NO',
  4: 'VOTE_OPTION_NO_WITH_VETO',
};

/** The enum name as Go's String() prints it (an unknown number prints as the number). */
export function voteOptionName(option: number): string {
  return OPTION_NAMES[option] ?? String(option);
}

/** Accepts an enum name or its number, as the gateway does for enum fields; undefined when neither. */
export function parseVoteOption(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const found = Object.entries(OPTION_NAMES).find(([, name]) => name === value);
  return found ? Number(found[0]) : undefined;
}

export const isValidVoteOption = (option: number): boolean => option >= 1 && option <= 4;

/** gov error 7 "invalid vote option" wrapped with `details`. */
export const invalidVote = (details: string): ChainError =>
  moduleError(GOV_CODESPACE, 7, details, 'invalid vote option');

/** One weighted option in proto compact text: `option:VOTE_OPTION_YES weight:"1.000000000000000000"`. */
export function weightedOptionText(o: WeightedOption): string {
  return `option:${voteOptionName(o.option)} weight:${JSON.stringify(o.weight)}`;
}

/** WeightedVoteOptions.String() of v0.47: each option's compact text, newline separated, trimmed. */
export function weightedOptionsText(options: readonly WeightedOption[]): string {
  return options.map(weightedOptionText).join(' \n');
}

/** NewNonSplitVoteOption: the one option with weight 1. */
export function nonSplitOption(option: number): WeightedOption[] {
  return [{ option, weight: decToString(PRECISION) }];
}

/** ValidWeightedVoteOption: a known option with a weight in (0, 1]. */
function validWeightedOption(o: WeightedOption): boolean {
  const weight = parseDec(o.weight);
  return weight !== null && weight > 0n && weight <= PRECISION && isValidVoteOption(o.option);
}

/** MsgVote.ValidateBasic's option check. */
export function checkVoteOption(option: number): void {
  if (!isValidVoteOption(option)) throw invalidVote(voteOptionName(option));
}

/** MsgVoteWeighted.ValidateBasic's option checks: non-empty, each valid, no duplicates, weights sum to 1. */
export function checkWeightedOptions(options: readonly WeightedOption[]): void {
  if (options.length === 0)
    throw new ChainError('sdk', 18, `${weightedOptionsText(options)}: invalid request`);
  let total = 0n;
  const used = new Set<number>();
  for (const o of options) {
    if (!validWeightedOption(o)) throw invalidVote(`${weightedOptionText(o)} `);
    total += parseDec(o.weight)!;
    if (used.has(o.option)) throw invalidVote('Duplicated vote option');
    used.add(o.option);
  }
  if (total > PRECISION) throw invalidVote('Total weight overflow 1.00');
  if (total < PRECISION) throw invalidVote('Total weight lower than 1.00');
}
