// What a send from a granter's account may spend, read from the permissions this account received: the remaining
// limit of a SendAuthorization, or only the granter's balance (a generic MsgSend grant), or not known (none listed).
import { BASE_DENOM } from '../../../shared/chain';
import type { Permission } from '../../../shared/api/permissions';

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';

export type GranterAllowance =
  /** A SendAuthorization: what is left of its limit in uxyz (the chain lowers it with every use). */
  | { kind: 'limit'; remaining: bigint }
  /** A generic grant for MsgSend: no limit but the granter's own balance, which this wallet does not read. */
  | { kind: 'balance' }
  /** No send permission from this granter is listed (not loaded yet, or gone): the network decides. */
  | { kind: 'unknown' };

/** The allowance of `granter`'s send permission to this account, among the permissions it received. */
export function granterAllowance(received: readonly Permission[], granter: string): GranterAllowance {
  const fromGranter = received.filter((p) => p.kind === 'authz' && p.granter === granter);
  const send = fromGranter.find((p) => p.scope.type === 'send');
  if (send && send.scope.type === 'send') {
    const coin = send.scope.spendLimit.find((c) => c.denom === BASE_DENOM);
    return { kind: 'limit', remaining: coin && /^\d+$/.test(coin.amount) ? BigInt(coin.amount) : 0n };
  }
  const generic = fromGranter.some((p) => p.scope.type === 'generic' && p.scope.msgTypeUrl === MSG_SEND);
  return generic ? { kind: 'balance' } : { kind: 'unknown' };
}
