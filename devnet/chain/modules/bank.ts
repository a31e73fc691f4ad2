// Bank module: balances, spendable balances (minus vesting locks), sends, mint/burn and total supply.
import type { ExecContext } from '../context';
import { coinsToString, coinToString } from '../coins';
import { sdkError } from '../errors';
import { event, transferEvents } from '../events';
import type { KVStore } from '../store';
import type { Coin } from '../types';
import { ensureAccount, getAccount, lockedCoins } from './auth';

const balanceKey = (address: string, denom: string) => `bal/${address}/${denom}`;
const supplyKey = (denom: string) => `supply/${denom}`;

export function getBalance(store: KVStore, address: string, denom: string): bigint {
  return BigInt(store.get(balanceKey(address, denom)) ?? '0');
}

function setBalance(store: KVStore, address: string, denom: string, amount: bigint): void {
  if (amount === 0n) store.delete(balanceKey(address, denom));
  else store.set(balanceKey(address, denom), amount.toString());
}

/** All non-zero balances of `address`, sorted by denom. */
export function getBalances(store: KVStore, address: string): Coin[] {
  const prefix = `bal/${address}/`;
  return store.range(prefix).map(([key, amount]) => ({ denom: key.slice(prefix.length), amount }));
}

/** Balance minus coins locked by vesting at `time` (never negative). */
export function getSpendable(store: KVStore, address: string, denom: string, time: Date): bigint {
  const balance = getBalance(store, address, denom);
  const locked = lockedCoins(getAccount(store, address), time).find((c) => c.denom === denom);
  const spendable = balance - BigInt(locked?.amount ?? '0');
  return spendable > 0n ? spendable : 0n;
}

export function getSpendableBalances(store: KVStore, address: string, time: Date): Coin[] {
  return getBalances(store, address)
    .map((c) => ({ denom: c.denom, amount: getSpendable(store, address, c.denom, time).toString() }))
    .filter((c) => c.amount !== '0');
}

/** Removes spendable coins or throws code 5 with the SDK's "spendable balance X is smaller than Y". */
function subtractSpendable(ctx: ExecContext, address: string, coins: readonly Coin[]): void {
  for (const coin of coins) {
    const spendable = getSpendable(ctx.store, address, coin.denom, ctx.block.time);
    const amount = BigInt(coin.amount);
    if (spendable < amount) {
      throw sdkError(5, `spendable balance ${spendable}${coin.denom} is smaller than ${coinToString(coin)}`);
    }
    setBalance(ctx.store, address, coin.denom, getBalance(ctx.store, address, coin.denom) - amount);
  }
}

function addBalance(ctx: ExecContext, address: string, coins: readonly Coin[]): void {
  for (const coin of coins) {
    setBalance(
      ctx.store,
      address,
      coin.denom,
      getBalance(ctx.store, address, coin.denom) + BigInt(coin.amount),
    );
  }
}

/** Moves coins between accounts (creating the recipient's account), emitting the SDK transfer events. */
export function sendCoins(ctx: ExecContext, from: string, to: string, coins: readonly Coin[]): void {
  if (coins.length === 0) return;
  subtractSpendable(ctx, from, coins);
  ensureAccount(ctx.store, to);
  addBalance(ctx, to, coins);
  ctx.events.emit(...transferEvents(from, to, coinsToString(coins)));
}

export function getSupply(store: KVStore, denom: string): bigint {
  return BigInt(store.get(supplyKey(denom)) ?? '0');
}

export function getTotalSupply(store: KVStore): Coin[] {
  return store.range('supply/').map(([key, amount]) => ({ denom: key.slice('supply/'.length), amount }));
}

/** Creates coins for `to` (supply rises): coin_received, coinbase events. */
export function mintCoins(ctx: ExecContext, minter: string, to: string, coins: readonly Coin[]): void {
  ensureAccount(ctx.store, to);
  addBalance(ctx, to, coins);
  for (const coin of coins) {
    const supply = getSupply(ctx.store, coin.denom) + BigInt(coin.amount);
    ctx.store.set(supplyKey(coin.denom), supply.toString());
  }
  const amount = coinsToString(coins);
  ctx.events.emit(
    event('coin_received', [
      ['receiver', to],
      ['amount', amount],
    ]),
  );
  ctx.events.emit(
    event('coinbase', [
      ['minter', minter],
      ['amount', amount],
    ]),
  );
}

/** Destroys spendable coins of `from` (supply falls): coin_spent, burn events. */
export function burnCoins(ctx: ExecContext, from: string, coins: readonly Coin[]): void {
  subtractSpendable(ctx, from, coins);
  for (const coin of coins) {
    const supply = getSupply(ctx.store, coin.denom) - BigInt(coin.amount);
    if (supply === 0n) ctx.store.delete(supplyKey(coin.denom));
    else ctx.store.set(supplyKey(coin.denom), supply.toString());
  }
  const amount = coinsToString(coins);
  ctx.events.emit(
    event('coin_spent', [
      ['spender', from],
      ['amount', amount],
    ]),
  );
  ctx.events.emit(
    event('burn', [
      ['burner', from],
      ['amount', amount],
    ]),
  );
}
