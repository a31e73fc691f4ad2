// Deterministic gas metering with the Cosmos SDK's default costs (DOMAIN.md section 8).
import type { KVStore } from './store';

/** Cosmos default KV and tx gas costs, in gas units. */
export const GAS_COST = {
  readFlat: 1000,
  readPerByte: 3,
  writeFlat: 2000,
  writePerByte: 30,
  has: 1000,
  delete: 1000,
  iterNextFlat: 30,
  txSizePerByte: 10,
  secp256k1Verify: 1000,
} as const;

/** Thrown when consumption passes the limit; carries the location like the SDK's ErrorOutOfGas. */
export class OutOfGasError extends Error {
  constructor(readonly location: string) {
    super(`out of gas in location: ${location}`);
    this.name = 'OutOfGasError';
  }
}

/** Counts gas used; `limit` undefined = infinite (simulate). Consumption past the limit is still recorded. */
export class GasMeter {
  private used = 0;

  constructor(readonly limit?: number) {}

  consumed(): number {
    return this.used;
  }

  consume(amount: number, location: string): void {
    this.used += amount;
    if (this.limit !== undefined && this.used > this.limit) throw new OutOfGasError(location);
  }
}

/** A store wrapper charging every access to `meter` (key + value byte lengths, like gaskv). */
export class GasStore implements KVStore {
  constructor(
    private readonly inner: KVStore,
    private readonly meter: GasMeter,
  ) {}

  get(key: string): string | undefined {
    this.meter.consume(GAS_COST.readFlat, 'ReadFlat');
    const value = this.inner.get(key);
    this.meter.consume(GAS_COST.readPerByte * (key.length + (value?.length ?? 0)), 'ReadPerByte');
    return value;
  }

  set(key: string, value: string): void {
    this.meter.consume(GAS_COST.writeFlat, 'WriteFlat');
    this.meter.consume(GAS_COST.writePerByte * (key.length + value.length), 'WritePerByte');
    this.inner.set(key, value);
  }

  delete(key: string): void {
    this.meter.consume(GAS_COST.delete, 'Delete');
    this.inner.delete(key);
  }

  range(prefix: string): Array<[string, string]> {
    const entries = this.inner.range(prefix);
    for (const [key, value] of entries) {
      this.meter.consume(GAS_COST.iterNextFlat, 'IterNextFlat');
      this.meter.consume(GAS_COST.readPerByte * (key.length + value.length), 'ValuePerByte');
    }
    return entries;
  }
}
