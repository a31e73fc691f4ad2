// Chain REST #5-#9 (balances, spendable, supply) and auth accounts, with address and denom validation.
import type { Chain } from '../chain';
import { isValidDenom } from '../coins';
import { addressError } from '../crypto';
import { getAccount, type Account } from '../modules/auth';
import { getBalance, getBalances, getSpendableBalances, getSupply, getTotalSupply } from '../modules/bank';
import { multisigJson } from '../multisig';
import type { DialectNames } from '../codec/dialect-names';
import { invalidArgument, notFound } from './http';
import { route, type Route, type RouteRequest } from './router';

function address(params: string[]): string {
  const value = params[0]!;
  const err = addressError(value);
  if (err) throw invalidArgument(`invalid address: ${err}`);
  return value;
}

function denom(query: URLSearchParams): string {
  const value = query.get('denom') ?? '';
  if (!isValidDenom(value)) throw invalidArgument(`invalid denom: ${JSON.stringify(value)}`);
  return value;
}

function list<T>(items: T[]) {
  return { pagination: { next_key: null, total: String(items.length) }, items };
}

function accountJson(account: Account, names: DialectNames): Record<string, unknown> {
  const base = {
    address: account.address,
    pub_key: account.multisig
      ? multisigJson(account.multisig, names.dialect)
      : account.pubkey
        ? { '@type': names.pubkeyUrl, key: account.pubkey }
        : null,
    account_number: String(account.accountNumber),
    sequence: String(account.sequence),
  };
  if (!account.vesting) return { '@type': names.baseAccountUrl, ...base };
  return {
    '@type': names.vestingAccountUrl,
    base_vesting_account: {
      base_account: base,
      original_vesting: account.vesting.originalVesting,
      delegated_free: account.vesting.delegatedFree ?? [],
      delegated_vesting: account.vesting.delegatedVesting ?? [],
      end_time: String(account.vesting.endTime),
    },
    start_time: String(account.vesting.startTime),
  };
}

export function bankRoutes(chain: Chain): Route[] {
  const blockTime = () => {
    const latest = chain.blocks.latest();
    return latest ? new Date(latest.time) : chain.clock();
  };
  return [
    route('GET', '/ledger/bank/v1beta1/balances/:address/by_denom', ({ params, query }: RouteRequest) => {
      const a = address(params);
      const d = denom(query);
      return { balance: { denom: d, amount: getBalance(chain.state, a, d).toString() } };
    }),
    route('GET', '/ledger/bank/v1beta1/balances/:address', ({ params }) => {
      const { pagination, items } = list(getBalances(chain.state, address(params)));
      return { balances: items, pagination };
    }),
    route('GET', '/ledger/bank/v1beta1/spendable_balances/:address/by_denom', ({ params, query }) => {
      const a = address(params);
      const d = denom(query);
      const coin = getSpendableBalances(chain.state, a, blockTime()).find((c) => c.denom === d);
      return { balance: { denom: d, amount: coin?.amount ?? '0' } };
    }),
    route('GET', '/ledger/bank/v1beta1/spendable_balances/:address', ({ params }) => {
      const { pagination, items } = list(getSpendableBalances(chain.state, address(params), blockTime()));
      return { balances: items, pagination };
    }),
    route('GET', '/ledger/bank/v1beta1/supply/by_denom', ({ query }) => {
      const d = denom(query);
      return { amount: { denom: d, amount: getSupply(chain.state, d).toString() } };
    }),
    route('GET', '/ledger/bank/v1beta1/supply', () => {
      const { pagination, items } = list(getTotalSupply(chain.state));
      return { supply: items, pagination };
    }),
    route('GET', '/ledger/auth/v1beta1/accounts/:address', ({ params }) => {
      const a = address(params);
      const account = getAccount(chain.state, a);
      if (!account) throw notFound(`account ${a} not found`);
      return { account: accountJson(account, chain.names) };
    }),
  ];
}
