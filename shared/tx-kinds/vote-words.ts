// The words of gov v1 vote options in a review line (the device and the files say YES/NO, not the app's locale).

const VOTE_NAMES: Record<number, string> = { 1: 'YES', 2: 'ABSTAIN', 3: 'NO', 4: 'NO WITH VETO' };

/** "YES" for option 1, "option 9" for a number the SDK does not define. */
export const voteName = (option: unknown): string => VOTE_NAMES[Number(option)] ?? `option ${String(option)}`;

/** Governance votes move nothing. */
export const votesMoveNothing = () => ({ delta: 0n, known: true });
