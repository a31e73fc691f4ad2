// The Cosmos Ledger app's own display tables, copied verbatim: the device's words, not ours (never translate them).
// Source: github.com/cosmos/ledger-cosmos @ b0be8c7 (Apache-2.0, Zondax AG): app/src/tx_display.c (key_substitutions),
// app/src/tx_parser.c (value_substitutions), app/src/parser.c (parser_isAmount), app/src/coin.h and
// app/src/common/parser.h (sizes), app/src/tx_parser.h (is_msg_type_field / is_msg_from_field).
import { KIND_VIEWS } from '../tx-kinds/views';

/** Root items of the JSON sign doc in the order the device shows them (tx_display.h root_item_e), with the depth it flattens each to. */
export const ROOT_ITEMS = [
  { key: 'chain_id', maxLevel: 2 },
  { key: 'account_number', maxLevel: 2 },
  { key: 'sequence', maxLevel: 2 },
  { key: 'msgs', maxLevel: 2 },
  { key: 'memo', maxLevel: 2 },
  { key: 'fee', maxLevel: 1 },
  { key: 'tip', maxLevel: 1 },
] as const;

export type RootItemKey = (typeof ROOT_ITEMS)[number]['key'];

/** msgs are flattened one level deeper while the last substituted value was a multi-send ("extraDepthLevel"). */
export const MSGS_EXTRA_DEPTH_LEVEL = 3;

/** tx_parser.h MAX_RECURSION_DEPTH: objects and arrays deeper than this are shown as their JSON text. */
export const MAX_RECURSION_DEPTH = 6;

/** Flattened key path -> the label the device shows (exact match; anything else is shown as the raw path). */
export const DEVICE_KEY_LABELS: Readonly<Record<string, string>> = {
  chain_id: 'Chain ID',
  account_number: 'Account',
  sequence: 'Sequence',
  memo: 'Memo',
  'fee/amount': 'Fee',
  'fee/gas': 'Gas',
  'fee/gas_limit': 'Gas Limit',
  'fee/granter': 'Granter',
  'fee/payer': 'Payer',
  'msgs/type': 'Type',
  'tip/amount': 'Tip',
  'tip/tipper': 'Tipper',
  'msgs/inputs/address': 'Source Address',
  'msgs/inputs/coins': 'Source Coins',
  'msgs/outputs/address': 'Dest Address',
  'msgs/outputs/coins': 'Dest Coins',
  'msgs/value/inputs/address': 'Source Address',
  'msgs/value/inputs/coins': 'Source Coins',
  'msgs/value/outputs/address': 'Dest Address',
  'msgs/value/outputs/coins': 'Dest Coins',
  'msgs/value/from_address': 'From',
  'msgs/value/to_address': 'To',
  'msgs/value/amount': 'Amount',
  'msgs/value/delegator_address': 'Delegator',
  'msgs/value/validator_address': 'Validator',
  'msgs/value/withdraw_address': 'Withdraw Address',
  'msgs/value/validator_src_address': 'Validator Source',
  'msgs/value/validator_dst_address': 'Validator Dest',
  'msgs/value/description': 'Description',
  'msgs/value/initial_deposit/amount': 'Deposit Amount',
  'msgs/value/initial_deposit/denom': 'Deposit Denom',
  'msgs/value/proposal_type': 'Proposal',
  'msgs/value/proposer': 'Proposer',
  'msgs/value/title': 'Title',
  'msgs/value/depositor': 'Sender',
  'msgs/value/proposal_id': 'Proposal ID',
  // sic: the app labels the voter "Description".
  'msgs/value/voter': 'Description',
  'msgs/value/option': 'Option',
};

/** The app's short names for amino types the wallet does not sign (the wallet's own kinds say theirs). */
const OTHER_VALUE_LABELS: Readonly<Record<string, string>> = {
  'cosmos-sdk/MsgSubmitProposal': 'Propose',
  'cosmos-sdk/MsgDeposit': 'Deposit',
  'cosmos-sdk/MsgWithdrawValidatorCommission': 'Withdraw Val. Commission',
  'cosmos-sdk/MsgSetWithdrawAddress': 'Withdraw Set Address',
  'cosmos-sdk/MsgMultiSend': 'Multi Send',
};

/**
 * A string value equal to one of these is shown as its short name, wherever it appears: the app's value_substitutions,
 * joined from each message kind's `ledgerLabel` and the rest (a test keeps the union equal to the app's table).
 */
export const DEVICE_VALUE_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    KIND_VIEWS.filter((kind) => kind.ledgerLabel !== null).map((kind) => [kind.aminoType, kind.ledgerLabel!]),
  ),
  ...Object.assign({}, ...KIND_VIEWS.map((kind) => kind.ledgerLegacyLabels ?? {})),
  ...OTHER_VALUE_LABELS,
};

/** Keys whose value is formatted as coins ("<amount> <denom>", one page per coin). */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set([
  'fee/amount',
  'msgs/inputs/coins',
  'msgs/outputs/coins',
  'msgs/value/inputs/coins',
  'msgs/value/outputs/coins',
  'msgs/value/amount',
  'tip/amount',
]);

/** Messages of one type show "Type" once; on the default chain, one delegator shows "Delegator" once. */
export const MSG_TYPE_KEY = 'msgs/type';
export const MSG_FROM_KEY = 'msgs/value/delegator_address';

/** On this chain (and not in expert mode) the app hides chain id, account, sequence, gas and shows uatom as ATOM. */
export const DEFAULT_CHAIN = {
  chainId: 'cosmoshub-4',
  denomBase: 'uatom',
  denomRepr: 'ATOM',
  decimals: 6,
} as const;

/** Buffer sizes (bytes, terminating zero included) the app reads keys and values through. */
export const DEVICE_BUFFERS = {
  queryKey: 35, // QUERY_KEY_BUFFER_SIZE: flattened key paths longer than 34 bytes are cut
  indexValue: 70, // INDEXING_TMP_VALUESIZE: grouping compares the first 69 bytes of a value
  chainId: 20, // COIN_MAX_CHAINID_LEN
  coinAmount: 50, // COIN_AMOUNT_MAXSIZE
  coinDenom: 129, // COIN_DENOM_MAXSIZE
  maxItems: 255, // more items than a uint8 counts: the app refuses the transaction
} as const;
