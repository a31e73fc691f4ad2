// x/feegrant keeper: allowances in state with an expiry queue, MsgGrantAllowance / MsgRevokeAllowance, the ante's
// UseGrantedFees (Basic, Periodic and AllowedMsg allowances' Accept), EndBlock pruning, and the reads.
import type { ExecContext } from '../context';
import { sdkError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import { ChainError, type Coin } from '../types';
import { ensureAccount } from './auth';
import { safeSubCoins } from './authz-accept';
import type { Allowance, AuthzMsg } from './authz-types';
import { durationMs } from './authz-time';

type Of<K extends AuthzMsg['kind']> = Extract<AuthzMsg, { kind: K }>;

const ALLOWANCE_PREFIX = 'feegrant/a/';
const QUEUE_PREFIX = 'feegrant/q/';
/** The SDK keys allowances by grantee, then granter. */
const allowanceKey = (granter: string, grantee: string) => `${ALLOWANCE_PREFIX}${grantee}/${granter}`;
const queueKey = (expiration: string, granter: string, grantee: string) =>
  `${QUEUE_PREFIX}${expiration}/${grantee}/${granter}`;

const FEEGRANT_DESCRIPTIONS: Record<number, string> = {
  2: 'fee limit exceeded',
  3: 'fee allowance expired',
  4: 'invalid duration',
  5: 'no allowance',
  6: 'allowed messages are empty',
  7: 'message not allowed',
};

/** An error of codespace "feegrant" (x/feegrant/errors.go), wrapped with `details`. */
export function feegrantError(code: number, details?: string): ChainError {
  const description = FEEGRANT_DESCRIPTIONS[code] ?? 'internal error';
  return new ChainError('feegrant', code, details ? `${details}: ${description}` : description);
}

/** FeeAllowanceI.ExpiresAt. */
export function allowanceExpiry(a: Allowance | null): string | null {
  if (!a) return null;
  if (a.type === 'basic') return a.expiration;
  if (a.type === 'periodic') return a.basic.expiration;
  return allowanceExpiry(a.allowance);
}

const positive = (cs: readonly Coin[]) => cs.every((c) => /^\d+$/.test(c.amount) && BigInt(c.amount) > 0n);

/** FeeAllowanceI.ValidateBasic of the three allowances. */
export function validateAllowance(a: Allowance | null): void {
  if (!a) throw feegrantError(5, 'allowance should not be empty');
  if (a.type === 'allowedMsg') {
    if (!a.allowance) throw feegrantError(5, 'allowance should not be empty');
    if (a.allowedMessages.length === 0) throw feegrantError(6, "allowed messages shouldn't be empty");
    return validateAllowance(a.allowance);
  }
  const basic = a.type === 'basic' ? a : a.basic;
  if (basic.spendLimit.length > 0 && !positive(basic.spendLimit))
    throw sdkError(10, 'spend limit must be positive');
  if (basic.expiration && new Date(basic.expiration).getTime() < 0)
    throw feegrantError(4, 'expiration time cannot be negative');
  if (a.type !== 'periodic') return;
  if (a.periodSpendLimit.length === 0 || !positive(a.periodSpendLimit))
    throw sdkError(10, 'spend limit must be positive');
  if (a.periodCanSpend.some((c) => c.amount.startsWith('-')))
    throw sdkError(10, 'can spend must not be negative');
  const limitDenoms = new Set(basic.spendLimit.map((c) => c.denom));
  if (basic.spendLimit.length > 0 && !a.periodSpendLimit.every((c) => limitDenoms.has(c.denom)))
    throw sdkError(10, 'period spend limit has different currency than basic spend limit');
  if (BigInt(a.period.seconds) < 0n) throw feegrantError(4, 'negative clock step');
}

export function getAllowance(store: KVStore, granter: string, grantee: string): Allowance | undefined {
  const raw = store.get(allowanceKey(granter, grantee));
  return raw ? (JSON.parse(raw) as Allowance) : undefined;
}

/** Keeper.GrantAllowance: one allowance per pair, an expiry not in the past, the grantee's account created. */
export function handleGrantAllowance(ctx: ExecContext, msg: Of<'grantAllowance'>): void {
  if (getAllowance(ctx.store, msg.granter, msg.grantee)) throw sdkError(18, 'fee allowance already exists');
  ensureAccount(ctx.store, msg.grantee);
  const allowance = msg.allowance!;
  const expiry = allowanceExpiry(allowance);
  if (expiry && new Date(expiry).getTime() < ctx.block.time.getTime())
    throw sdkError(18, 'expiration is before current block time');
  if (expiry) ctx.store.set(queueKey(expiry, msg.granter, msg.grantee), '');
  ctx.store.set(allowanceKey(msg.granter, msg.grantee), JSON.stringify(allowance));
  ctx.events.emit(feegrantEvent('set_feegrant', msg.granter, msg.grantee));
}

function feegrantEvent(type: string, granter: string, grantee: string) {
  return event(type, [
    ['granter', granter],
    ['grantee', grantee],
  ]);
}

function removeAllowance(ctx: ExecContext, granter: string, grantee: string, allowance: Allowance): void {
  ctx.store.delete(allowanceKey(granter, grantee));
  const expiry = allowanceExpiry(allowance);
  if (expiry) ctx.store.delete(queueKey(expiry, granter, grantee));
  ctx.events.emit(feegrantEvent('revoke_feegrant', granter, grantee));
}

/** MsgRevokeAllowance: an unknown pair is sdk code 38 ("fee-grant not found"). */
export function handleRevokeAllowance(ctx: ExecContext, msg: Of<'revokeAllowance'>): void {
  const allowance = getAllowance(ctx.store, msg.granter, msg.grantee);
  if (!allowance) throw notFound();
  removeAllowance(ctx, msg.granter, msg.grantee, allowance);
}

const notFound = () => new ChainError('sdk', 38, 'fee-grant not found: not found');

/** FeeAllowanceI.Accept: mutates `a` to its state after paying `fee`; returns whether to remove it. */
function accept(ctx: ExecContext, a: Allowance, fee: readonly Coin[], msgUrls: readonly string[]): boolean {
  const now = ctx.block.time.getTime();
  if (a.type === 'basic') {
    if (a.expiration && new Date(a.expiration).getTime() < now)
      throw new Removed(feegrantError(3, 'basic allowance'));
    if (a.spendLimit.length === 0) return false;
    const { left, negative } = safeSubCoins(a.spendLimit, fee);
    if (negative) throw feegrantError(2, 'basic allowance');
    a.spendLimit = left;
    return left.length === 0;
  }
  if (a.type === 'periodic') {
    if (a.basic.expiration && now > new Date(a.basic.expiration).getTime())
      throw new Removed(feegrantError(3, 'absolute limit'));
    resetPeriod(a, now);
    const period = safeSubCoins(a.periodCanSpend, fee);
    if (period.negative) throw feegrantError(2, 'period limit');
    a.periodCanSpend = period.left;
    if (a.basic.spendLimit.length === 0) return false;
    const total = safeSubCoins(a.basic.spendLimit, fee);
    if (total.negative) throw feegrantError(2, 'absolute limit');
    a.basic.spendLimit = total.left;
    return total.left.length === 0;
  }
  const allowed = new Set(a.allowedMessages);
  ctx.meter.consume(10 * (a.allowedMessages.length + msgUrls.length), 'check msg');
  if (!msgUrls.every((url) => allowed.has(url)))
    throw feegrantError(7, 'message does not exist in allowed messages');
  return accept(ctx, a.allowance!, fee, msgUrls);
}

/** PeriodicAllowance.tryResetPeriod: a new period tops can-spend up to min(period limit, what is left in total). */
function resetPeriod(a: Extract<Allowance, { type: 'periodic' }>, now: number): void {
  const reset = new Date(a.periodReset).getTime();
  if (now < reset) return;
  const basicBelowPeriod = safeSubCoins(a.basic.spendLimit, a.periodSpendLimit).negative;
  a.periodCanSpend =
    basicBelowPeriod && a.basic.spendLimit.length > 0 ? a.basic.spendLimit : a.periodSpendLimit;
  let next = reset + durationMs(a.period);
  if (now > next) next = now + durationMs(a.period);
  a.periodReset = new Date(next).toISOString();
}

/** An Accept failure that also asks for the allowance's removal (expired). */
class Removed extends Error {
  constructor(readonly error: ChainError) {
    super(error.message);
  }
}

/**
 * The ante's fee-granter step (UseGrantedFees): the allowance of `granter` for `grantee` pays `fee` for a tx of
 * `msgUrls`; it is updated, or removed when used up. Errors are wrapped "<granter> does not allow to pay fees for".
 */
export function useGrantedFees(
  ctx: ExecContext,
  granter: string,
  grantee: string,
  fee: readonly Coin[],
  msgUrls: readonly string[],
): void {
  const wrap = (e: ChainError) =>
    new ChainError(e.codespace, e.code, `${granter} does not allow to pay fees for ${grantee}: ${e.message}`);
  const stored = getAllowance(ctx.store, granter, grantee);
  if (!stored) throw wrap(notFound());
  const allowance = JSON.parse(JSON.stringify(stored)) as Allowance;
  let remove: boolean;
  try {
    remove = accept(ctx, allowance, fee, msgUrls);
  } catch (err) {
    if (err instanceof Removed) throw wrap(err.error);
    if (err instanceof ChainError) throw wrap(err);
    throw err;
  }
  if (remove) {
    removeAllowance(ctx, granter, grantee, stored);
    ctx.events.emit(feegrantEvent('use_feegrant', granter, grantee));
    return;
  }
  ctx.events.emit(feegrantEvent('use_feegrant', granter, grantee));
  ctx.store.set(allowanceKey(granter, grantee), JSON.stringify(allowance));
  ctx.events.emit(feegrantEvent('update_feegrant', granter, grantee));
}

/** EndBlock: allowances whose expiry is at or before the block time are deleted. */
export function pruneExpiredAllowances(store: KVStore, time: Date): void {
  const now = time.toISOString();
  for (const [key] of store.range(QUEUE_PREFIX)) {
    const [expiration, grantee, granter] = key.slice(QUEUE_PREFIX.length).split('/');
    if (expiration! > now) break;
    store.delete(key);
    store.delete(allowanceKey(granter!, grantee!));
  }
}

export interface AllowanceEntry {
  granter: string;
  grantee: string;
  allowance: Allowance;
  key: string;
}

/** Every allowance, optionally only those to `grantee` (a prefix scan) and from `granter` (a filter). */
export function listAllowances(
  store: KVStore,
  filter: { granter?: string; grantee?: string },
): AllowanceEntry[] {
  const prefix = filter.grantee ? `${ALLOWANCE_PREFIX}${filter.grantee}/` : ALLOWANCE_PREFIX;
  return store
    .range(prefix)
    .map(([key, raw]) => {
      const [grantee, granter] = key.slice(ALLOWANCE_PREFIX.length).split('/');
      return {
        granter: granter!,
        grantee: grantee!,
        allowance: JSON.parse(raw) as Allowance,
        key: key.slice(prefix.length),
      };
    })
    .filter((a) => !filter.granter || a.granter === filter.granter);
}
