// Pure translation of the permission drafts (issue 29) into validated Drafts: revoke several grants and allowances in
// one transaction, grant restake / a send limit / a fee allowance with an expiry, and send from a granter's account
// through an authz exec. Expiries in the past or absurdly far out are refused with a reason code.
import type { z } from 'zod';
import { DECIMALS } from '../../../shared/chain';
import { fromDialect, type Dialect } from '../../../shared/dialect';
import { formatBaseAmount } from '../../../shared/format';
import type {
  draftGrantFeeAllowanceSchema,
  draftGrantRestakeSchema,
  draftGrantSendSchema,
  draftRevokePermissionsSchema,
  RevokeItem,
} from '../../../shared/api/permissions';
import type { draftSendSchema } from '../../../shared/api/tx';
import { claimRewardsKind } from '../../../shared/tx-kinds';
import {
  buildExec,
  buildGrant,
  buildGrantAllowance,
  buildRevoke,
  buildRevokeAllowance,
} from './authz-messages';
import type { DraftEnv } from './drafts';
import { buildSend, nativeSpend } from './messages';
import type { Draft } from './review';
import { TxInputError } from './tx-input-error';
import { checkAddress, checkAmount, checkMemo } from './validate';

/** A grant must last at least this long (a grant that ends before its tx is included is refused by the chain). */
export const MIN_EXPIRY_MS = 5 * 60_000;
/** Further out than this is not a choice a person makes on purpose (a typo, or a page pushing "forever"). */
export const MAX_EXPIRY_MS = 5 * 366 * 86_400_000;

/** What the permission drafts need beyond DraftEnv: the network's dialect (nested type URLs) and the time. */
export interface AuthzDraftEnv extends DraftEnv {
  dialect: Dialect;
  now: number;
}

const xyz = (base: bigint) => `${formatBaseAmount(base)} XYZ`;

function finish(
  kind: string,
  env: DraftEnv,
  messages: Draft['messages'],
  memo: string | undefined,
  summary: string,
) {
  return {
    kind,
    sender: env.sender,
    messages,
    memo: checkMemo(memo ?? ''),
    spend: nativeSpend(messages, env.denom),
    summary,
  } satisfies Draft;
}

/**
 * The expiry as a Date in whole seconds (what a device shows and a person chose), refused when it is in the past (or
 * within minutes) or more than five years out.
 */
export function checkExpiration(text: string, now: number): Date {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw expirationError('expiration_invalid', 'The expiry is not a time.');
  if (ms < now + MIN_EXPIRY_MS)
    throw expirationError('expiration_past', 'The expiry must be in the future (at least a few minutes).');
  if (ms > now + MAX_EXPIRY_MS)
    throw expirationError('expiration_too_far', 'The expiry is more than five years away.');
  return new Date(Math.floor(ms / 1000) * 1000);
}

const expirationError = (reason: string, message: string) =>
  new TxInputError('invalid_request', message, 'expiration', { reason });

function checkGrantee(text: string, env: DraftEnv): string {
  const grantee = checkAddress(text, env.prefix, 'grantee');
  if (grantee === env.sender)
    throw new TxInputError('invalid_request', 'An account cannot give a permission to itself.', 'grantee', {
      reason: 'grantee_is_self',
    });
  return grantee;
}

/** Addresses of a list, checked and without repeats (a repeat is refused: it is a mistake or a trick). */
function uniqueAddresses(list: readonly string[], prefix: string, field: string): string[] {
  const checked = list.map((a) => checkAddress(a, prefix, field));
  if (new Set(checked).size !== checked.length)
    throw new TxInputError('invalid_request', 'The same address is listed twice.', field, {
      reason: 'duplicate_item',
    });
  return checked;
}

const revokeKey = (item: RevokeItem, grantee: string) =>
  item.kind === 'authz' ? `authz|${grantee}|${fromDialect(item.msgTypeUrl, 'spec')}` : `feegrant|${grantee}`;

/** One revoke (of a grant or a fee allowance) per item, in the order given; the same permission twice is refused. */
export function draftRevokePermissions(
  req: Pick<z.output<typeof draftRevokePermissionsSchema>, 'items' | 'memo'> &
    Partial<z.output<typeof draftRevokePermissionsSchema>>,
  env: AuthzDraftEnv,
): Draft {
  const seen = new Set<string>();
  const messages = req.items.map((item) => {
    const grantee = checkAddress(item.grantee, env.prefix, 'items');
    const key = revokeKey(item, grantee);
    if (seen.has(key))
      throw new TxInputError('invalid_request', 'The same permission is listed twice.', 'items', {
        reason: 'duplicate_item',
      });
    seen.add(key);
    return item.kind === 'authz'
      ? buildRevoke({
          granter: env.sender,
          grantee,
          msgTypeUrl: fromDialect(item.msgTypeUrl, 'spec'),
          dialect: env.dialect,
        })
      : buildRevokeAllowance({ granter: env.sender, grantee });
  });
  const n = messages.length;
  return finish(
    'revoke-permissions',
    env,
    messages,
    req.memo,
    `Revoke ${n} permission${n === 1 ? '' : 's'} given by ${env.sender}`,
  );
}

/** Restake: delegate to the chosen validators only, and claim rewards, until the expiry. */
export function draftGrantRestake(req: z.output<typeof draftGrantRestakeSchema>, env: AuthzDraftEnv): Draft {
  const grantee = checkGrantee(req.grantee, env);
  const validators = uniqueAddresses(req.validators, `${env.prefix}valoper`, 'validators');
  const expiration = checkExpiration(req.expiration, env.now);
  const base = { granter: env.sender, grantee, expiration, dialect: env.dialect };
  return finish(
    'grant-restake',
    env,
    [
      buildGrant({
        ...base,
        authorization: { type: 'stake', action: 'delegate', allowValidators: validators },
      }),
      buildGrant({ ...base, authorization: { type: 'generic', msgTypeUrl: claimRewardsKind.typeUrl } }),
    ],
    req.memo,
    `Let ${grantee} delegate to ${validators.length} validator(s) and claim rewards for ${env.sender}`,
  );
}

export function draftGrantSend(req: z.output<typeof draftGrantSendSchema>, env: AuthzDraftEnv): Draft {
  const grantee = checkGrantee(req.grantee, env);
  const spendLimit = checkAmount(req.spendLimit, DECIMALS, 'spendLimit');
  const allowList = req.allowList ? uniqueAddresses(req.allowList, env.prefix, 'allowList') : [];
  const expiration = checkExpiration(req.expiration, env.now);
  return finish(
    'grant-send',
    env,
    [
      buildGrant({
        granter: env.sender,
        grantee,
        authorization: { type: 'send', spendLimit, allowList },
        expiration,
        dialect: env.dialect,
      }),
    ],
    req.memo,
    `Let ${grantee} send up to ${xyz(spendLimit)} from ${env.sender}`,
  );
}

export function draftGrantFeeAllowance(
  req: z.output<typeof draftGrantFeeAllowanceSchema>,
  env: AuthzDraftEnv,
): Draft {
  const grantee = checkGrantee(req.grantee, env);
  const spendLimit =
    req.spendLimit === undefined ? undefined : checkAmount(req.spendLimit, DECIMALS, 'spendLimit');
  const expiration = checkExpiration(req.expiration, env.now);
  return finish(
    'grant-fee-allowance',
    env,
    [
      buildGrantAllowance({
        granter: env.sender,
        grantee,
        allowance: { ...(spendLimit === undefined ? {} : { spendLimit }), expiration },
        dialect: env.dialect,
      }),
    ],
    req.memo,
    `Let ${grantee} pay fees ${spendLimit === undefined ? '' : `up to ${xyz(spendLimit)} `}from ${env.sender}`,
  );
}

/** Send `amount` from the granter's account: an authz exec, by this account, of the granter's bank send. */
export function draftExecSend(
  req: z.output<typeof draftSendSchema> & { granter: string },
  env: AuthzDraftEnv,
): Draft {
  const granter = checkAddress(req.granter, env.prefix, 'granter');
  if (granter === env.sender)
    throw new TxInputError('invalid_request', 'Send from this account directly.', 'granter', {
      reason: 'granter_is_self',
    });
  const to = checkAddress(req.to, env.prefix, 'to');
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  const send = buildSend({ from: granter, to, amount, denom: env.denom });
  return {
    ...finish(
      'exec-send',
      env,
      [buildExec({ grantee: env.sender, msgs: [send], dialect: env.dialect })],
      req.memo,
      `Send ${xyz(amount)} from ${granter} to ${to}, using its permission`,
    ),
    ...(to === env.sender ? { expected: [{ denom: env.denom, exactly: amount }] } : {}),
  };
}
