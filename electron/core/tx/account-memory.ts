// What the core last learned of an account's number and next sequence (from the chain, or by broadcasting with it):
// a draft simulates with it while the chain's answer is on its way, and simulates again only when the chain disagrees
// (a tx sent from elsewhere). It is only ever a guess: what gets signed always comes from the chain's answer.

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
}

/** A handful of accounts per wallet: the memory never holds more than this many. */
const MAX_ACCOUNTS = 256;

export function createAccountMemory(): AccountMemory {
  const known = new Map<string, AccountGuess>();
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
  };
}

/** Whether a guess matches what the chain answered. Pure. */
export function sameAccount(a: AccountGuess, b: AccountGuess): boolean {
  return a.accountNumber === b.accountNumber && a.sequence === b.sequence;
}
