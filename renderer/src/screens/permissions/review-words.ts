// What a grant or revoke review does, in words, read from the messages exactly as they will be signed (amino JSON,
// either dialect): "After this, Restake bot (xyz1…) may delegate and claim rewards for you, until …". A grant reads
// as the row it will make; a revoke names the row it takes back when the list holds it. Pure apart from t().
import type {
  PermissionCoin,
  PermissionScope,
  PermissionView,
  StakeAction,
} from '../../../../shared/api/permissions';
import { fromDialect } from '../../../../shared/dialect';
import { VIEWS } from '../../../../shared/tx-kinds/views';
import { t } from '../../lib/i18n';
import '../../lib/i18n/parts/permissions';
import { coinsText, permissionRows, rowSentence, whoText, type NameLookup } from './permission-words';

type Json = Record<string, unknown>;

/** Names the sentences use: a person's name for an address (contacts, own accounts) and validator monikers. */
export interface ReviewNames extends NameLookup {
  person(address: string): string | null;
}

const canonical = (name: unknown) => fromDialect(typeof name === 'string' ? name : '', 'spec');
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const coins = (v: unknown): PermissionCoin[] =>
  Array.isArray(v)
    ? v.map((c) => ({ denom: String(obj(c).denom ?? ''), amount: String(obj(c).amount ?? '') }))
    : [];
const time = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

const STAKE_ACTIONS: StakeAction[] = [
  'unspecified',
  'delegate',
  'undelegate',
  'redelegate',
  'cancel_unbonding',
];

/** An authorization's amino JSON ({type, value}) as the scope the Permissions screen words. */
function authorizationScope(amino: Json): PermissionScope {
  const type = canonical(amino.type);
  const v = obj(amino.value);
  if (type === 'cosmos-sdk/GenericAuthorization') return { type: 'generic', msgTypeUrl: canonical(v.msg) };
  if (type === 'cosmos-sdk/SendAuthorization')
    return { type: 'send', spendLimit: coins(v.spend_limit), allowList: strings(v.allow_list) };
  if (type === 'cosmos-sdk/StakeAuthorization') {
    const lists = obj(obj(v.Validators).value);
    const maxTokens = coins(v.max_tokens === undefined ? [] : [v.max_tokens])[0] ?? null;
    return {
      type: 'stake',
      action: STAKE_ACTIONS[Number(v.authorization_type ?? 0)] ?? 'unspecified',
      maxTokens,
      allowValidators: strings(obj(lists.allow_list).address),
      denyValidators: strings(obj(lists.deny_list).address),
    };
  }
  return { type: 'unknown', typeUrl: String(amino.type ?? '') };
}

/** An allowance's amino JSON as a fee scope and its end (looking through an allowed-messages wrapper). */
function allowanceScope(amino: Json, allowed: string[] = []): [PermissionScope, string | null] {
  const type = canonical(amino.type);
  const v = obj(amino.value);
  if (type === 'cosmos-sdk/AllowedMsgAllowance')
    return allowanceScope(obj(v.allowance), strings(v.allowed_messages).map(canonical));
  if (type === 'cosmos-sdk/BasicAllowance')
    return [
      { type: 'fee', spendLimit: coins(v.spend_limit), period: null, allowedMessages: allowed },
      time(v.expiration),
    ];
  if (type === 'cosmos-sdk/PeriodicAllowance') {
    const basic = obj(v.basic);
    const seconds = Number(BigInt(/^\d+$/.test(String(v.period)) ? String(v.period) : '0') / 1_000_000_000n);
    const period = { seconds, limit: coins(v.period_spend_limit), canSpend: coins(v.period_can_spend) };
    return [
      { type: 'fee', spendLimit: coins(basic.spend_limit), period, allowedMessages: allowed },
      time(basic.expiration),
    ];
  }
  return [{ type: 'unknown', typeUrl: String(amino.type ?? '') }, null];
}

/** A grant message as the row it makes (not yet on chain: no flags, named from the person's own names). */
function grantView(m: Json, id: string, names: ReviewNames): PermissionView | null {
  const kind = VIEWS.ofJson(m)?.id;
  if (kind !== 'grant' && kind !== 'grant-allowance') return null;
  const grantee = String(m.grantee ?? '');
  const [scope, expiration] =
    kind === 'grant'
      ? [authorizationScope(obj(obj(m.grant).authorization)), time(obj(m.grant).expiration)]
      : allowanceScope(obj(m.allowance));
  return {
    id,
    kind: kind === 'grant' ? 'authz' : 'feegrant',
    granter: String(m.granter ?? ''),
    grantee,
    scope,
    expiration,
    msgTypeUrl: null,
    assessment: { level: 'none', reasons: [] },
    counterparty: {
      address: grantee,
      name: names.person(grantee),
      source: null,
      isContract: false,
      seenBefore: true,
    },
  };
}

/** One sentence per thing a revoke takes back, the row's own sentence when the given list holds it. */
function revokeLine(m: Json, given: readonly PermissionView[], names: ReviewNames): string | null {
  const kind = VIEWS.ofJson(m)?.id;
  if (kind !== 'revoke' && kind !== 'revoke-allowance') return null;
  const grantee = String(m.grantee ?? '');
  const type = canonical(m.msg_type_url);
  const held = given.find((p) =>
    kind === 'revoke'
      ? p.kind === 'authz' && p.grantee === grantee && p.msgTypeUrl === type
      : p.kind === 'feegrant' && p.grantee === grantee,
  );
  if (held)
    return t('perm.review.revoke', { sentence: rowSentence(permissionRows([held])[0]!, 'given', names) });
  const who = whoText({ address: grantee, name: names.person(grantee) });
  return kind === 'revoke'
    ? t('perm.review.revokeUnknown', { who, type })
    : t('perm.review.revokeFee', { who });
}

const sendAmino = VIEWS.kinds.find((k) => k.id === 'send')!.aminoType;

/** An exec message as what its inner messages do with the granter's account (a send: how much, to whom). */
function execLines(m: Json, names: ReviewNames): string[] {
  if (VIEWS.ofJson(m)?.id !== 'exec') return [];
  const named = (address: string) => whoText({ address, name: names.person(address) });
  return (Array.isArray(m.msgs) ? m.msgs : []).map((inner) => {
    const v = obj(obj(inner).value);
    const from = named(String(v.from_address ?? v.granter ?? v.delegator_address ?? ''));
    if (canonical(obj(inner).type) !== sendAmino) return t('perm.review.exec', { who: from });
    const to = named(String(v.to_address ?? ''));
    return t('perm.review.execSend', { amount: coinsText(coins(v.amount)), who: from, to });
  });
}

/**
 * The sentences of a review's permission messages: grants as the rows they make (a restake pair as one), revokes as
 * the rows they take back; other messages say nothing here (the review lists every message as signed).
 */
export function reviewLines(
  messages: ReadonlyArray<Record<string, unknown>>,
  given: readonly PermissionView[],
  names: ReviewNames,
): string[] {
  const grants = messages
    .map((m, i) => grantView(m, `review-${i}`, names))
    .filter((p): p is PermissionView => p !== null);
  const grantLines = permissionRows(grants).map((row) =>
    t('perm.review.grant', { sentence: rowSentence(row, 'given', names) }),
  );
  const revokeLines = messages
    .map((m) => revokeLine(m, given, names))
    .filter((line): line is string => line !== null);
  return [...grantLines, ...revokeLines, ...messages.flatMap((m) => execLines(m, names))];
}
