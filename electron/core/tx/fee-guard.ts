// Ceilings on what a node's simulation can make a person pay: the gas a transaction's kinds can plausibly use, a
// hard cap no transaction passes, and when a fee is high enough to need the person's explicit yes (decision 0720).
import { WalletError } from '../../../shared/errors';
import { mulDecimalCeil } from '../../../shared/format';
import type { MsgKind } from '../../../shared/tx-kinds';

/** Gas a transaction uses besides its messages: signature check, account reads and writes, fee deduction. */
export const TX_BASE_GAS_CEILING = 150_000n;
/** The SDK's default TxSizeCostPerByte: each byte of the transaction costs this much gas. */
const GAS_PER_TX_BYTE = 10n;
/** No transaction this wallet signs asks for more gas than this (Cosmos chains' blocks hold 50-120 million). */
export const HARD_GAS_CAP = 100_000_000n;
/** Gas of a typical transaction of this wallet (a send uses ~53,000 on the devnet, a trade ~200,000). */
export const TYPICAL_TX_GAS = 200_000n;
/** A fee this many times the typical fee at the same price needs an explicit yes. */
const FEE_ALERT_MULTIPLE = 20n;

/** The most gas a transaction holding one message of each of `kinds`, `txBytes` long, can plausibly use. */
export function gasCeiling(kinds: readonly Pick<MsgKind, 'gasCeiling'>[], txBytes: number): bigint {
  const messages = kinds.reduce((sum, kind) => sum + BigInt(kind.gasCeiling), 0n);
  const total = TX_BASE_GAS_CEILING + GAS_PER_TX_BYTE * BigInt(txBytes) + messages;
  return total < HARD_GAS_CAP ? total : HARD_GAS_CAP;
}

/** Refuses a simulation that answered more gas than the transaction's kinds can use: the node is wrong or hostile. */
export function checkSimulatedGas(gasUsed: bigint, ceiling: bigint): void {
  if (gasUsed <= ceiling) return;
  throw new WalletError(
    'bad_response',
    `The node's simulation says this transaction needs ${gasUsed} gas; it cannot need more than ${ceiling}. ` +
      'The node is misbehaving: nothing was signed. Try again, or use another node.',
    { reason: 'gas_implausible', gasUsed: gasUsed.toString(), ceiling: ceiling.toString() },
  );
}

/** Refuses a gas limit above the hard cap (a "retry with more gas" cannot grow without end). */
export function checkGasLimit(gasLimit: bigint): void {
  if (gasLimit <= HARD_GAS_CAP) return;
  throw new WalletError(
    'invalid_request',
    `A gas limit of ${gasLimit} is above the wallet's cap of ${HARD_GAS_CAP}.`,
    {
      reason: 'gas_above_cap',
      gasLimit: gasLimit.toString(),
      cap: HARD_GAS_CAP.toString(),
    },
  );
}

/** Why a fee needs the person's explicit yes: far above a typical fee, or large beside the amount it moves. */
export interface FeeAlert {
  reason: 'above_typical' | 'above_amount';
  /** The fee of a typical transaction at the same price, base units. */
  typicalFee: bigint;
}

/**
 * A fee needs an explicit yes when it is more than 20 typical fees at the same price, or when it is more than a tenth
 * of what the transaction moves and more than two typical fees (so a tiny send with a normal fee is not flagged).
 */
export function feeAlert(fee: bigint, spend: bigint, pricePerGas: string): FeeAlert | null {
  const typicalFee = mulDecimalCeil(TYPICAL_TX_GAS, pricePerGas);
  if (fee > FEE_ALERT_MULTIPLE * typicalFee) return { reason: 'above_typical', typicalFee };
  if (spend > 0n && fee * 10n > spend && fee > 2n * typicalFee) return { reason: 'above_amount', typicalFee };
  return null;
}
