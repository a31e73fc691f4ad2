// What a connected app is told when the accounts it was shown change: a rename emits accountsChanged; a removal also
// updates the session's accounts; a session left with none ends; nothing is sent when nothing changed.
import { describe, expect, it } from 'vitest';
import {
  accountsChange,
  tellAccountChanges,
  type SessionEventsClient,
  type ShownAccount,
} from '../../../../electron/core/connect/account-events';

const A: ShownAccount = { address: 'xyz1a', name: 'Alice', pubkey: 'PA' };
const B: ShownAccount = { address: 'xyz1b', name: 'Bob', pubkey: 'PB' };

function client() {
  const calls: Array<[string, unknown]> = [];
  const wc: SessionEventsClient = {
    disconnect: async (args) => void calls.push(['disconnect', args]),
    update: async (args) => (calls.push(['update', args]), { acknowledged: async () => undefined }),
    emit: async (args) => void calls.push(['emit', args]),
  };
  return { wc, calls };
}

const session = { topic: 't1', chainId: 'xyz-devnet-1', methods: ['cosmos_signDirect' as const] };

describe('accountsChange', () => {
  it('tells a rename, a removal and none left apart', () => {
    expect(accountsChange([A], [A])).toEqual({ kind: 'none' });
    expect(accountsChange([A], [{ ...A, name: 'Main' }])).toEqual({
      kind: 'changed',
      accounts: [{ ...A, name: 'Main' }],
      removed: false,
    });
    expect(accountsChange([A, B], [A])).toEqual({ kind: 'changed', accounts: [A], removed: true });
    expect(accountsChange([A], [])).toEqual({ kind: 'none_left' });
  });
});

describe('tellAccountChanges', () => {
  const tell = async (before: ShownAccount[], now: ShownAccount[]) => {
    const { wc, calls } = client();
    const ended: string[] = [];
    const remembered: ShownAccount[][] = [];
    await tellAccountChanges(wc, {
      sessions: [session],
      before: () => before,
      now: () => now,
      remember: (_, accounts) => void remembered.push(accounts),
      end: (topic) => void ended.push(topic),
    });
    return { calls, ended, remembered };
  };

  it('a removal updates the session to the accounts left and emits accountsChanged', async () => {
    const { calls, remembered } = await tell([A, B], [A]);
    expect(calls.map(([name]) => name)).toEqual(['update', 'emit']);
    expect(calls[0]![1]).toMatchObject({
      topic: 't1',
      namespaces: { cosmos: { chains: ['cosmos:xyz-devnet-1'], accounts: ['cosmos:xyz-devnet-1:xyz1a'] } },
    });
    expect(calls[1]![1]).toEqual({
      topic: 't1',
      chainId: 'cosmos:xyz-devnet-1',
      event: { name: 'accountsChanged', data: [{ algo: 'secp256k1', address: 'xyz1a', pubkey: 'PA' }] },
    });
    expect(remembered).toEqual([[A]]);
  });

  it('a rename only emits; no change sends nothing; no account left ends the session', async () => {
    expect((await tell([A], [{ ...A, name: 'Main' }])).calls.map(([n]) => n)).toEqual(['emit']);
    expect((await tell([A], [A])).calls).toEqual([]);
    const gone = await tell([A], []);
    expect(gone.ended).toEqual(['t1']);
    expect(gone.calls.map(([n]) => n)).toEqual(['disconnect']);
  });
});
