// Remembers the person's unbonding entries (learnt from each dashboard refresh) and says which have completed once a
// block's time reaches their completion time, each once: the funds are spendable again (decision 0421).

/** One unbonding entry as the chain lists it for a delegator. */
export interface UnbondingEntry {
  validator: string;
  /** What comes back, in the chain's base denom. */
  balance: string;
  creationHeight: string;
  /** Epoch ms of the entry's completion time. */
  completesAt: number;
}

export interface CompletedUnbonding extends UnbondingEntry {
  networkId: string;
  accountId: string;
}

const entryKey = (e: UnbondingEntry) => `${e.validator}|${e.creationHeight}|${e.completesAt}|${e.balance}`;

export function createUnbondingWatch() {
  /** `${networkId}\n${accountId}` -> the entries of the last refresh that have not been told yet. */
  const pending = new Map<string, UnbondingEntry[]>();
  /** Entries already told (by account key and entry key), so a refresh that still lists one tells it no twice. */
  const told = new Set<string>();
  return {
    /** The account's entries as a refresh just read them: replaces what was known (a cancelled entry is dropped). */
    learn(networkId: string, accountId: string, entries: readonly UnbondingEntry[]): void {
      const account = `${networkId}\n${accountId}`;
      const open = entries.filter(
        (e) => Number.isFinite(e.completesAt) && !told.has(`${account}\n${entryKey(e)}`),
      );
      if (open.length > 0) pending.set(account, [...open]);
      else pending.delete(account);
      // An entry the chain no longer lists cannot come back: forget it so the set stays bounded.
      const listed = new Set(entries.map((e) => `${account}\n${entryKey(e)}`));
      for (const key of told) if (key.startsWith(`${account}\n`) && !listed.has(key)) told.delete(key);
    },
    /** Entries of `networkId` whose completion time is at or before `blockTimeMs`; each is returned once. */
    completedBy(networkId: string, blockTimeMs: number): CompletedUnbonding[] {
      const done: CompletedUnbonding[] = [];
      for (const [account, entries] of pending) {
        const [net, accountId] = account.split('\n') as [string, string];
        if (net !== networkId) continue;
        const left = entries.filter((e) => {
          if (e.completesAt > blockTimeMs) return true;
          told.add(`${account}\n${entryKey(e)}`);
          done.push({ ...e, networkId: net, accountId });
          return false;
        });
        if (left.length > 0) pending.set(account, left);
        else pending.delete(account);
      }
      return done;
    },
  };
}

export type UnbondingWatch = ReturnType<typeof createUnbondingWatch>;
