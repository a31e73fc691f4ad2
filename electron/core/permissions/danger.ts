// Which permissions put an account at risk, and why, as codes the renderer words: a generic grant for a message
// that moves funds, a large send limit, a grant to a contract, an authorization the wallet cannot read (danger); no
// expiry, an expiry years out, unlimited staking or fee spending (warning). Pure; dangerous ones sort first.
import { fromBech32 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../../shared/chain';
import {
  bridgeOutKind,
  execKind,
  executeContractKind,
  grantAllowanceKind,
  grantKind,
  instantiateContractKind,
  sendKind,
} from '../../../shared/tx-kinds';
import type { Permission, PermissionCoin } from './permission-model';

import type { Assessment, DangerLevel, DangerReason } from '../../../shared/api/permissions';

export type { Assessment, DangerLevel, DangerReason };

/**
 * Messages whose generic grant lets the grantee move the granter's funds or hand its power on (canonical URLs):
 * sends, contract calls with funds, bridge and IBC transfers, re-granting, fee allowances, and the rewards address.
 */
export const FUNDS_MOVING_MESSAGES: ReadonlySet<string> = new Set([
  ...[
    sendKind,
    execKind,
    grantKind,
    grantAllowanceKind,
    executeContractKind,
    instantiateContractKind,
    bridgeOutKind,
  ].map((kind) => kind.typeUrl),
  '/cosmos.bank.v1beta1.MsgMultiSend',
  '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress',
  '/cosmwasm.wasm.v1.MsgInstantiateContract2',
  '/cosmwasm.wasm.v1.MsgMigrateContract',
  '/ibc.applications.transfer.v1.MsgTransfer',
]);

const DANGER: ReadonlySet<DangerReason> = new Set([
  'generic_moves_funds',
  'large_send_limit',
  'grantee_is_contract',
  'unknown_authorization',
]);

export interface DangerOptions {
  now: Date;
  /** A send limit at or above this many base units of XYZ is large (default 1,000 XYZ). */
  largeSendBase?: bigint;
  /** The granter's balance in base units, when known: a limit of half of it or more is large too. */
  balanceBase?: bigint;
  /** An expiry further out than this many days is "years out" (default 365). */
  farExpiryDays?: number;
  /** Whether an address is a contract (default: a 32-byte address, as wasmd derives contracts). */
  isContract?: (address: string) => boolean;
}

const DEFAULT_LARGE_SEND = 1_000_000_000n;
const DAY_MS = 86_400_000;

export function looksLikeContract(address: string): boolean {
  try {
    return fromBech32(address, 1023).data.length === 32;
  } catch {
    return false;
  }
}

const nativeOf = (coins: readonly PermissionCoin[]) =>
  coins
    .filter((c) => c.denom === BASE_DENOM && /^\d+$/.test(c.amount))
    .reduce((s, c) => s + BigInt(c.amount), 0n);

function isLargeLimit(limit: readonly PermissionCoin[], opts: DangerOptions): boolean {
  const native = nativeOf(limit);
  if (native >= (opts.largeSendBase ?? DEFAULT_LARGE_SEND)) return true;
  return opts.balanceBase !== undefined && opts.balanceBase > 0n && native * 2n >= opts.balanceBase;
}

function scopeReasons(p: Permission, opts: DangerOptions): DangerReason[] {
  const s = p.scope;
  switch (s.type) {
    case 'generic':
      return FUNDS_MOVING_MESSAGES.has(s.msgTypeUrl) ? ['generic_moves_funds'] : [];
    case 'send':
      return isLargeLimit(s.spendLimit, opts) ? ['large_send_limit'] : [];
    case 'stake':
      return s.maxTokens === null && s.allowValidators.length === 0 ? ['unlimited_stake'] : [];
    case 'fee':
      return s.spendLimit.length === 0 ? ['unlimited_fee'] : [];
    case 'unknown':
      return ['unknown_authorization'];
  }
}

/** What is risky about `p`, from the granter's side. */
export function assessPermission(p: Permission, opts: DangerOptions): Assessment {
  const reasons = scopeReasons(p, opts);
  if ((opts.isContract ?? looksLikeContract)(p.grantee)) reasons.push('grantee_is_contract');
  if (p.expiration === null) reasons.push('no_expiry');
  else if (Date.parse(p.expiration) - opts.now.getTime() > (opts.farExpiryDays ?? 365) * DAY_MS)
    reasons.push('far_expiry');
  const level = reasons.some((r) => DANGER.has(r)) ? 'danger' : reasons.length > 0 ? 'warning' : 'none';
  return { level, reasons };
}

const RANK: Record<DangerLevel, number> = { danger: 0, warning: 1, none: 2 };

/** Danger first, then warnings, then the rest; within a level, the one that lasts longest first (no expiry last). */
export function byDanger<T extends { assessment: Assessment; permission: Permission }>(a: T, b: T): number {
  const rank = RANK[a.assessment.level] - RANK[b.assessment.level];
  if (rank !== 0) return rank;
  const end = (x: T) => (x.permission.expiration === null ? Infinity : Date.parse(x.permission.expiration));
  return end(b) - end(a);
}
