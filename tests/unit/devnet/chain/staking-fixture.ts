// Test fixture: staking and distribution state in a bare in-memory store, driven at chosen block times.
import { makeContext, type ExecContext } from '../../../../devnet/chain/context';
import { convertPrefix, moduleAddress } from '../../../../devnet/chain/crypto';
import { GasMeter } from '../../../../devnet/chain/gas';
import { initializeValidator } from '../../../../devnet/chain/modules/distribution';
import { mintCoins } from '../../../../devnet/chain/modules/bank';
import { setValidator, type BondStatus } from '../../../../devnet/chain/modules/staking';
import { MemStore } from '../../../../devnet/chain/store';

export const T0 = new Date('2026-01-01T00:00:00Z');

export const account = (name: string) => moduleAddress(`test/${name}`);
export const valoper = (name: string) => convertPrefix(account(`val-${name}`), 'xyzvaloper');

export function stakingFixture() {
  const store = new MemStore();
  let height = 1;
  let time = T0;
  const ctx = (): ExecContext => makeContext(store, new GasMeter(), { height, time, chainId: 'test-1' });
  return {
    store,
    ctx,
    /** Moves the block clock forward by `seconds` (and the height by one). */
    advance(seconds: number) {
      height += 1;
      time = new Date(time.getTime() + seconds * 1000);
    },
    now: () => time,
    fund(address: string, amount: bigint) {
      mintCoins(ctx(), 'test', address, [{ denom: 'uxyz', amount: amount.toString() }]);
    },
    /** A validator with no delegations yet (tokens 0), ready for delegations. */
    validator(name: string, commissionRate: string, status: BondStatus = 'BOND_STATUS_BONDED') {
      const operatorAddress = valoper(name);
      setValidator(store, {
        operatorAddress,
        moniker: name,
        consensusPubkey: '',
        tokens: '0',
        commissionRate,
        status,
      });
      initializeValidator(store, operatorAddress);
      return operatorAddress;
    },
  };
}
