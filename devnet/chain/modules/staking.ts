// Staking module: bonded validators and delegations (shares 1:1 with tokens; no slashing or rewards).
import type { ExecContext } from '../context';
import { coinToString } from '../coins';
import { moduleAddress } from '../crypto';
import { moduleError, sdkError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import type { Coin } from '../types';
import { ensureAccount, getAccount, setAccount, trackDelegation } from './auth';
import { getBalance, getSpendable } from './bank';

export const BOND_DENOM = 'uxyz';
export const BONDED_POOL_ADDRESS = moduleAddress('bonded_tokens_pool');

export interface Validator {
  operatorAddress: string;
  moniker: string;
  /** Base64 ed25519 consensus key (devnet: deterministic bytes). */
  consensusPubkey: string;
  /** Bonded tokens in uxyz. */
  tokens: string;
  /** Decimal string with 18 fraction digits ("0.100000000000000000"). */
  commissionRate: string;
}

const validatorKey = (operator: string) => `val/${operator}`;
const delegationKey = (delegator: string, operator: string) => `del/${delegator}/${operator}`;

export function getValidator(store: KVStore, operator: string): Validator | undefined {
  const raw = store.get(validatorKey(operator));
  return raw ? (JSON.parse(raw) as Validator) : undefined;
}

export function setValidator(store: KVStore, validator: Validator): void {
  store.set(validatorKey(validator.operatorAddress), JSON.stringify(validator));
}

export function listValidators(store: KVStore): Validator[] {
  return store.range('val/').map(([, raw]) => JSON.parse(raw) as Validator);
}

export function getDelegations(
  store: KVStore,
  delegator: string,
): Array<{ validator: string; amount: bigint }> {
  const prefix = `del/${delegator}/`;
  return store
    .range(prefix)
    .map(([key, amount]) => ({ validator: key.slice(prefix.length), amount: BigInt(amount) }));
}

/** Moves `amount` from the delegator into the bonded pool and adds shares on the validator. */
export function delegate(ctx: ExecContext, delegator: string, operator: string, amount: Coin): void {
  const validator = getValidator(ctx.store, operator);
  if (!validator) throw moduleError('staking', 3, `validator ${operator}`, 'validator does not exist');
  if (amount.denom !== BOND_DENOM) {
    throw sdkError(18, `invalid coin denomination: got ${amount.denom}, expected ${BOND_DENOM}`);
  }
  const value = BigInt(amount.amount);
  const account = getAccount(ctx.store, delegator);
  if (account?.vesting) {
    // Vesting accounts may delegate locked coins (SDK DelegateCoins + TrackDelegation).
    const balance = getBalance(ctx.store, delegator, amount.denom);
    if (balance < value)
      throw sdkError(
        5,
        `failed to delegate; ${balance}${amount.denom} is smaller than ${coinToString(amount)}`,
      );
    setAccount(ctx.store, trackDelegation(account, ctx.block.time, amount));
  } else {
    const spendable = getSpendable(ctx.store, delegator, amount.denom, ctx.block.time);
    if (spendable < value) {
      throw sdkError(
        5,
        `spendable balance ${spendable}${amount.denom} is smaller than ${coinToString(amount)}`,
      );
    }
  }
  const balanceKey = `bal/${delegator}/${amount.denom}`;
  const left = getBalance(ctx.store, delegator, amount.denom) - value;
  if (left === 0n) ctx.store.delete(balanceKey);
  else ctx.store.set(balanceKey, left.toString());
  ensureAccount(ctx.store, BONDED_POOL_ADDRESS);
  const poolKey = `bal/${BONDED_POOL_ADDRESS}/${amount.denom}`;
  ctx.store.set(poolKey, (getBalance(ctx.store, BONDED_POOL_ADDRESS, amount.denom) + value).toString());
  const key = delegationKey(delegator, operator);
  ctx.store.set(key, (BigInt(ctx.store.get(key) ?? '0') + value).toString());
  setValidator(ctx.store, { ...validator, tokens: (BigInt(validator.tokens) + value).toString() });
  const text = coinToString(amount);
  ctx.events.emit(
    event('coin_spent', [
      ['spender', delegator],
      ['amount', text],
    ]),
    event('coin_received', [
      ['receiver', BONDED_POOL_ADDRESS],
      ['amount', text],
    ]),
    event('delegate', [
      ['validator', operator],
      ['delegator', delegator],
      ['amount', text],
      ['new_shares', `${value}.000000000000000000`],
    ]),
    event('message', [['sender', delegator]]),
  );
}
