// What a connected app is told when the accounts it was shown change: an account removed (the session's accounts are
// updated, or the session ends when none is left) or renamed; `accountsChanged` carries what cosmos_getAccounts
// would answer now. `accountsChange` compares what a session was last shown with what it would be shown now (pure).
import { getSdkError } from '@walletconnect/utils';
import type { CosmosMethod } from '../../../shared/api/connect';

export interface ShownAccount {
  address: string;
  name: string;
  pubkey: string;
}

export type AccountsChange =
  { kind: 'none' } | { kind: 'changed'; accounts: ShownAccount[]; removed: boolean } | { kind: 'none_left' };

const key = (accounts: readonly ShownAccount[]) => JSON.stringify(accounts.map((a) => [a.address, a.name]));

/** What changed between the accounts a session was shown and those it would be shown now. */
export function accountsChange(
  before: readonly ShownAccount[],
  now: readonly ShownAccount[],
): AccountsChange {
  if (key(before) === key(now)) return { kind: 'none' };
  if (now.length === 0) return { kind: 'none_left' };
  const removed = before.some((a) => !now.some((b) => b.address === a.address));
  return { kind: 'changed', accounts: [...now], removed };
}

/** The `accountsChanged` event's data: the accounts as cosmos_getAccounts answers them. */
export const accountsEventData = (accounts: readonly ShownAccount[]) =>
  accounts.map((a) => ({ algo: 'secp256k1', address: a.address, pubkey: a.pubkey }));

/** What telling a session needs of the client. */
export interface SessionEventsClient {
  disconnect(args: { topic: string; reason: { code: number; message: string } }): Promise<void>;
  update(args: {
    topic: string;
    namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }>;
  }): Promise<{ acknowledged: () => Promise<unknown> }>;
  emit(args: { topic: string; chainId: string; event: { name: string; data: unknown } }): Promise<void>;
}

/** Tells every session whose shown accounts changed; ends a session left with none. */
export async function tellAccountChanges(
  wc: SessionEventsClient,
  input: {
    sessions: ReadonlyArray<{ topic: string; chainId: string; methods: CosmosMethod[] }>;
    before: (topic: string) => ShownAccount[];
    now: (topic: string) => ShownAccount[];
    remember: (topic: string, accounts: ShownAccount[]) => void;
    end: (topic: string) => void;
  },
): Promise<void> {
  for (const session of input.sessions) {
    const change = accountsChange(input.before(session.topic), input.now(session.topic));
    if (change.kind === 'none') continue;
    const { topic } = session;
    const chain = `cosmos:${session.chainId}`;
    if (change.kind === 'none_left') {
      input.end(topic);
      await wc.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => {});
      continue;
    }
    input.remember(topic, change.accounts);
    if (change.removed) {
      const accounts = change.accounts.map((a) => `${chain}:${a.address}`);
      const events = ['chainChanged', 'accountsChanged'];
      await wc
        .update({
          topic,
          namespaces: { cosmos: { chains: [chain], accounts, methods: session.methods, events } },
        })
        .then(({ acknowledged }) => acknowledged())
        .catch(() => {});
    }
    const data = accountsEventData(change.accounts);
    await wc.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data } }).catch(() => {});
  }
}
