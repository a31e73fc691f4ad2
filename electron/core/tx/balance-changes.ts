// Pure reading of a simulation's events: what the transaction does to one address's balances, and whether that matches the form.
import type { ChainEventJson } from '../chain/chain-schemas';

/** A native coin (`denom`) or a CW20 token (`token` = contract address). */
export type AssetRef = { denom: string } | { token: string };

/** One asset's net change for the owner; negative goes out, positive comes in. */
export type BalanceChange = AssetRef & { delta: bigint };

/** What the form asked for one asset (native amounts exclude the fee, which is added when checking). */
export type ExpectedChange = AssetRef & ({ exactly: bigint } | { atLeast: bigint });

/** Why a preview disagrees with the form: the outflow differs, or a trade returns less than its minimum. */
export interface PreviewMismatch {
  code: 'outflow_differs' | 'below_minimum';
  asset: AssetRef;
  expected: bigint;
  simulated: bigint;
}

const CW20_ACTIONS = new Set(['transfer', 'send', 'burn', 'mint']);
const COIN = /^(\d+)([a-zA-Z][a-zA-Z0-9/:._-]{1,127})$/;

/** "10uxyz,5ibc/AB" -> [[denom, amount]]; unparseable parts are skipped. */
export function parseCoins(text: string): Array<[string, bigint]> {
  const coins: Array<[string, bigint]> = [];
  for (const part of text.split(',')) {
    const match = COIN.exec(part.trim());
    if (match) coins.push([match[2]!, BigInt(match[1]!)]);
  }
  return coins;
}

type Attrs = Array<[string, string]>;

const attrsOf = (event: ChainEventJson): Attrs => event.attributes.map((a) => [a.key, a.value ?? '']);
const first = (attrs: Attrs, key: string) => attrs.find(([k]) => k === key)?.[1];

/** A wasm event may hold several executions; each starts at its `_contract_address`. */
function contractGroups(attrs: Attrs): Attrs[] {
  const groups: Attrs[] = [];
  for (const pair of attrs) {
    if (pair[0] === '_contract_address' || groups.length === 0) groups.push([]);
    groups[groups.length - 1]!.push(pair);
  }
  return groups;
}

/** The fee the ante handler charged `owner` in these events (a `tx` event's fee), if any. */
function anteFee(events: ChainEventJson[], owner: string): Array<[string, bigint]> {
  const fees: Array<[string, bigint]> = [];
  for (const event of events) {
    if (event.type !== 'tx') continue;
    const attrs = attrsOf(event);
    const fee = first(attrs, 'fee');
    if (fee && (first(attrs, 'fee_payer') ?? owner) === owner) fees.push(...parseCoins(fee));
  }
  return fees;
}

/**
 * Net balance changes of `owner` from simulation events, plus `fee` (paid in `feeDenom`).
 * Native coins come from coin_spent/coin_received (or `transfer` when a chain emits only that); a fee the
 * simulation's ante already charged is not counted twice. CW20 changes come from `wasm` executions with
 * action transfer/send/burn/mint and from/to/amount, which also covers launchpad buys/sells and AMM swaps
 * (they move tokens through the CW20 contract and XYZ through the bank). Zero changes are dropped.
 */
export function balanceChanges(
  events: ChainEventJson[],
  owner: string,
  fee: bigint,
  feeDenom: string,
): BalanceChange[] {
  const native = new Map<string, bigint>();
  const tokens = new Map<string, bigint>();
  const add = (map: Map<string, bigint>, key: string, delta: bigint) =>
    map.set(key, (map.get(key) ?? 0n) + delta);
  const hasCoinEvents = events.some((e) => e.type === 'coin_spent' || e.type === 'coin_received');
  for (const event of events) {
    const attrs = attrsOf(event);
    if (hasCoinEvents && (event.type === 'coin_spent' || event.type === 'coin_received')) {
      const party = first(attrs, event.type === 'coin_spent' ? 'spender' : 'receiver');
      const sign = event.type === 'coin_spent' ? -1n : 1n;
      if (party === owner)
        for (const [denom, amount] of parseCoins(first(attrs, 'amount') ?? ''))
          add(native, denom, sign * amount);
    } else if (!hasCoinEvents && event.type === 'transfer') {
      const coins = parseCoins(first(attrs, 'amount') ?? '');
      if (first(attrs, 'sender') === owner) for (const [d, a] of coins) add(native, d, -a);
      if (first(attrs, 'recipient') === owner) for (const [d, a] of coins) add(native, d, a);
    } else if (event.type === 'wasm') {
      for (const group of contractGroups(attrs)) {
        const contract = first(group, '_contract_address');
        const action = first(group, 'action');
        const amount = first(group, 'amount');
        if (!contract || !action || !CW20_ACTIONS.has(action) || !amount || !/^\d+$/.test(amount)) continue;
        if (first(group, 'from') === owner) add(tokens, contract, -BigInt(amount));
        if (first(group, 'to') === owner) add(tokens, contract, BigInt(amount));
      }
    }
  }
  for (const [denom, amount] of anteFee(events, owner)) add(native, denom, amount);
  if (fee > 0n) add(native, feeDenom, -fee);
  const changes: BalanceChange[] = [];
  for (const [denom, delta] of native) if (delta !== 0n) changes.push({ denom, delta });
  for (const [token, delta] of tokens) if (delta !== 0n) changes.push({ token, delta });
  return changes;
}

const sameAsset = (a: AssetRef, b: AssetRef) =>
  'denom' in a ? 'denom' in b && a.denom === b.denom : 'token' in b && a.token === b.token;

/** Compares the simulated changes with what the form asked; the fee is part of the expected native outflow. */
export function previewMismatches(
  changes: BalanceChange[],
  expected: ExpectedChange[],
  fee: bigint,
  feeDenom: string,
): PreviewMismatch[] {
  const mismatches: PreviewMismatch[] = [];
  for (const want of expected) {
    const asset: AssetRef = 'denom' in want ? { denom: want.denom } : { token: want.token };
    const simulated = changes.find((c) => sameAsset(c, asset))?.delta ?? 0n;
    const feePart = 'denom' in asset && asset.denom === feeDenom ? -fee : 0n;
    if ('exactly' in want) {
      const target = want.exactly + feePart;
      if (simulated !== target)
        mismatches.push({ code: 'outflow_differs', asset, expected: target, simulated });
    } else {
      const target = want.atLeast + feePart;
      if (simulated < target) mismatches.push({ code: 'below_minimum', asset, expected: target, simulated });
    }
  }
  return mismatches;
}
