// An encrypted backup never carries a Ledger account (its key lives on the device): it is listed as excluded.
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../shared/api/keys';
import { collectBackupPayload, type BackupKeyAccess } from '../../../electron/core/offline/backup-service';

const account = (over: Partial<AccountInfo>): AccountInfo => ({
  id: 'a',
  name: 'Watched',
  kind: 'watch_only',
  address: 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n',
  secretId: null,
  hdIndex: null,
  coinType: null,
  pubkey: null,
  createdAt: 1,
  ...over,
});

describe('backup payload with a Ledger account', () => {
  it('keeps the watch-only account and excludes the Ledger one, saying why', async () => {
    const keys = {
      listAccounts: () => [
        account({}),
        account({
          id: 'l',
          name: 'Nano',
          kind: 'ledger',
          address: 'xyz14tycucsdv8k8at3dlknzecm9fpf5h6kmg2fpe4',
          hdIndex: 0,
          coinType: 118,
          pubkey: 'Aj0iGJMHVHpsfmqIwVzkOvvxnLDwE4BgbxfodQlhW1ud',
        }),
      ],
      readSecret: async () => null,
    } as unknown as BackupKeyAccess;
    const { payload, excluded } = await collectBackupPayload(keys, 'pw', new Date(0));
    expect(payload.accounts.map((a) => a.kind)).toEqual(['watch_only']);
    expect(excluded).toEqual([
      {
        name: 'Nano',
        address: 'xyz14tycucsdv8k8at3dlknzecm9fpf5h6kmg2fpe4',
        reason: expect.stringMatching(/Ledger/),
      },
    ]);
  });
});
