// The "Connect a Ledger" operations: device status, addresses (with balances) for a range of HD indexes, adding
// chosen indexes as Ledger accounts, showing an address on the device, cancelling the call in progress.
import { toBase64 } from '@cosmjs/encoding';
import type { AccountInfo } from '../../../shared/api/keys';
import type { LedgerAddress, LedgerStatus } from '../../../shared/api/ledger';
import { ledgerPath, type LedgerApp, type LedgerDevice } from './ledger-device';

export interface LedgerServiceDeps {
  device: LedgerDevice;
  prefix: () => string;
  accounts: () => AccountInfo[];
  addAccounts: (
    entries: Array<{ hdIndex: number; name: string; address: string; pubkey: string }>,
  ) => Promise<AccountInfo[]>;
  /** Spendable base units of the profile's denom, null when the node cannot be asked. */
  spendable: (address: string) => Promise<string | null>;
}

async function readAddress(app: LedgerApp, hdIndex: number, prefix: string) {
  const reply = await app.getAddressAndPubKey(ledgerPath(hdIndex), prefix);
  return { hdIndex, address: reply.bech32_address, pubkey: toBase64(reply.compressed_pk) };
}

export function createLedgerService(deps: LedgerServiceDeps) {
  const ledgerAccountAt = (hdIndex: number) =>
    deps.accounts().find((a) => a.kind === 'ledger' && a.hdIndex === hdIndex) ?? null;

  return {
    status: (): Promise<LedgerStatus> => deps.device.status(),

    async accounts(from: number, count: number): Promise<{ accounts: LedgerAddress[] }> {
      const prefix = deps.prefix();
      const read = await deps.device.run(false, async (app) => {
        const out = [];
        for (let i = from; i < from + count; i += 1) out.push(await readAddress(app, i, prefix));
        return out;
      });
      const known = new Set(deps.accounts().map((a) => a.address));
      const balances = await Promise.all(read.map((r) => deps.spendable(r.address).catch(() => null)));
      return {
        accounts: read.map((r, i) => ({ ...r, balance: balances[i] ?? null, added: known.has(r.address) })),
      };
    },

    /** Reads each index from the device again (never trusts addresses from the renderer) and adds them. */
    async addAccounts(list: Array<{ hdIndex: number; name: string }>): Promise<{ accounts: AccountInfo[] }> {
      const prefix = deps.prefix();
      const read = await deps.device.run(false, async (app) => {
        const out = [];
        for (const entry of list)
          out.push({ ...(await readAddress(app, entry.hdIndex, prefix)), name: entry.name });
        return out;
      });
      return { accounts: await deps.addAccounts(read) };
    },

    /** Shows the address on the device; `matches` compares it with the wallet's account at that index, if any. */
    async showAddress(hdIndex: number): Promise<{ address: string; matches: boolean | null }> {
      const prefix = deps.prefix();
      const reply = await deps.device.run(true, (app) =>
        app.showAddressAndPubKey(ledgerPath(hdIndex), prefix),
      );
      const address = reply.bech32_address;
      const stored = ledgerAccountAt(hdIndex);
      return { address, matches: stored ? stored.address === address : null };
    },

    cancel: () => ({ cancelled: deps.device.cancel() }),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
