// Unit: committed store ranges, cache branches (write/rollback) and KV gas metering with the Cosmos costs.
import { describe, expect, it } from 'vitest';
import { CacheStore, MemStore } from '../../../../devnet/chain/store';
import { GasMeter, GasStore, OutOfGasError } from '../../../../devnet/chain/gas';

describe('MemStore', () => {
  it('returns prefix ranges in ascending key order and tracks changed keys', () => {
    const store = new MemStore();
    store.set('b/2', 'x');
    store.set('a/1', 'y');
    store.set('b/1', 'z');
    store.delete('a/1');
    expect(store.range('b/')).toEqual([
      ['b/1', 'z'],
      ['b/2', 'x'],
    ]);
    expect(new Map(store.takeDirty())).toEqual(
      new Map([
        ['b/2', 'x'],
        ['a/1', undefined],
        ['b/1', 'z'],
      ]),
    );
    expect(store.takeDirty()).toEqual([]);
  });
});

describe('CacheStore', () => {
  it('shows its own writes over the parent and reaches the parent only on write()', () => {
    const parent = new MemStore();
    parent.set('k', 'old');
    parent.set('gone', '1');
    const branch = new CacheStore(parent);
    branch.set('k', 'new');
    branch.delete('gone');
    branch.set('added', '2');
    expect(branch.get('k')).toBe('new');
    expect(branch.get('gone')).toBeUndefined();
    expect(parent.get('k')).toBe('old');
    expect(branch.range('')).toEqual([
      ['added', '2'],
      ['k', 'new'],
    ]);
    branch.write();
    expect(parent.get('k')).toBe('new');
    expect(parent.get('gone')).toBeUndefined();
  });

  it('drops everything when discarded (rollback)', () => {
    const parent = new MemStore();
    parent.set('k', 'v');
    const outer = new CacheStore(parent);
    const inner = new CacheStore(outer);
    inner.set('k', 'changed');
    expect(outer.get('k')).toBe('v');
    expect(parent.get('k')).toBe('v');
  });
});

describe('GasStore', () => {
  it('charges read 1000 + 3/byte and write 2000 + 30/byte over key and value', () => {
    const meter = new GasMeter();
    const store = new GasStore(new MemStore(), meter);
    store.set('ab', 'cde');
    expect(meter.consumed()).toBe(2000 + 30 * 5);
    store.get('ab');
    expect(meter.consumed()).toBe(2000 + 150 + 1000 + 3 * 5);
  });

  it('throws out of gas with the location and still records the consumption past the limit', () => {
    const meter = new GasMeter(1500);
    const store = new GasStore(new MemStore(), meter);
    expect(() => store.set('key', 'value')).toThrow(OutOfGasError);
    expect(meter.consumed()).toBe(2000);
    try {
      new GasStore(new MemStore(), new GasMeter(10)).get('x');
    } catch (err) {
      expect((err as OutOfGasError).location).toBe('ReadFlat');
    }
  });
});

describe('MemStore sorted index', () => {
  it('stays correct through interleaved adds, deletes and re-adds between ranges', () => {
    const store = new MemStore();
    const model = new Map<string, string>();
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 200; round++) {
      for (let i = 0; i < 20; i++) {
        const key = `p/${Math.floor(rand() * 300)}`;
        if (rand() < 0.3) {
          store.delete(key);
          model.delete(key);
        } else {
          store.set(key, String(round));
          model.set(key, String(round));
        }
      }
      const expected = [...model.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      expect(store.range('p/')).toEqual(expected);
    }
  });
});
