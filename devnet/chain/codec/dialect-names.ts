// The devnet's names in one dialect (spec or stock cosmos): message type URLs and amino names, key, account and
// tx type URLs, the node-info version key and REST path prefixes, all derived from the canonical names through
// shared/dialect's one mapping. The dialect is data: one chain, one table of names per dialect.
import { TYPE_URL } from '../../../shared/chain';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { MSG_AMINO_TYPE, MSG_TYPE_URL } from './canonical-names';
import type { MsgKind } from './messages';

/** Canonical (stock cosmos) type URL of each message kind the devnet executes. */
const CANONICAL_MSG_URL: Readonly<Record<MsgKind, string>> = {
  send: MSG_TYPE_URL.MsgSend,
  delegate: MSG_TYPE_URL.MsgDelegate,
  undelegate: MSG_TYPE_URL.MsgUndelegate,
  redelegate: MSG_TYPE_URL.MsgBeginRedelegate,
  withdrawReward: MSG_TYPE_URL.MsgWithdrawDelegatorReward,
  execute: MSG_TYPE_URL.MsgExecuteContract,
  instantiate: MSG_TYPE_URL.MsgInstantiateContract,
  bridgeOut: MSG_TYPE_URL.MsgBurnForBridgeOut,
  bridgeIn: '/xyz.bridge.v1.MsgMintForBridgeIn',
  vote: MSG_TYPE_URL.MsgVote,
  voteWeighted: MSG_TYPE_URL.MsgVoteWeighted,
  grant: MSG_TYPE_URL.MsgGrant,
  revoke: MSG_TYPE_URL.MsgRevoke,
  exec: MSG_TYPE_URL.MsgExec,
  grantAllowance: MSG_TYPE_URL.MsgGrantAllowance,
  revokeAllowance: MSG_TYPE_URL.MsgRevokeAllowance,
};

const CANONICAL_AMINO: Readonly<Record<MsgKind, string>> = {
  send: MSG_AMINO_TYPE.MsgSend,
  delegate: MSG_AMINO_TYPE.MsgDelegate,
  undelegate: MSG_AMINO_TYPE.MsgUndelegate,
  redelegate: MSG_AMINO_TYPE.MsgBeginRedelegate,
  withdrawReward: MSG_AMINO_TYPE.MsgWithdrawDelegatorReward,
  execute: MSG_AMINO_TYPE.MsgExecuteContract,
  instantiate: MSG_AMINO_TYPE.MsgInstantiateContract,
  bridgeOut: MSG_AMINO_TYPE.MsgBurnForBridgeOut,
  bridgeIn: 'xyz/MsgMintForBridgeIn',
  vote: MSG_AMINO_TYPE.MsgVote,
  voteWeighted: MSG_AMINO_TYPE.MsgVoteWeighted,
  grant: MSG_AMINO_TYPE.MsgGrant,
  revoke: MSG_AMINO_TYPE.MsgRevoke,
  exec: MSG_AMINO_TYPE.MsgExec,
  grantAllowance: MSG_AMINO_TYPE.MsgGrantAllowance,
  revokeAllowance: MSG_AMINO_TYPE.MsgRevokeAllowance,
};

export interface DialectNames {
  readonly dialect: Dialect;
  readonly msgUrl: Readonly<Record<MsgKind, string>>;
  readonly aminoName: Readonly<Record<MsgKind, string>>;
  /** The kind a type URL names in this dialect; undefined for the other dialect's URLs and unknown ones. */
  kindOfUrl(typeUrl: string): MsgKind | undefined;
  readonly pubkeyUrl: string;
  readonly ed25519PubkeyUrl: string;
  readonly baseAccountUrl: string;
  readonly vestingAccountUrl: string;
  readonly txUrl: string;
  /** node_info.application_version's SDK version key (`cosmos_sdk_version` in the stock dialect). */
  readonly sdkVersionKey: string;
  /** A REST route template written in spec names (`/ledger/bank/...`), in this dialect. */
  route(specTemplate: string): string;
  /** Any other canonical name (a nested Any's type URL, its amino name, a typed event), in this dialect. */
  of(canonical: string): string;
}

const mapValues = (table: Readonly<Record<MsgKind, string>>, dialect: Dialect) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, toDialect(v, dialect)])) as Record<
    MsgKind,
    string
  >;

/** Leading REST path segments in spec names and their canonical form (route templates only, never user data). */
const SPEC_ROUTE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['/ledger/base/consensus/', '/cosmos/base/tendermint/'],
  ['/ledgerwasm/', '/cosmwasm/'],
  ['/ledger/', '/cosmos/'],
];

function buildNames(dialect: Dialect): DialectNames {
  const msgUrl = mapValues(CANONICAL_MSG_URL, dialect);
  const kinds = new Map(Object.entries(msgUrl).map(([kind, url]) => [url, kind as MsgKind]));
  return {
    dialect,
    msgUrl,
    aminoName: mapValues(CANONICAL_AMINO, dialect),
    kindOfUrl: (typeUrl) => kinds.get(typeUrl),
    pubkeyUrl: toDialect(TYPE_URL.PubKeySecp256k1, dialect),
    ed25519PubkeyUrl: toDialect('/cosmos.crypto.ed25519.PubKey', dialect),
    baseAccountUrl: toDialect(TYPE_URL.BaseAccount, dialect),
    vestingAccountUrl: toDialect(TYPE_URL.ContinuousVestingAccount, dialect),
    txUrl: toDialect(TYPE_URL.Tx, dialect),
    sdkVersionKey: toDialect('cosmos_sdk_version', dialect),
    route(specTemplate) {
      if (dialect === 'spec') return specTemplate;
      const prefix = SPEC_ROUTE_PREFIXES.find(([spec]) => specTemplate.startsWith(spec));
      if (!prefix) return specTemplate;
      return toDialect(prefix[1], dialect) + specTemplate.slice(prefix[0].length);
    },
    of: (canonical) => toDialect(canonical, dialect),
  };
}

const NAMES: Readonly<Record<Dialect, DialectNames>> = {
  spec: buildNames('spec'),
  cosmos: buildNames('cosmos'),
};

/** The devnet's names in `dialect` (default: the spec dialect). */
export function dialectNames(dialect: Dialect = 'spec'): DialectNames {
  return NAMES[dialect];
}

/** The dialects a devnet can speak, for flag and option checks. */
export const DIALECTS: readonly Dialect[] = ['spec', 'cosmos'];
