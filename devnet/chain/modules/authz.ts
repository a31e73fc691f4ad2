// x/authz keeper: grants in state with an expiry queue, MsgGrant / MsgRevoke / MsgExec as the SDK's msg server
// handles them (codes, raw_log wording, typed events), BeginBlock pruning of expired grants, and the reads.
import { fromBech32 } from '@cosmjs/encoding';
import { MsgExecResponse } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { MsgInstantiateContractResponse } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { ExecContext } from '../context';
import { withEvents } from '../context';
import { msgSigner, msgToJson, msgTypeUrl, type Msg } from '../codec/messages';
import type { MsgResponse } from '../codec/staking-responses';
import { asChainError, sdkError } from '../errors';
import { EventCollector } from '../events';
import type { KVStore } from '../store';
import { ChainError, type ChainEvent } from '../types';
import { ensureAccount } from './auth';
import { acceptAuthorization, authorizationMsgType, authzError } from './authz-accept';
import type { Authorization, AuthzMsg, GrantValue } from './authz-types';

type Of<K extends AuthzMsg['kind']> = Extract<AuthzMsg, { kind: K }>;

/** A grant as stored: its authorization is always present. */
export interface StoredGrant extends GrantValue {
  authorization: Authorization;
}

/** What MsgExec needs from the chain's message router: ValidateBasic and the handler of an inner message. */
export interface InnerRouter {
  validate(msg: Msg): void;
  handle(ctx: ExecContext, msg: Msg): { contractAddress?: string; response?: MsgResponse };
}

const GRANT_PREFIX = 'authz/g/';
const QUEUE_PREFIX = 'authz/q/';
const grantKey = (granter: string, grantee: string, url: string) =>
  `${GRANT_PREFIX}${granter}/${grantee}/${url}`;
const queueKey = (expiration: string, granter: string, grantee: string, url: string) =>
  `${QUEUE_PREFIX}${expiration}/${granter}/${grantee}/${url}`;
/** The typed events' names (proto message names), in the chain's dialect through `ctx.names`. */
const EVENT_GRANT = 'cosmos.authz.v1beta1.EventGrant';
const EVENT_REVOKE = 'cosmos.authz.v1beta1.EventRevoke';

/** The SDK's grant store key (0x01 | len | granter | len | grantee | type URL) as Go prints string(skey). */
function storeKeyText(granter: string, grantee: string, url: string): string {
  const lp = (address: string) => {
    const bytes = fromBech32(address, 1023).data;
    return Buffer.concat([Buffer.from([bytes.length]), Buffer.from(bytes)]);
  };
  return Buffer.concat([Buffer.from([1]), lp(granter), lp(grantee), Buffer.from(url)]).toString('utf8');
}

/** A typed event (EmitTypedEvent): attributes sorted by name, values as JSON. */
function typedEvent(type: string, fields: Record<string, string>): ChainEvent {
  const keys = Object.keys(fields).sort();
  return { type, attributes: keys.map((key) => ({ key, value: JSON.stringify(fields[key]), index: true })) };
}

export function getGrant(
  store: KVStore,
  granter: string,
  grantee: string,
  url: string,
): StoredGrant | undefined {
  const raw = store.get(grantKey(granter, grantee, url));
  return raw ? (JSON.parse(raw) as StoredGrant) : undefined;
}

/** Keeper.SaveGrant: refuses an expiry not after the block time, keeps the queue in step, emits EventGrant. */
export function saveGrant(ctx: ExecContext, granter: string, grantee: string, grant: StoredGrant): void {
  const url = authorizationMsgType(grant.authorization, ctx.names);
  const { expiration } = grant;
  if (expiration !== null && new Date(expiration).getTime() <= ctx.block.time.getTime()) {
    throw sdkError(
      18,
      `expiration must be after the current block time (${goTime(ctx.block.time.toISOString())}), got ${goTime(expiration)}`,
    );
  }
  const old = getGrant(ctx.store, granter, grantee, url);
  if (old?.expiration && old.expiration !== expiration)
    ctx.store.delete(queueKey(old.expiration, granter, grantee, url));
  if (expiration !== null && old?.expiration !== expiration)
    ctx.store.set(queueKey(expiration, granter, grantee, url), '');
  ctx.store.set(grantKey(granter, grantee, url), JSON.stringify(grant));
  ctx.events.emit(typedEvent(ctx.names.of(EVENT_GRANT), { msg_type_url: url, granter, grantee }));
}

/** Go's time.Format(time.RFC3339) of a UTC time (no fraction). */
function goTime(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** Keeper.DeleteGrant: the grant and its queue entry go, EventRevoke is emitted; missing is authz code 2. */
export function deleteGrant(ctx: ExecContext, granter: string, grantee: string, url: string): void {
  const grant = getGrant(ctx.store, granter, grantee, url);
  if (!grant) throw authzError(2, `failed to delete grant with key ${storeKeyText(granter, grantee, url)}`);
  if (grant.expiration) ctx.store.delete(queueKey(grant.expiration, granter, grantee, url));
  ctx.store.delete(grantKey(granter, grantee, url));
  ctx.events.emit(typedEvent(ctx.names.of(EVENT_REVOKE), { msg_type_url: url, granter, grantee }));
}

/** MsgGrant: the grantee's account is created if new; a grant for a message the chain does not route is refused. */
export function handleGrant(ctx: ExecContext, msg: Of<'grant'>, isRoutable: (url: string) => boolean): void {
  if (msg.granter.toLowerCase() === msg.grantee.toLowerCase()) throw authzError(7);
  ensureAccount(ctx.store, msg.grantee);
  const authorization = msg.grant.authorization!;
  const url = authorizationMsgType(authorization, ctx.names);
  if (!isRoutable(url)) throw new ChainError('sdk', 29, `${url} doesn't exist.: invalid type`);
  saveGrant(ctx, msg.granter, msg.grantee, { authorization, expiration: msg.grant.expiration });
}

export function handleRevoke(ctx: ExecContext, msg: Of<'revoke'>): void {
  deleteGrant(ctx, msg.granter, msg.grantee, msg.msgTypeUrl);
}

/** gogoproto's CompactTextString of a message's fields, as `%v` prints it in the SDK's wrapped errors. */
function compactText(value: unknown): string {
  if (Array.isArray(value)) return value.map(compactText).join('');
  const fields = Object.entries(value as Record<string, unknown>).filter(([k]) => k !== '@type');
  return fields
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, item] as const) : [[k, v] as const]))
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => (typeof v === 'object' ? `${k}:<${compactText(v)}> ` : `${k}:${JSON.stringify(v)} `))
    .join('');
}

function responseData(out: ReturnType<InnerRouter['handle']>): Uint8Array {
  if (out.contractAddress)
    return MsgInstantiateContractResponse.encode({
      address: out.contractAddress,
      data: new Uint8Array(),
    }).finish();
  return out.response?.bytes ?? new Uint8Array();
}

/** Keeper.DispatchActions for one inner message: the granter's grant is checked, used, updated or deleted. */
function authorize(ctx: ExecContext, grantee: string, inner: Msg): void {
  const granter = msgSigner(inner);
  if (granter === grantee) return;
  const url = msgTypeUrl(inner, ctx.names);
  const grant = getGrant(ctx.store, granter, grantee, url);
  if (!grant) throw authzError(2, `failed to update grant with key ${storeKeyText(granter, grantee, url)}`);
  if (grant.expiration && new Date(grant.expiration).getTime() < ctx.block.time.getTime())
    throw authzError(6);
  const response = acceptAuthorization(ctx, grant.authorization, inner);
  if (response.remove) deleteGrant(ctx, granter, grantee, url);
  else if (response.updated)
    ctx.store.set(
      grantKey(granter, grantee, url),
      JSON.stringify({ ...grant, authorization: response.updated }),
    );
}

/** MsgExec: inner ValidateBasic, then each inner message authorized and run; its events get authz_msg_index. */
export function handleExec(ctx: ExecContext, msg: Of<'exec'>, router: InnerRouter): MsgResponse {
  msg.msgs.forEach((inner, i) => {
    try {
      router.validate(inner);
    } catch (err) {
      const e = asChainError(err);
      throw new ChainError(e.codespace, e.code, `msg ${i}: ${e.message}`);
    }
  });
  const results = msg.msgs.map((inner, i) => {
    authorize(ctx, msg.grantee, inner);
    const events = new EventCollector();
    let out: ReturnType<InnerRouter['handle']>;
    try {
      out = router.handle(withEvents(ctx, events), inner);
    } catch (err) {
      if (!(err instanceof ChainError)) throw err;
      const text = compactText(msgToJson(inner, ctx.names));
      throw new ChainError(
        err.codespace,
        err.code,
        `failed to execute message; message ${text}: ${err.message}`,
      );
    }
    const index = { key: 'authz_msg_index', value: String(i), index: true };
    ctx.events.emit(...events.events.map((e) => ({ ...e, attributes: [...e.attributes, index] })));
    return responseData(out);
  });
  return {
    bytes: MsgExecResponse.encode({ results }).finish(),
    json: { results: results.map((r) => Buffer.from(r).toString('base64')) },
  };
}

/** BeginBlock: every grant whose expiry is at or before the block time is deleted (no event, like the SDK). */
export function pruneExpiredGrants(store: KVStore, time: Date): void {
  const now = time.toISOString();
  for (const [key] of store.range(QUEUE_PREFIX)) {
    const [expiration, granter, grantee, ...rest] = key.slice(QUEUE_PREFIX.length).split('/');
    if (expiration! > now) break;
    store.delete(key);
    store.delete(grantKey(granter!, grantee!, rest.join('/')));
  }
}

export interface GrantEntry extends StoredGrant {
  granter: string;
  grantee: string;
  /** The store key relative to the queried prefix (pagination keys). */
  key: string;
}

/** Every grant, optionally only those of `granter` (a prefix scan) and of `grantee` (a filter). */
export function listGrants(store: KVStore, filter: { granter?: string; grantee?: string }): GrantEntry[] {
  const prefix = filter.granter ? `${GRANT_PREFIX}${filter.granter}/` : GRANT_PREFIX;
  return store
    .range(prefix)
    .map(([key, raw]) => {
      const [granter, grantee] = key.slice(GRANT_PREFIX.length).split('/');
      return {
        ...(JSON.parse(raw) as StoredGrant),
        granter: granter!,
        grantee: grantee!,
        key: key.slice(prefix.length),
      };
    })
    .filter((g) => !filter.grantee || g.grantee === filter.grantee);
}
