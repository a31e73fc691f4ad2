// What the core last learned of an account's number and next sequence (from the chain, or by broadcasting with it):
// a draft simulates with it while the chain's answer is on its way, and simulates again only when the chain disagrees
// (a tx sent from elsewhere). It is only ever a guess: what gets signed always comes from the chain's answer.
// It also remembers when a node last answered the profile's chain id (a draft asks it beside the account): a confirm
// soon after trusts that answer instead of asking again before it broadcasts (one round trip, not two; issue 33).

export interface AccountGuess {
  accountNumber: bigint;
  sequence: bigint;
}

export interface AccountMemory {
  guess(chainId: string, address: string): AccountGuess | undefined;
  /** The chain said so (a draft's account query). */
  learned(chainId: string, address: string, account: AccountGuess): void;
  /** A tx with `account.sequence` was accepted: the next one uses the sequence after it. */
  used(chainId: string, address: string, account: AccountGuess): void;
  /** `node` (a chain client: one per set of endpoints) answered `chainId` at `atMs`. */
  chainIdPassed(node: object, chainId: string, atMs: number): void;
  /** Whether `node` answered `chainId` within CHAIN_ID_FRESH_MS before `nowMs` (never for another node or chain). */
  chainIdFresh(node: object, chainId: string, nowMs: number): boolean;
}

/**
 * How long a node's chain-id answer stands for a confirm: a review is confirmable for a few minutes, and a node does
 * not move to another chain between a draft and its confirm; an older answer is asked again before a broadcast.
 */
export const CHAIN_ID_FRESH_MS = 120_000;

/** A handful of accounts per wallet: the memory never holds more than this many. */
const MAX_ACCOUNTS = 256;

export function createAccountMemory(): AccountMemory {
  const known = new Map<string, AccountGuess>();
  /** Per chain client: the chain id it last answered, and when. */
  const chainIds = new WeakMap<object, { chainId: string; atMs: number }>();
  const key = (chainId: string, address: string) => `${chainId}\n${address}`;
  const learned = (chainId: string, address: string, account: AccountGuess) => {
    if (known.size >= MAX_ACCOUNTS) known.clear();
    known.set(key(chainId, address), { accountNumber: account.accountNumber, sequence: account.sequence });
  };
  return {
    guess: (chainId, address) => known.get(key(chainId, address)),
    learned,
    used: (chainId, address, account) =>
      learned(chainId, address, {
        accountNumber: account.accountNumber,
        sequence: account.sequence + 1n,
      }),
    chainIdPassed: (node, chainId, atMs) => void chainIds.set(node, { chainId, atMs }),
    chainIdFresh(node, chainId, nowMs) {
      const last = chainIds.get(node);
      return (
        last !== undefined &&
        last.chainId === chainId &&
        nowMs - last.atMs <= CHAIN_ID_FRESH_MS &&
        nowMs >= last.atMs
      );
    },
  };
}

/** Whether a guess matches what the chain answered. Pure. */
export function sameAccount(a: AccountGuess, b: AccountGuess): boolean {
  return a.accountNumber === b.accountNumber && a.sequence === b.sequence;
}
