// In-memory ledgerwasm stand-in for contract unit tests: bank ledger, per-contract storage, atomic sub-calls, events.
import { sha256 } from '@cosmjs/crypto';
import { toBech32, toUtf8 } from '@cosmjs/encoding';
import { NATIVE_CONTRACTS } from '../../../../devnet/chain/wasm/contracts';
import {
  ChainError,
  type BlockInfo,
  type ChainEvent,
  type Coin,
  type ContractContext,
  type ContractStorage,
  type NativeContract,
  type QueryContext,
} from '../../../../devnet/chain/types';

interface Instance {
  codeId: number;
  label: string;
  storage: Map<string, string>;
}

interface Snapshot {
  balances: Map<string, Map<string, bigint>>;
  instances: Map<string, Instance>;
  eventCount: number;
  counter: number;
}

export class ContractHarness {
  readonly codes = new Map<number, NativeContract>(NATIVE_CONTRACTS.map((c) => [c.codeId, c]));
  balances = new Map<string, Map<string, bigint>>();
  instances = new Map<string, Instance>();
  events: ChainEvent[] = [];
  block: BlockInfo = { height: 1, time: new Date('2026-11-22T08:00:00.000Z'), chainId: 'xyz-devnet-1' };
  oraclePrice = '1';
  #counter = 0;

  /** Credits `amount` of `denom` to `address` out of thin air (genesis funding). */
  fund(address: string, amount: bigint, denom = 'uxyz'): void {
    this.#credit(address, denom, amount);
  }

  balance(address: string, denom = 'uxyz'): bigint {
    return this.balances.get(address)?.get(denom) ?? 0n;
  }

  /** Sum of every account's and contract's balance of `denom`. */
  totalOf(denom = 'uxyz'): bigint {
    let total = 0n;
    for (const coins of this.balances.values()) total += coins.get(denom) ?? 0n;
    return total;
  }

  /** Every CW20 balance entry of `token` (read straight from its storage). */
  cw20Holdings(token: string): Map<string, bigint> {
    const holdings = new Map<string, bigint>();
    for (const [key, value] of this.#instance(token).storage) {
      if (key.startsWith('balance/')) holdings.set(key.slice('balance/'.length), BigInt(value));
    }
    return holdings;
  }

  cw20Balance(token: string, address: string): bigint {
    return BigInt((this.query(token, { balance: { address } }) as { balance: string }).balance);
  }

  /** Instantiates atomically as a top-level message; returns the new contract address. */
  instantiate(sender: string, codeId: number, msg: unknown, funds: Coin[] = [], label = 'test'): string {
    return this.#atomic(() => this.#instantiate(sender, codeId, msg, funds, label));
  }

  /** Executes atomically as a top-level message; returns the events it emitted. */
  execute(sender: string, contract: string, msg: unknown, funds: Coin[] = []): ChainEvent[] {
    const start = this.events.length;
    this.#atomic(() => this.#execute(sender, contract, msg, funds));
    return this.events.slice(start);
  }

  query(contract: string, msg: unknown): unknown {
    const instance = this.#instance(contract);
    const ctx: QueryContext = {
      self: contract,
      block: this.block,
      storage: storageOf(instance.storage),
      bank: { balance: (address, denom) => this.balance(address, denom) },
      query: (other, inner) => this.query(other, inner),
    };
    return this.#code(instance.codeId).query(ctx, JSON.parse(JSON.stringify(msg)));
  }

  #atomic<T>(run: () => T): T {
    const snapshot = this.#snapshot();
    try {
      return run();
    } catch (error) {
      this.#restore(snapshot);
      throw error;
    }
  }

  #instantiate(sender: string, codeId: number, msg: unknown, funds: Coin[], label: string): string {
    const code = this.#code(codeId);
    this.#counter += 1;
    const address = toBech32('xyz', sha256(toUtf8(`contract/${this.#counter}`)), 90);
    this.instances.set(address, { codeId, label, storage: new Map() });
    this.#transfer(sender, address, funds);
    this.events.push(event('instantiate', { _contract_address: address, code_id: String(codeId) }));
    code.instantiate(this.#context(address, sender, funds), JSON.parse(JSON.stringify(msg)));
    return address;
  }

  #execute(sender: string, contract: string, msg: unknown, funds: Coin[]): void {
    const instance = this.#instance(contract);
    this.#transfer(sender, contract, funds);
    this.events.push(event('execute', { _contract_address: contract }));
    this.#code(instance.codeId).execute(
      this.#context(contract, sender, funds),
      JSON.parse(JSON.stringify(msg)),
    );
  }

  #context(self: string, sender: string, funds: Coin[]): ContractContext {
    const instance = this.#instance(self);
    let wasmEvent: ChainEvent | undefined;
    return {
      self,
      sender,
      funds,
      block: this.block,
      storage: storageOf(instance.storage),
      bank: {
        send: (to, coins) => this.#transfer(self, to, coins),
        balance: (address, denom) => this.balance(address, denom),
      },
      calls: {
        instantiate: (codeId, msg, coins, label) => this.#instantiate(self, codeId, msg, coins, label),
        execute: (contract, msg, coins) => this.#execute(self, contract, msg, coins),
        query: (contract, msg) => this.query(contract, msg),
      },
      oraclePriceUsd: () => this.oraclePrice,
      addAttribute: (key, value) => {
        if (!wasmEvent) {
          wasmEvent = event('wasm', { _contract_address: self });
          this.events.push(wasmEvent);
        }
        wasmEvent.attributes.push({ key, value, index: true });
      },
      emit: (type, attributes) => {
        this.events.push(event(`wasm-${type}`, { _contract_address: self, ...attributes }));
      },
    };
  }

  #transfer(from: string, to: string, coins: Coin[]): void {
    for (const coin of coins) {
      const amount = BigInt(coin.amount);
      if (amount === 0n) continue;
      const have = this.balance(from, coin.denom);
      if (have < amount) {
        throw new ChainError(
          'sdk',
          5,
          `spendable balance ${have}${coin.denom} is smaller than ${amount}${coin.denom}: insufficient funds`,
        );
      }
      this.balances.get(from)?.set(coin.denom, have - amount);
      this.#credit(to, coin.denom, amount);
    }
  }

  #credit(address: string, denom: string, amount: bigint): void {
    const coins = this.balances.get(address) ?? new Map<string, bigint>();
    coins.set(denom, (coins.get(denom) ?? 0n) + amount);
    this.balances.set(address, coins);
  }

  #instance(address: string): Instance {
    const instance = this.instances.get(address);
    if (!instance) throw new ChainError('wasm', 5, `no such contract: ${address}`);
    return instance;
  }

  #code(codeId: number): NativeContract {
    const code = this.codes.get(codeId);
    if (!code) throw new ChainError('wasm', 5, `no such code: ${codeId}`);
    return code;
  }

  #snapshot(): Snapshot {
    return {
      balances: new Map([...this.balances].map(([a, coins]) => [a, new Map(coins)])),
      instances: new Map([...this.instances].map(([a, i]) => [a, { ...i, storage: new Map(i.storage) }])),
      eventCount: this.events.length,
      counter: this.#counter,
    };
  }

  #restore(snapshot: Snapshot): void {
    this.balances = snapshot.balances;
    this.instances = snapshot.instances;
    this.events = this.events.slice(0, snapshot.eventCount);
    this.#counter = snapshot.counter;
  }
}

function storageOf(map: Map<string, string>): ContractStorage {
  return {
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    delete: (key) => void map.delete(key),
    range: (prefix) =>
      [...map].filter(([key]) => key.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

function event(type: string, attributes: Record<string, string>): ChainEvent {
  return {
    type,
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
  };
}

/** Attributes of the first event of `type` in `events`, as a plain object. */
export function attributesOf(events: ChainEvent[], type: string): Record<string, string> {
  const found = events.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return Object.fromEntries(found.attributes.map((a) => [a.key, a.value]));
}

export function uxyz(amount: bigint): Coin[] {
  return [{ denom: 'uxyz', amount: amount.toString() }];
}

/** One XYZ in uxyz. */
export const XYZ = 1_000_000n;
