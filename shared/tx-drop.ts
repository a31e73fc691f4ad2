// Why a 'dropped' transaction is dead (decision 0216), for core and renderer alike: the code its row keeps says it.

/**
 * 'sequence_used': another tx of the account took its sequence; 'expired': the chain passed its timeout height without
 * it. Either way it never entered a block: nothing was spent, and only a new review can replace it.
 */
export type DropReason = 'sequence_used' | 'expired';

/** The code a dropped tx's row keeps to say why: the SDK's codes for those two refusals (32, 30). */
export const DROP_CODE: Readonly<Record<DropReason, number>> = { sequence_used: 32, expired: 30 };

/** The reason of a dropped tx from its code (a row dropped before reasons were kept says 'sequence_used'). */
export const dropReasonOf = (code: number | null | undefined): DropReason =>
  code === DROP_CODE.expired ? 'expired' : 'sequence_used';
