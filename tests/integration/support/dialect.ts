// The dialect the devnet-facing tests run in, and the test side of the renaming: the `integration-cosmos` and
// `e2e-cosmos` vitest projects set XYZ_TEST_DIALECT=cosmos, every other run is spec (the default, unchanged).
// Tests are written in spec names; `named` puts a spec name into the run's dialect, `restUrl` a spec REST path,
// and `asWritten` reads a response of a cosmos-dialect devnet back into spec names after checking that not one
// spec name leaked into it. So a test passing on both dialects proves they differ by names and nothing else.
// Independent of the devnet's own naming table: only shared/dialect's documented mapping is used.
import { toDialect, type Dialect } from '../../../shared/dialect';

export const TEST_DIALECT: Dialect = process.env.XYZ_TEST_DIALECT === 'cosmos' ? 'cosmos' : 'spec';

/** The dialect the run does not speak (for "refuses the other dialect" checks). */
export const OTHER_DIALECT: Dialect = TEST_DIALECT === 'cosmos' ? 'spec' : 'cosmos';

/** Spec names -> canonical (cosmos) ones, for type URLs and amino names (they hold no user data). */
function canonicalOf(specName: string): string {
  return specName
    .replace(/ledgerwasm/g, 'cosmwasm')
    .replace(/ledger-sdk/g, 'cosmos-sdk')
    .replace(/ledger_sdk/g, 'cosmos_sdk')
    .replace(/ledger/g, 'cosmos')
    .replace(/consensus/g, 'tendermint');
}

/** A type URL, amino name or JSON key written in spec names, in `dialect` (default: the run's). */
export function named(specName: string, dialect: Dialect = TEST_DIALECT): string {
  return dialect === 'spec' ? specName : toDialect(canonicalOf(specName), dialect);
}

const SPEC_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['/ledger/base/consensus/', '/cosmos/base/tendermint/'],
  ['/ledgerwasm/', '/cosmwasm/'],
  ['/ledger/', '/cosmos/'],
];

/** A chain REST path written in spec names (`/ledger/bank/...`), in `dialect`: only its fixed prefix is renamed. */
export function restPath(specPath: string, dialect: Dialect = TEST_DIALECT): string {
  if (dialect === 'spec') return specPath;
  const found = SPEC_PREFIXES.find(([spec]) => specPath.startsWith(spec));
  return found ? toDialect(found[1], dialect) + specPath.slice(found[0].length) : specPath;
}

/** Spec type URLs inside a query value (e.g. `message.action='/ledger.bank.v1beta1.MsgSend'`). */
const SPEC_TYPE_URL = /\/ledger(wasm)?\.[a-z0-9_]+(\.[a-zA-Z0-9_]+)+/g;

/** A full URL written in spec names (path prefix, type URLs in search filters), in the run's dialect. */
export function restUrl(url: string): string {
  if (TEST_DIALECT === 'spec') return url;
  const parsed = new URL(url);
  let out = url;
  const path = restPath(parsed.pathname);
  if (path !== parsed.pathname) out = out.replace(parsed.pathname, path);
  if (![...parsed.searchParams.values()].some((v) => new RegExp(SPEC_TYPE_URL).test(v))) return out;
  const renamed = new URL(out);
  const params = new URLSearchParams();
  for (const [k, v] of renamed.searchParams)
    params.append(
      k,
      v.replace(SPEC_TYPE_URL, (u) => named(u)),
    );
  renamed.search = params.toString();
  return renamed.toString();
}

/** Names of the spec dialect as they appear in answers (type URLs, amino names, the node-info key, typed events). */
const SPEC_NAME_IN_TEXT =
  /\/ledger(wasm)?\.[a-z]|ledger-sdk\/|ledger_sdk_version|"ledger\.[a-z]+\.v1(beta1)?\.Event/;
/** A typed event's name (EmitTypedEvent: the proto message's full name, no leading '/'), e.g. an event type. */
const COSMOS_TYPED_EVENT = /^cosmos\.[a-z]+\.v1(beta1)?\.Event[A-Za-z]+$/;
/** Cosmos type URLs and amino names inside any string (they contain a '.', which base64 and bech32 never do). */
const COSMOS_TYPE_URL = /\/(cosmos|cosmwasm)\.[a-z0-9_]+(\.[a-zA-Z0-9_]+)+/g;
const COSMOS_AMINO = /\bcosmos-sdk\//g;

/** A cosmos-dialect answer in spec names; throws when the raw answer already holds a spec name (a leak). */
export function asWritten<T>(body: T, dialect: Dialect = TEST_DIALECT): T {
  if (dialect === 'spec') return body;
  const text = JSON.stringify(body) ?? '';
  const leak = SPEC_NAME_IN_TEXT.exec(text);
  if (leak)
    throw new Error(
      `the ${dialect}-dialect devnet answered with a spec name "${leak[0]}": ${text.slice(0, 400)}`,
    );
  return rename(body) as T;
}

function rename(value: unknown): unknown {
  if (typeof value === 'string' && COSMOS_TYPED_EVENT.test(value)) return toDialect(value, 'spec');
  if (typeof value === 'string')
    return value
      .replace(COSMOS_TYPE_URL, (url) => toDialect(url, 'spec'))
      .replace(COSMOS_AMINO, 'ledger-sdk/');
  if (Array.isArray(value)) return value.map(rename);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k === 'cosmos_sdk_version' ? 'ledger_sdk_version' : k,
        rename(v),
      ]),
    );
  return value;
}
