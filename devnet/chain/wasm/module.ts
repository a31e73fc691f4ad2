// The ledgerwasm module: instantiate/execute/query of native contracts with metered storage, atomic
// sub-messages, funds transfers, and the standard execute/instantiate/wasm/wasm-<type> events.
import { ChainError, ContractError, type Coin, type ContractContext, type QueryContext } from '../types';
import { branch, withEvents, type ExecContext } from '../context';
import { EventCollector, event } from '../events';
import type { KVStore } from '../store';
import { getBalance, sendCoins } from '../modules/bank';
import { ensureAccount } from '../modules/auth';
import { getOraclePrice } from '../modules/oracle';
import { OutOfGasError } from '../gas';
import type { ContractRegistry } from './registry';
import { contractAddress } from './address';
import { prefixedStorage } from './storage';

/** wasmd's per-call instance cost, in gas. */
export const WASM_INSTANCE_GAS = 60_000;
const SEQ_KEY = 'wasm/instance_seq';
const contractKey = (address: string) => `wasm/contract/${address}`;

export interface ContractInfo {
  code_id: string;
  creator: string;
  admin: string;
  label: string;
  created: { block_height: string; tx_index: string } | null;
  ibc_port_id: string;
  extension: null;
}

export function getContractInfo(store: KVStore, address: string): ContractInfo | undefined {
  const raw = store.get(contractKey(address));
  return raw ? (JSON.parse(raw) as ContractInfo) : undefined;
}

/** Addresses of every instance of `codeId`, in creation order of the store's key order. */
export function listContracts(store: KVStore): Array<[string, ContractInfo]> {
  return store
    .range('wasm/contract/')
    .map(([key, raw]) => [key.slice('wasm/contract/'.length), JSON.parse(raw) as ContractInfo]);
}

function notFound(address: string): ChainError {
  return new ChainError('wasm', 8, `no such contract: ${address}: not found`);
}

/** Maps what a contract threw into the error the message reports; gas and chain errors pass through. */
function contractFailure(err: unknown, action: 'execute' | 'instantiate'): unknown {
  if (err instanceof OutOfGasError) return err;
  if (err instanceof ContractError) {
    return action === 'execute'
      ? new ChainError('wasm', 5, `${err.message}: execute wasm contract failed`)
      : new ChainError('wasm', 5, `${err.message}: instantiate wasm contract failed`);
  }
  if (err instanceof ChainError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return contractFailure(new ContractError(message), action);
}

export interface WasmEnv {
  readonly contracts: ContractRegistry;
}

function contractContext(
  env: WasmEnv,
  scope: ExecContext,
  self: string,
  sender: string,
  funds: Coin[],
  own: { attributes: Array<[string, string]>; custom: Array<[string, Array<[string, string]>]> },
  inner: EventCollector,
): ContractContext {
  const innerCtx = withEvents(scope, inner);
  return {
    self,
    sender,
    funds,
    block: scope.block,
    storage: prefixedStorage(scope.store, self),
    bank: {
      send: (to, coins) => sendCoins(innerCtx, self, to, coins),
      balance: (address, denom) => getBalance(scope.store, address, denom),
    },
    calls: {
      instantiate: (codeId, msg, subFunds, label, admin) =>
        instantiateContract(env, innerCtx, self, codeId, msg, subFunds, label, admin ?? ''),
      execute: (contract, msg, subFunds) => executeContract(env, innerCtx, self, contract, msg, subFunds),
      query: (contract, msg) => queryContract(env, scope.store, scope.block, contract, msg, scope),
    },
    oraclePriceUsd: () => getOraclePrice(scope.store),
    addAttribute: (key, value) => {
      own.attributes.push([String(key), String(value)]);
    },
    emit: (type, attributes) => {
      own.custom.push([String(type), Object.entries(attributes).map(([k, v]) => [k, String(v)])]);
    },
  };
}

function run(
  env: WasmEnv,
  ctx: ExecContext,
  action: 'execute' | 'instantiate',
  address: string,
  codeId: number,
  sender: string,
  funds: Coin[],
  handler: (cctx: ContractContext) => void,
  setup?: (scope: ExecContext) => void,
): void {
  ctx.meter.consume(WASM_INSTANCE_GAS, `wasm contract ${action}`);
  const scope = branch(ctx);
  setup?.(scope.ctx);
  sendCoins(scope.ctx, sender, address, funds);
  const own = {
    attributes: [] as Array<[string, string]>,
    custom: [] as Array<[string, Array<[string, string]>]>,
  };
  const inner = new EventCollector();
  try {
    handler(contractContext(env, scope.ctx, address, sender, funds, own, inner));
  } catch (err) {
    throw contractFailure(err, action);
  }
  const head: Array<[string, string]> = [['_contract_address', address]];
  if (action === 'instantiate') head.push(['code_id', String(codeId)]);
  scope.ctx.events.emit(event(action, head));
  if (own.attributes.length > 0)
    scope.ctx.events.emit(event('wasm', [['_contract_address', address], ...own.attributes]));
  for (const [type, attrs] of own.custom)
    scope.ctx.events.emit(event(`wasm-${type}`, [['_contract_address', address], ...attrs]));
  scope.ctx.events.emit(...inner.events);
  scope.commit();
}

/** Creates a contract instance of `codeId`; returns its address. Atomic: nothing persists on failure. */
export function instantiateContract(
  env: WasmEnv,
  ctx: ExecContext,
  sender: string,
  codeId: number,
  msg: unknown,
  funds: Coin[],
  label: string,
  admin: string,
): string {
  const impl = env.contracts.get(codeId);
  if (!impl) throw new ChainError('wasm', 8, `code id ${codeId}: not found`);
  const instanceId = Number(ctx.store.get(SEQ_KEY) ?? '1');
  ctx.store.set(SEQ_KEY, String(instanceId + 1));
  const address = contractAddress(codeId, instanceId);
  const info: ContractInfo = {
    code_id: String(codeId),
    creator: sender,
    admin,
    label,
    created: { block_height: String(ctx.block.height), tx_index: '0' },
    ibc_port_id: '',
    extension: null,
  };
  run(
    env,
    ctx,
    'instantiate',
    address,
    codeId,
    sender,
    funds,
    (cctx) => impl.instantiate(cctx, msg),
    (scope) => {
      ensureAccount(scope.store, address);
      scope.store.set(contractKey(address), JSON.stringify(info));
    },
  );
  return address;
}

/** Executes `msg` on `contract` with `funds` moved from `sender` first. Atomic. */
export function executeContract(
  env: WasmEnv,
  ctx: ExecContext,
  sender: string,
  contract: string,
  msg: unknown,
  funds: Coin[],
): void {
  const info = getContractInfo(ctx.store, contract);
  if (!info) throw notFound(contract);
  const impl = env.contracts.get(Number(info.code_id));
  if (!impl) throw new ChainError('wasm', 8, `code id ${info.code_id}: not found`);
  run(env, ctx, 'execute', contract, Number(info.code_id), sender, funds, (cctx) => impl.execute(cctx, msg));
}

/**
 * Smart query of `contract` against `store` (unmetered for REST; from inside a contract the caller's
 * metered scope is passed and a flat instance cost is charged).
 */
export function queryContract(
  env: WasmEnv,
  store: KVStore,
  block: QueryContext['block'],
  contract: string,
  msg: unknown,
  scope?: ExecContext,
): unknown {
  if (scope) scope.meter.consume(WASM_INSTANCE_GAS / 6, 'wasm contract query');
  const info = getContractInfo(store, contract);
  if (!info) throw notFound(contract);
  const impl = env.contracts.get(Number(info.code_id));
  if (!impl) throw new ChainError('wasm', 8, `code id ${info.code_id}: not found`);
  const qctx: QueryContext = {
    self: contract,
    block,
    storage: prefixedStorage(store, contract),
    bank: { balance: (address, denom) => getBalance(store, address, denom) },
    query: (other, otherMsg) => queryContract(env, store, block, other, otherMsg, scope),
  };
  return impl.query(qctx, msg);
}
