// The ante's fee step: minimum gas price, fee deduction into the fee collector, and the simulate-time
// metering of the fee a real tx will pay.
import { DEVNET_MIN_GAS_PRICE } from '../../shared/chain';
import { mulDecimalCeil } from '../../shared/format';
import { makeContext, type ExecContext } from './context';
import { coinsToString } from './coins';
import { moduleAddress } from './crypto';
import { sdkError } from './errors';
import { event, transferEvents } from './events';
import { GAS_COST, OutOfGasError } from './gas';
import type { DecodedTx } from './codec/tx';
import { ensureAccount, getAccount } from './modules/auth';
import { getBalance, getSpendable } from './modules/bank';
import { CacheStore } from './store';
import { useGrantedFees } from './modules/feegrant';
import type { Coin } from './types';

export const FEE_COLLECTOR_ADDRESS = moduleAddress('fee_collector');
export const FEE_DENOM = 'uxyz';
/** Encoded size of a typical one-coin fee, and the nominal amount metered when a simulated tx has no fee. */
const SIMULATED_FEE_BYTES = 24;
const SIMULATED_FEE_AMOUNT = '10000';

/** The ante's fee step: min gas price (CheckTx only), the fee granter's allowance, payer existence, deduction to the
 * fee collector, `tx{fee, fee_payer}`. */
export function deductFee(
  ctx: ExecContext,
  txFee: DecodedTx['fee'],
  signer: string,
  mode: 'check' | 'deliver' | 'simulate',
  msgUrls: readonly string[] = [],
): void {
  const fee = txFee.amount;
  if (mode === 'check') {
    const required = mulDecimalCeil(txFee.gasLimit, DEVNET_MIN_GAS_PRICE);
    const paid = BigInt(fee.find((c) => c.denom === FEE_DENOM)?.amount ?? '0');
    if (paid < required) {
      throw sdkError(13, `insufficient fees; got: ${coinsToString(fee)} required: ${required}${FEE_DENOM}`);
    }
  }
  // A fee granter other than the signer pays from the allowance it gave (x/feegrant's UseGrantedFees).
  if (txFee.granter && txFee.granter !== signer) useGrantedFees(ctx, txFee.granter, signer, fee, msgUrls);
  const payer = txFee.granter || signer;
  if (!getAccount(ctx.store, payer)) throw sdkError(9, `fee payer address: ${payer} does not exist`);
  if (fee.length > 0) {
    chargeFee(ctx, payer, fee);
    ctx.events.emit(...transferEvents(payer, FEE_COLLECTOR_ADDRESS, coinsToString(fee)));
  } else if (mode === 'simulate') {
    // cosmjs simulates with an empty fee; meter a nominal deduction on a throwaway branch so the
    // estimate covers the fee the real tx will pay (its bytes and its bank reads/writes).
    ctx.meter.consume(GAS_COST.txSizePerByte * SIMULATED_FEE_BYTES, 'txSize');
    const probe = makeContext(new CacheStore(ctx.raw), ctx.meter, ctx.block, undefined, ctx.names);
    try {
      chargeFee(probe, payer, [{ denom: FEE_DENOM, amount: SIMULATED_FEE_AMOUNT }]);
    } catch (err) {
      if (err instanceof OutOfGasError) throw err;
    }
  }
  ctx.events.emit(
    event('tx', [
      ['fee', coinsToString(fee)],
      ['fee_payer', payer],
    ]),
  );
}

/** Moves `fee` from the payer's spendable balance to the fee collector (code 5 when short). */
function chargeFee(ctx: ExecContext, payer: string, fee: readonly Coin[]): void {
  for (const coin of fee) {
    const spendable = getSpendable(ctx.store, payer, coin.denom, ctx.block.time);
    if (spendable < BigInt(coin.amount)) {
      throw sdkError(
        5,
        `spendable balance ${spendable}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
      );
    }
  }
  for (const coin of fee) {
    const left = getBalance(ctx.store, payer, coin.denom) - BigInt(coin.amount);
    if (left === 0n) ctx.store.delete(`bal/${payer}/${coin.denom}`);
    else ctx.store.set(`bal/${payer}/${coin.denom}`, left.toString());
  }
  ensureAccount(ctx.store, FEE_COLLECTOR_ADDRESS);
  for (const coin of fee) {
    const key = `bal/${FEE_COLLECTOR_ADDRESS}/${coin.denom}`;
    ctx.store.set(
      key,
      (getBalance(ctx.store, FEE_COLLECTOR_ADDRESS, coin.denom) + BigInt(coin.amount)).toString(),
    );
  }
}
