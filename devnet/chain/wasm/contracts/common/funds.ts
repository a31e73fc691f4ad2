// Checks on the native funds attached to a contract message.
import { BASE_DENOM } from '../../../../../shared/chain';
import { ContractError, type Coin } from '../../../types';

/** The positive amount of exactly one `uxyz` coin in `funds`; anything else is a clear ContractError. */
export function requireNativeFunds(funds: readonly Coin[], action: string): bigint {
  const nonZero = funds.filter((coin) => coin.amount !== '0');
  if (nonZero.length === 0) throw new ContractError(`${action}: no funds sent, expected ${BASE_DENOM}`);
  if (nonZero.length > 1) {
    throw new ContractError(`${action}: send exactly one coin (${BASE_DENOM}), got ${nonZero.length} denoms`);
  }
  const coin = nonZero[0] as Coin;
  if (coin.denom !== BASE_DENOM) {
    throw new ContractError(`${action}: wrong denom ${coin.denom}, expected ${BASE_DENOM}`);
  }
  return BigInt(coin.amount);
}

/** Rejects funds on messages that do not take any (they would be stuck in the contract). */
export function requireNoFunds(funds: readonly Coin[], action: string): void {
  if (funds.some((coin) => coin.amount !== '0')) {
    throw new ContractError(`${action}: this message does not accept funds`);
  }
}

export function nativeCoin(amount: bigint): Coin {
  return { denom: BASE_DENOM, amount: amount.toString() };
}
