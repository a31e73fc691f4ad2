// cw20-base instantiate rules for token name, symbol and decimals (same limits and messages as cw-plus).
import { ContractError } from '../../../types';

/** Name: 3 to 50 UTF-8 bytes. */
export function validateTokenName(name: string): string {
  const bytes = new TextEncoder().encode(name).length;
  if (bytes < 3 || bytes > 50)
    throw new ContractError('Name is not in the expected format (3-50 UTF-8 bytes)');
  return name;
}

/** Symbol: 3 to 12 characters of [a-zA-Z-]. */
export function validateTokenSymbol(symbol: string): string {
  if (!/^[a-zA-Z-]{3,12}$/.test(symbol)) {
    throw new ContractError('Ticker symbol is not in expected format [a-zA-Z\\-]{3,12}');
  }
  return symbol;
}

export function validateDecimals(decimals: number): number {
  if (decimals > 18) throw new ContractError('Decimals must not exceed 18');
  return decimals;
}
