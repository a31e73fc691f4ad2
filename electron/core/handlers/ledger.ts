// Handlers of the ledger domain: thin mapping from channels to the Ledger service, and its wiring.
import type { ledgerChannels } from '../../../shared/api/ledger';
import type { NetworkProfile } from '../../../shared/api/network';
import type { KeyManager } from '../keys/key-service';
import type { LedgerDevice } from '../ledger/ledger-device';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';
import type { ChainRuntime } from '../runtime/chain-runtime';
import type { DomainChannels, HandlersFor } from './context';

export type LedgerChannel = DomainChannels<typeof ledgerChannels>;

/** The Ledger service on the core's device, key manager, active profile and chain clients. */
export function ledgerHandlerDeps(
  device: LedgerDevice,
  keys: KeyManager,
  networks: { active(): NetworkProfile },
  runtime: ChainRuntime,
): LedgerService {
  return createLedgerService({
    device,
    prefix: () => networks.active().prefix,
    accounts: () => keys.listAccounts(),
    addAccounts: (entries) => keys.addLedgerAccounts(entries),
    async spendable(address) {
      const clients = runtime.clients();
      const reply = await clients.chain.spendableBalances(address);
      return reply.balances.find((c) => c.denom === clients.profile.denom)?.amount ?? '0';
    },
  });
}

export function createLedgerHandlers(ledger: LedgerService): HandlersFor<LedgerChannel> {
  return {
    'ledger/status': () => ledger.status(),
    'ledger/accounts': (req) => ledger.accounts(req.from, req.count),
    'ledger/add-accounts': (req) => ledger.addAccounts(req.accounts),
    'ledger/show-address': (req) => ledger.showAddress(req.hdIndex),
    'ledger/cancel': () => ledger.cancel(),
  };
}
