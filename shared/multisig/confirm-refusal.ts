// The one answer to confirming a shared account's review: it needs its members' signatures (a proposal), not a
// signature from this wallet. Used by the tx service and, before anyone is asked, by the approval surface.
import { WalletError } from '../errors';

/** `tx/confirm` of a shared account's review: refused, it becomes a proposal its members sign. */
export function sharedConfirmRefusal(): WalletError {
  return new WalletError(
    'invalid_request',
    'This transaction is from a shared account: it needs its members’ signatures. Propose it (multisig/propose) instead of confirming it.',
    { reason: 'shared_account' },
  );
}
