// A permission in the person's words: one row per permission (a restake pair, delegate + claim to the same account
// with the same end, folded into one row), its sentence from the granter's or the grantee's side, the reasons a
// row is flagged, and what a revoke of the rows names. Pure apart from t() and the number/date formatters.
import { BASE_DENOM } from '../../../../shared/chain';
import { VIEWS } from '../../../../shared/tx-kinds/views';
import { t, tn, type MessageKey } from '../../lib/i18n';
import '../../lib/i18n/parts/permissions';
import { formatXyz, formatInteger, shortAddress } from '../../lib/money';
import { formatDay } from '../../lib/time-format';
import type {
  DangerLevel,
  DangerReason,
  PermissionCoin,
  PermissionScope,
  PermissionView,
  RevokeItem,
} from '../../../../shared/api/permissions';

/** given: what others may do with this account; received: what it may do for others. */
export type Side = 'given' | 'received';

export interface PermissionRow {
  /** The ids of the permissions it shows, joined: a stable key for lists and selection. */
  key: string;
  items: PermissionView[];
  level: DangerLevel;
  reasons: DangerReason[];
  counterparty: PermissionView['counterparty'];
  expiration: string | null;
}

/** How a sentence names accounts and validators the core did not name. */
export interface NameLookup {
  validator(address: string): string | null;
}

const RANK: Record<DangerLevel, number> = { danger: 0, warning: 1, none: 2 };

const claimUrl = VIEWS.kinds.find((k) => k.id === 'claim-rewards')!.typeUrl;

const isRestakeDelegate = (p: PermissionView) =>
  p.kind === 'authz' && p.scope.type === 'stake' && p.scope.action === 'delegate';
const isClaimGrant = (p: PermissionView) =>
  p.kind === 'authz' && p.scope.type === 'generic' && p.scope.msgTypeUrl === claimUrl;
const samePair = (a: PermissionView, b: PermissionView) =>
  a.granter === b.granter && a.grantee === b.grantee && a.expiration === b.expiration;

function rowOf(items: PermissionView[]): PermissionRow {
  const level = items.reduce<DangerLevel>(
    (worst, p) => (RANK[p.assessment.level] < RANK[worst] ? p.assessment.level : worst),
    'none',
  );
  return {
    key: items.map((p) => p.id).join('+'),
    items,
    level,
    reasons: [...new Set(items.flatMap((p) => p.assessment.reasons))],
    counterparty: items[0]!.counterparty,
    expiration: items[0]!.expiration,
  };
}

/** The rows of a list in the core's order (dangerous first), a restake pair folded into the first one's place. */
export function permissionRows(list: readonly PermissionView[]): PermissionRow[] {
  const used = new Set<string>();
  const rows: PermissionRow[] = [];
  for (const p of list) {
    if (used.has(p.id)) continue;
    used.add(p.id);
    const partner = isRestakeDelegate(p)
      ? list.find((q) => !used.has(q.id) && isClaimGrant(q) && samePair(p, q))
      : isClaimGrant(p)
        ? list.find((q) => !used.has(q.id) && isRestakeDelegate(q) && samePair(p, q))
        : undefined;
    if (partner) used.add(partner.id);
    rows.push(rowOf(partner ? (isRestakeDelegate(p) ? [p, partner] : [partner, p]) : [p]));
  }
  return rows.sort((a, b) => RANK[a.level] - RANK[b.level]);
}

/** True for a folded restake pair (a delegate grant and a claim grant). */
export const isRestakeRow = (row: PermissionRow): boolean =>
  row.items.length === 2 && isRestakeDelegate(row.items[0]!) && isClaimGrant(row.items[1]!);

/** "Restake bot (xyz1qy…k3m9)", or the short address alone when nobody named it. */
export function whoText(counterparty: { address: string; name: string | null }): string {
  const address = shortAddress(counterparty.address);
  return counterparty.name ? t('perm.who', { name: counterparty.name, address }) : address;
}

/** "1.5 XYZ", other denoms as "12 uatom"; several joined with commas. */
export function coinsText(coins: readonly PermissionCoin[]): string {
  return coins
    .map((c) => (c.denom === BASE_DENOM ? formatXyz(c.amount) : `${formatInteger(c.amount)} ${c.denom}`))
    .join(', ');
}

/** "A, B and C" in the current language. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('perm.and', { list: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** The day an ISO time falls on, in local time and the current locale ("Mar 1, 2027"). */
export function dayText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDay(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
}

/** ", until Mar 1, 2027" or ", with no end date". */
export function untilText(expiration: string | null): string {
  return expiration === null ? t('perm.noEnd') : t('perm.until', { date: dayText(expiration) });
}

function periodText(seconds: number): string {
  if (seconds > 0 && seconds % 86_400 === 0) return tn('perm.period.days', seconds / 86_400);
  if (seconds > 0 && seconds % 3_600 === 0) return tn('perm.period.hours', seconds / 3_600);
  return tn('perm.period.seconds', seconds);
}

const ACTIONS = new Set([
  'send',
  'claim-rewards',
  'delegate',
  'undelegate',
  'redelegate',
  'vote',
  'execute-contract',
  'exec',
  'grant',
  'grant-allowance',
]);

/** What a generic grant for `msgTypeUrl` lets its holder do: for this account (given) or for `who` (received). */
function actionText(msgTypeUrl: string, side: Side, who: string): string {
  const kind = VIEWS.byTypeUrl(msgTypeUrl);
  const id = kind?.id === 'vote-weighted' ? 'vote' : kind?.id;
  const base = side === 'given' ? 'perm.action' : 'perm.actionFor';
  const key = (id && ACTIONS.has(id) ? `${base}.${id}` : `${base}.other`) as MessageKey;
  return t(key, { who, type: msgTypeUrl });
}

function stakeWhere(scope: Extract<PermissionScope, { type: 'stake' }>, names: NameLookup): string {
  const named = (list: string[]) => listText(list.map((v) => names.validator(v) ?? shortAddress(v)));
  if (scope.allowValidators.length > 0) return t('perm.where.only', { list: named(scope.allowValidators) });
  if (scope.denyValidators.length > 0) return t('perm.where.except', { list: named(scope.denyValidators) });
  return t('perm.where.any');
}

function limitText(coins: readonly PermissionCoin[]): string {
  return coins.length === 0 ? t('perm.noLimit') : t('perm.upTo', { amount: coinsText(coins) });
}

/** The sentence of a row, from `side`: "Restake bot (xyz1…) may delegate and claim rewards for you, until …". */
export function rowSentence(row: PermissionRow, side: Side, names: NameLookup): string {
  const who = whoText(row.counterparty);
  const until = untilText(row.expiration);
  const key = (name: string) => `perm.${side}.${name}` as MessageKey;
  if (isRestakeRow(row)) return t(key('restake'), { who, until });
  const scope = row.items[0]!.scope;
  switch (scope.type) {
    case 'generic':
      return t(key('generic'), { who, until, action: actionText(scope.msgTypeUrl, side, who) });
    case 'send':
      return t(key('send'), {
        who,
        until,
        limit: scope.spendLimit.length ? coinsText(scope.spendLimit) : t('perm.anyAmount'),
        to: scope.allowList.length
          ? t('perm.onlyTo', { list: listText(scope.allowList.map((a) => shortAddress(a))) })
          : t('perm.anyone'),
      });
    case 'stake':
      return t(key('stake'), {
        who,
        until,
        verb: t(`perm.verb.${scope.action}` as MessageKey),
        amount: scope.maxTokens
          ? t('perm.upTo', { amount: coinsText([scope.maxTokens]) })
          : t('perm.anyAmount'),
        where: stakeWhere(scope, names),
      });
    case 'fee':
      return t(key('fee'), { who, until, limit: limitText(scope.spendLimit) });
    case 'unknown':
      return t(key('unknown'), { who, until, type: scope.typeUrl || '?' });
  }
}

/** The lines under a row's sentence: the restake validators, a fee allowance's period and message list. */
export function rowDetails(row: PermissionRow, names: NameLookup): string[] {
  const scope = row.items[0]!.scope;
  const named = (list: string[]) => listText(list.map((v) => names.validator(v) ?? shortAddress(v)));
  if (isRestakeRow(row) && scope.type === 'stake' && scope.allowValidators.length > 0)
    return [t('perm.detail.validators', { list: named(scope.allowValidators) })];
  if (scope.type !== 'fee') return [];
  const lines: string[] = [];
  if (scope.period)
    lines.push(
      t('perm.detail.period', {
        amount: coinsText(scope.period.limit),
        period: periodText(scope.period.seconds),
      }),
    );
  if (scope.allowedMessages.length > 0)
    lines.push(t('perm.detail.messages', { list: scope.allowedMessages.join(', ') }));
  return lines;
}

const sendUrl = VIEWS.kinds.find((k) => k.id === 'send')!.typeUrl;

/** Whether a received row lets this account send from the granter's funds (a send limit, or a generic send). */
export function canSendWith(row: PermissionRow): boolean {
  const p = row.items[0]!;
  if (row.items.length !== 1 || p.kind !== 'authz') return false;
  return p.scope.type === 'send' || (p.scope.type === 'generic' && p.scope.msgTypeUrl === sendUrl);
}

/** Why a row is flagged, one sentence per reason. */
export const reasonText = (reason: DangerReason): string => t(`perm.reason.${reason}` as MessageKey);

/** Whether the wallet can name every permission of the row in a revoke (an unreadable grant has no type to name). */
export const canRevoke = (row: PermissionRow): boolean =>
  row.items.every((p) => p.kind === 'feegrant' || p.msgTypeUrl !== null);

/** What revoking the rows names: one authz revoke per grant, one fee allowance revoke per allowance. */
export function revokeItems(rows: readonly PermissionRow[]): RevokeItem[] {
  return rows
    .filter(canRevoke)
    .flatMap((row) => row.items)
    .map((p) =>
      p.kind === 'feegrant'
        ? { kind: 'feegrant' as const, grantee: p.grantee }
        : { kind: 'authz' as const, grantee: p.grantee, msgTypeUrl: p.msgTypeUrl! },
    );
}
