// The native contract implementations by code id; loads devnet-contracts' NATIVE_CONTRACTS when present.
import type { NativeContract } from '../types';

export type ContractRegistry = ReadonlyMap<number, NativeContract>;

export function registryOf(contracts: readonly NativeContract[]): ContractRegistry {
  return new Map(contracts.map((c) => [c.codeId, c]));
}

/**
 * Imports `./contracts/index` at run time (it is written by another engineer and may not exist yet).
 * Returns [] and the reason when it cannot be loaded, so the chain still starts.
 */
export async function loadNativeContracts(): Promise<{ contracts: NativeContract[]; error?: string }> {
  const specifier = './contracts/index';
  try {
    const mod = (await import(/* @vite-ignore */ specifier)) as { NATIVE_CONTRACTS?: NativeContract[] };
    if (!Array.isArray(mod.NATIVE_CONTRACTS))
      return { contracts: [], error: 'NATIVE_CONTRACTS is not exported' };
    return { contracts: mod.NATIVE_CONTRACTS };
  } catch (err) {
    return { contracts: [], error: err instanceof Error ? err.message : String(err) };
  }
}
