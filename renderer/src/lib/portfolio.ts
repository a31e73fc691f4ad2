// Pure portfolio total of an account in uxyz: liquid XYZ, staked, unbonding, unclaimed rewards and tokens at their price.
// Everything is bigint; no floating point touches money.
import type { BalancesView, HoldingView } from '../../../shared/api/data';
import { tokenValueUxyz } from './money';

/** The parts the headline adds up, each in uxyz; `null` = the chain does not expose that part (shown as absent). */
export interface PortfolioParts {
  spendable: bigint;
  /** Bank balance that cannot be spent now (vesting, locked): bank total minus spendable, never negative. */
  locked: bigint;
  staked: bigint;
  unbonding: bigint | null;
  rewards: bigint | null;
  /** Sum over the CW20 holdings of balance x price (uxyz per smallest unit x 10^6), each rounded down. */
  tokens: bigint;
  /** The sum of every part above. */
  total: bigint;
}

export interface PortfolioInput {
  balances: Pick<BalancesView, 'total' | 'spendable' | 'delegated'>;
  holdings: ReadonlyArray<Pick<HoldingView, 'balance' | 'priceUxyz'>>;
  /** uxyz in unbonding delegations; null/omitted when the chain offers no such query. */
  unbonding?: string | null;
  /** Unclaimed staking rewards in uxyz; null/omitted when the chain offers no such query. */
  rewards?: string | null;
}

function uint(text: string | null | undefined): bigint {
  return typeof text === 'string' && /^\d+$/.test(text) ? BigInt(text) : 0n;
}

/** The headline total and its breakdown. A holding with an unreadable balance or price counts as 0. */
export function portfolioTotal(input: PortfolioInput): PortfolioParts {
  const spendable = uint(input.balances.spendable);
  const bank = uint(input.balances.total);
  const locked = bank > spendable ? bank - spendable : 0n;
  const staked = uint(input.balances.delegated);
  const unbonding = input.unbonding == null ? null : uint(input.unbonding);
  const rewards = input.rewards == null ? null : uint(input.rewards);
  const tokens = input.holdings.reduce((sum, h) => sum + (tokenValueUxyz(h.balance, h.priceUxyz) ?? 0n), 0n);
  const total = spendable + locked + staked + (unbonding ?? 0n) + (rewards ?? 0n) + tokens;
  return { spendable, locked, staked, unbonding, rewards, tokens, total };
}
