// Shared steps of the authz and feegrant commands: the --expires option, a permission as one line of text, every
// message of a grant or revoke review in the signing summary's words, and review -> yes -> confirm -> track.
import type { PermissionsList, PermissionView } from '../../shared/api/permissions';
import type { TxReview } from '../../shared/api/tx';
import { formatBaseAmount } from '../../shared/format';
import { KINDS } from '../../shared/tx-kinds';
import { stringOption, type CommandContext } from '../context';
import { usageFailure } from '../io/output';
import { showsReview } from '../review';
import { required, resolveRecipient, reviewConfirmTrack } from './tx-flow';

const DAY_MS = 86_400_000;

/** --expires as an ISO time: "30d" (days from now) or an ISO 8601 time with its zone. Core checks the bounds. */
export function expiresOption(ctx: CommandContext, now = Date.now()): string {
  const text = required(ctx, 'expires').trim();
  const days = /^(\d{1,5})d$/.exec(text);
  if (days) return new Date(now + Number(days[1]) * DAY_MS).toISOString();
  if (Number.isNaN(Date.parse(text)) || !/(Z|[+-]\d\d:\d\d)$/.test(text))
    throw usageFailure(
      '--expires is a number of days ("30d") or an ISO time with its zone ("2027-03-01T00:00:00Z").',
    );
  return text;
}

/** A comma-separated option as a list (empty words dropped); undefined when absent. */
export function listOption(ctx: CommandContext, name: string): string[] | undefined {
  const text = stringOption(ctx.options, name);
  return text === undefined
    ? undefined
    : text
        .split(',')
        .map((w) => w.trim())
        .filter((w) => w !== '');
}

/** The grantee's address: an address, or a contact's name from the address book. */
export async function granteeOption(ctx: CommandContext): Promise<string> {
  return (await resolveRecipient(ctx, required(ctx, 'grantee'))).address;
}

const xyz = (coins: ReadonlyArray<{ denom: string; amount: string }>) =>
  coins.length === 0
    ? 'no limit'
    : coins
        .map((c) => (c.denom === 'uxyz' ? `${formatBaseAmount(c.amount)} XYZ` : `${c.amount} ${c.denom}`))
        .join(', ');

function scopeText(v: PermissionView): string {
  const s = v.scope;
  switch (s.type) {
    case 'generic':
      return `any ${s.msgTypeUrl}`;
    case 'send':
      return `send up to ${xyz(s.spendLimit)}${s.allowList.length ? ` to ${s.allowList.join(', ')}` : ' to anyone'}`;
    case 'stake':
      return `${s.action} ${s.maxTokens ? `up to ${xyz([s.maxTokens])}` : 'without limit'}${s.allowValidators.length ? ` with ${s.allowValidators.join(', ')}` : ''}`;
    case 'fee':
      return `pay fees, ${xyz(s.spendLimit)}${s.period ? ` (${xyz(s.period.limit)} per ${s.period.seconds} s)` : ''}${s.allowedMessages.length ? ` for ${s.allowedMessages.join(', ')}` : ''}`;
    case 'unknown':
      return `unknown authorization ${s.typeUrl}`;
  }
}

/** One permission: level, the other side (named when known), what it allows, and until when. */
export function permissionLine(v: PermissionView): string {
  const who = `${v.counterparty.address}${v.counterparty.name ? ` (${v.counterparty.name})` : ''}`;
  const flags = [
    v.assessment.level === 'none'
      ? null
      : `${v.assessment.level.toUpperCase()}: ${v.assessment.reasons.join(', ')}`,
    v.counterparty.seenBefore ? null : 'never seen before',
    v.counterparty.isContract ? 'contract' : null,
  ].filter((f) => f !== null);
  return `  ${who}: ${scopeText(v)}, ${v.expiration ? `until ${v.expiration}` : 'no expiry'}${flags.length ? ` [${flags.join('; ')}]` : ''}`;
}

/** The list's `kind` rows as text, given then received. */
export function listText(list: PermissionsList, kind: 'authz' | 'feegrant'): string {
  const section = (title: string, rows: PermissionView[]) => [
    title,
    ...(rows.length === 0 ? ['  (none)'] : rows.map(permissionLine)),
  ];
  return [
    `Account:   ${list.address}${list.flagged ? '  (a permission it gave is flagged)' : ''}`,
    ...section(
      'Given (others may act with this account):',
      list.given.filter((v) => v.kind === kind),
    ),
    ...section(
      'Received (this account may act for others):',
      list.received.filter((v) => v.kind === kind),
    ),
    ...(list.truncated ? ['(the chain holds more than were read: the first pages are shown)'] : []),
  ].join('\n');
}

/** The list's rows of one kind, as --json prints them. */
export const listJson = (list: PermissionsList, kind: 'authz' | 'feegrant') => ({
  address: list.address,
  given: list.given.filter((v) => v.kind === kind),
  received: list.received.filter((v) => v.kind === kind),
  flagged: list.flagged,
  truncated: list.truncated,
  readAt: list.readAt,
});

/** Every message of the review in the signing summary's words (what a Ledger or the offline signer shows). */
export function messageLines(review: TxReview): string[] {
  return review.messages.map((json, i) => {
    const { '@type': typeUrl, ...value } = json;
    const kind = KINDS.ofJson(json);
    try {
      if (!kind) throw new Error('unknown kind');
      return `Message ${i + 1}: ${kind.describe(kind.fromAmino(value as never))}`;
    } catch {
      return `Message ${i + 1}: ${String(typeUrl)} ${JSON.stringify(value)}`;
    }
  });
}

/** Shows every message, then the usual review, asks, signs once and follows the tx. */
export async function confirmPermissionTx(ctx: CommandContext, review: TxReview): Promise<void> {
  if (showsReview(ctx.options)) process.stderr.write(`${messageLines(review).join('\n')}\n`);
  await reviewConfirmTrack(ctx, review, { warnings: [] });
}

/**
 * The authz grants a revoke names: every grant `list` shows this account gave to `grantee` (null: to anyone), only
 * those for `msg` when given, at most 50 (one transaction).
 */
export function authzRevokeItems(list: PermissionsList, grantee: string | null, msg: string | undefined) {
  return list.given
    .filter((v) => v.kind === 'authz' && v.msgTypeUrl !== null)
    .filter((v) => grantee === null || v.grantee === grantee)
    .filter((v) => msg === undefined || v.msgTypeUrl === msg)
    .map((v) => ({ kind: 'authz' as const, grantee: v.grantee, msgTypeUrl: v.msgTypeUrl! }))
    .slice(0, 50);
}

/** `--grantee <who|all>` and `--msg` of a revoke, read against the account's permissions list. */
export async function authzRevokeItemsOption(ctx: CommandContext, list: PermissionsList) {
  const all = required(ctx, 'grantee') === 'all';
  const grantee = all ? null : await granteeOption(ctx);
  const items = authzRevokeItems(list, grantee, stringOption(ctx.options, 'msg'));
  if (items.length === 0) throw usageFailure('This account gave no such grant.');
  return items;
}
