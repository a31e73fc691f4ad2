// Bridge module: MsgBurnForBridgeOut burns uxyz (supply falls); the devnet's bridge-in mint raises supply.
import type { ExecContext } from '../context';
import { coinToString } from '../coins';
import { moduleAddress } from '../crypto';
import { sdkError } from '../errors';
import { event } from '../events';
import type { Coin } from '../types';
import { burnCoins, mintCoins } from './bank';

export const BRIDGE_MODULE_ADDRESS = moduleAddress('bridge');
const BRIDGE_DENOM = 'uxyz';

export function burnForBridgeOut(
  ctx: ExecContext,
  sender: string,
  amount: Coin,
  externalAddress: string,
): void {
  if (amount.denom !== BRIDGE_DENOM)
    throw sdkError(10, `only ${BRIDGE_DENOM} can be bridged out, got ${amount.denom}`);
  if (!externalAddress.trim()) throw sdkError(18, 'external_address must not be empty');
  burnCoins(ctx, sender, [amount]);
  ctx.events.emit(
    event('bridge_out', [
      ['sender', sender],
      ['amount', coinToString(amount)],
      ['external_address', externalAddress],
    ]),
  );
}

/** Mints bridged-in uxyz to `recipient`; only `authority` (the devnet bridge key) may do it. */
export function mintForBridgeIn(
  ctx: ExecContext,
  signer: string,
  authority: string,
  recipient: string,
  amount: Coin,
  externalTx: string,
): void {
  if (signer !== authority) throw sdkError(4, `${signer} is not the bridge authority`);
  if (amount.denom !== BRIDGE_DENOM)
    throw sdkError(10, `only ${BRIDGE_DENOM} can be bridged in, got ${amount.denom}`);
  mintCoins(ctx, BRIDGE_MODULE_ADDRESS, recipient, [amount]);
  ctx.events.emit(
    event('bridge_in', [
      ['recipient', recipient],
      ['amount', coinToString(amount)],
      ['external_tx', externalTx],
    ]),
  );
}
