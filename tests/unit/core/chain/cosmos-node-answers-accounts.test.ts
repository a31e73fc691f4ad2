// Account answers a real Cosmos SDK node gives that the devnet never does: a module account (x/auth ModuleAccount,
// its BaseAccount under `base_account`, as a v0.47 node lists them under /cosmos/auth/v1beta1/accounts) is read
// through to its base account, like a vesting account; an answer that is neither stays a schema error.
import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { fakeFetch, noSleep } from './fake-fetch';

const REST = 'https://rest.xyz.example';
/** The fee collector's module address: the first 20 bytes of sha256("fee_collector"), as x/auth derives it. */
const FEE_COLLECTOR = 'xyz17xpfvakm2amg962yls6f84z3kell8c5l6u97tc';

const chainAnswering = (account: unknown) =>
  createChainRestClient(
    { restUrl: REST, dialect: 'cosmos' },
    httpOptions({ fetch: fakeFetch(() => ({ body: { account } })).fetch, sleep: noSleep, retries: 0 }),
  );

describe('account answers of a stock node', () => {
  it('a module account (ModuleAccount: base_account, name, permissions) is read as its base account', async () => {
    const chain = chainAnswering({
      '@type': '/cosmos.auth.v1beta1.ModuleAccount',
      base_account: { address: FEE_COLLECTOR, pub_key: null, account_number: '9', sequence: '0' },
      name: 'fee_collector',
      permissions: [],
    });
    await expect(chain.account(FEE_COLLECTOR)).resolves.toEqual({
      address: FEE_COLLECTOR,
      accountNumber: 9n,
      sequence: 0n,
      pubKey: null,
      pubKeyType: null,
    });
  });

  it('an account answer with neither an address nor a wrapped base account is refused', async () => {
    const chain = chainAnswering({ '@type': '/cosmos.auth.v1beta1.ModuleAccount', name: 'fee_collector' });
    await expect(chain.account(FEE_COLLECTOR)).rejects.toThrow();
  });
});
