// What the wallet knows about one message kind, in one place: every table of the app is derived from a list of these.
// Pure data and functions only (the renderer imports it); the protobuf codec is resolved by the core from the type URL.

/** A coin as protobuf values carry it. */
export interface ProtoCoin {
  denom: string;
  amount: string;
}

/** How a history row's kind is filed in the renderer's list and filters. */
export type RowKind = 'send' | 'delegate' | 'contract' | 'bridge' | 'other';

/** The readable staking/governance line a history message gets in the renderer, when it has one. */
export type StakingKind = 'delegate' | 'undelegate' | 'redelegate' | 'claim' | 'vote' | 'voteWeighted';

/** A message's effect on its owner's total native XYZ (bank + staked + rewards), read from a history row. */
export interface NativeDelta {
  /** Signed change of the owner's total base units. */
  delta: bigint;
  /** False when the message moved native XYZ by an amount its content does not say (a sale's proceeds, a contract). */
  known: boolean;
}

/**
 * A kind's names and how it is filed: plain data, all the renderer needs. Kept apart from the functions so the page
 * does not bundle converters it never calls (each descriptor file exports both; MsgKind includes the view).
 */
export interface KindView {
  /** Stable short id ("undelegate"); used in tests, docs and the CLI's words, never signed. */
  id: string;
  /** Canonical (cosmos-dialect) protobuf type URL; `shared/dialect.ts` renames it per network. */
  typeUrl: string;
  /** Other canonical type URLs a chain's history may show for the same kind (read-only: never signed). */
  historyAliases?: readonly string[];
  /** Canonical (cosmos-dialect) amino type name. */
  aminoType: string;
  /** What the Ledger Cosmos app shows for this kind's amino type (its own word), or null when it shows the type as is. */
  ledgerLabel: string | null;
  /** The app's words for older amino types of the same kind (e.g. the gov v1beta1 vote), by amino type. */
  ledgerLegacyLabels?: Readonly<Record<string, string>>;
  /** How the renderer files a history row that starts with this message. */
  rowKind: RowKind;
  /** The renderer's staking/governance line for it, or null. */
  stakingKind: StakingKind | null;
}

/**
 * One message kind: its view plus what the core does with it. `V` is the protobuf value as cosmjs codecs produce
 * it (camelCase, bigint for uint64, bytes as Uint8Array); `A` is its amino JSON value (snake_case, as the SDK signs it).
 */
export interface MsgKind<
  V extends object = Record<string, unknown>,
  A extends object = Record<string, unknown>,
> extends KindView {
  /** Protobuf value -> amino JSON value (what SIGN_MODE_LEGACY_AMINO_JSON signs). */
  toAmino(value: V): A;
  /** Amino JSON value -> protobuf value (the inverse of `toAmino`). */
  fromAmino(value: A): V;
  /** One full line saying everything that is signed (every address, amount, denom, contract and field): never cut. */
  describe(value: V): string;
  /** The address that must sign the message. */
  signer(value: V): string;
  /** Base units of `denom` the message spends from the signer's bank balance, fee excluded. */
  spend(value: V, denom: string): bigint;
  /** The message's effect on `owner`'s total native XYZ, from its JSON in a history row (snake_case fields). */
  historyDelta(message: Record<string, unknown>, owner: string): NativeDelta;
  /** The `xyz-wallet` command that builds it ("gov vote"), or null when none does. */
  cliVerb: string | null;
  /** Whether the air-gapped signer may sign a file holding it. */
  offlineSignable: boolean;
}

/**
 * Ties a kind's value types to its functions at compile time, then erases them for the list. Call it as
 * `/* @__PURE__ *\/ defineKind(...)` so a bundle that uses only the view drops the functions.
 */
export function defineKind<V extends object, A extends object>(kind: MsgKind<V, A>): MsgKind {
  return kind as unknown as MsgKind;
}
