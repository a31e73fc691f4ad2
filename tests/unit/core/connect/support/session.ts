// The connect unit tests' one session: an app on CHAIN_ID that sees account a1 and may ask for accounts and both
// sign modes, recorded in the wallet's session records of `dir`.
import { createSessionRecords } from '../../../../../electron/core/connect/session-records';
import { CHAIN_ID } from './sign-doc';

export const APP = { name: 'App', url: 'https://app.example', icon: null, flags: [] };

/** Session records of `dir` holding the one session, under `topic`. */
export function recordsWithOneSession(dir: string, topic: string) {
  const records = createSessionRecords(dir);
  records.put({
    topic,
    app: APP,
    chainId: CHAIN_ID,
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    accountIds: ['a1'],
    createdAt: 0,
    lastUsedAt: 0,
    expiresAt: Date.now() + 86_400_000,
  });
  return records;
}
