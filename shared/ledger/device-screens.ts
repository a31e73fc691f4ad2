// What the Ledger Cosmos app shows for an amino JSON sign doc, screen by screen: a pure port of its display rules
// (cosmos/ledger-cosmos app/src/tx_display.c, tx_parser.c, parser.c) so a person can compare the wallet with the device.
import { DEVICE_MODELS, type DeviceModelName } from './device-models';
import {
  AMOUNT_KEYS,
  DEFAULT_CHAIN,
  DEVICE_BUFFERS,
  DEVICE_KEY_LABELS,
  DEVICE_VALUE_LABELS,
  MAX_RECURSION_DEPTH,
  MSG_FROM_KEY,
  MSG_TYPE_KEY,
  MSGS_EXTRA_DEPTH_LEVEL,
  ROOT_ITEMS,
  type RootItemKey,
} from './device-tables';
import { rawText, readJsonSpans, type JsonSpan } from './json-spans';

/** One screen of the device: item `item` (0-based, as the device counts), page `page` of `pageCount`. */
export interface DeviceScreen {
  item: number;
  /** The device's label (or the raw key path, cut to the model's key size). */
  key: string;
  value: string;
  page: number;
  pageCount: number;
  /** The app cannot format this item and shows its error text instead of a value (key is then the raw path). */
  error?: DeviceItemError;
}

/** The app's own error texts (parser_getErrorDescription) for an item it cannot format. */
export const DEVICE_ITEM_ERRORS = {
  unexpected_field: 'Unexpected field',
  unexpected_error: 'Unexpected error',
} as const;
export type DeviceItemError = keyof typeof DEVICE_ITEM_ERRORS;

export type DeviceScreensResult =
  | { ok: true; screens: DeviceScreen[] }
  | { ok: false; error: 'not_json' | 'unexpected_chain' | 'too_many_items' };

export interface DeviceScreensOptions {
  /** Which Ledger: decides how long values are paged (default Nano S Plus / Nano X). */
  model?: DeviceModelName;
  /** The app's "expert mode" setting. Off a cosmoshub-4 sign doc the app behaves as in expert mode anyway. */
  expertMode?: boolean;
  /** The signing account's address: on the default chain the app hides a delegator equal to it. */
  ownAddress?: string;
}

interface Leaf {
  /** Position among all leaves of its root item (before grouping hides any). */
  index: number;
  key: string;
  span: JsonSpan;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const byteLength = (s: string) => encoder.encode(s).length;
const cutBytes = (s: string, max: number) => {
  const bytes = encoder.encode(s);
  return bytes.length <= max ? s : decoder.decode(bytes.slice(0, max));
};

/** The app pages a value by bytes: `size` bytes a page (zxlib pageStringExt). An empty value is one empty page. */
export function pageBytes(text: string, size: number): string[] {
  const bytes = encoder.encode(text);
  if (bytes.length === 0) return [''];
  const pages: string[] = [];
  for (let at = 0; at < bytes.length; at += size) pages.push(decoder.decode(bytes.slice(at, at + size)));
  return pages;
}

/** Every value the traversal reaches, in document order, flattened to `level` keys deep (tx_traverse_find). */
function leavesOf(span: JsonSpan, rootKey: string, level: number): Omit<Leaf, 'index'>[] {
  const leaves: Omit<Leaf, 'index'>[] = [];
  const walk = (node: JsonSpan, key: string, levelLeft: number, depthLeft: number): void => {
    if (levelLeft <= 0 || depthLeft <= 0 || node.kind === 'string' || node.kind === 'primitive') {
      leaves.push({ key: cutBytes(key, DEVICE_BUFFERS.queryKey - 1), span: node });
    } else if (node.kind === 'object') {
      for (const entry of node.entries)
        walk(entry.value, `${key}/${entry.key}`, levelLeft - 1, depthLeft - 1);
    } else {
      for (const item of node.items) walk(item, key, levelLeft, depthLeft - 1);
    }
  };
  walk(span, rootKey, level, MAX_RECURSION_DEPTH);
  return leaves;
}

/** Turns the exact amino JSON the device receives into the screens the Cosmos app shows for it. Pure. */
export function deviceScreens(signDocJson: string, options: DeviceScreensOptions = {}): DeviceScreensResult {
  const root = readJsonSpans(signDocJson);
  if (root === null) return { ok: false, error: 'not_json' };
  const model = DEVICE_MODELS[options.model ?? 'nanoSPlus'];
  const json = signDocJson;

  // tx_getToken: the raw text, a known message type replaced by its short name ("extraDepthLevel" follows it).
  const state = { extraDepth: false };
  const tokenText = (span: JsonSpan): string => {
    const text = rawText(json, span);
    const label = text.length > 0 ? DEVICE_VALUE_LABELS[text] : undefined;
    if (label === undefined) return text;
    state.extraDepth = label.includes('Multi');
    return label;
  };
  const rootValue = (key: string): JsonSpan | undefined =>
    root.kind === 'object' ? root.entries.find((e) => e.key === key)?.value : undefined;

  // tx_indexRootFields: count each root item's leaves and note how messages group.
  const indexed = new Map<RootItemKey, Leaf[]>();
  const grouping = {
    type: { on: true, count: 0, validIndex: -1, reference: '' },
    from: { on: true, count: 0, validIndex: -1, reference: '' },
  };
  for (const { key: rootKey, maxLevel } of ROOT_ITEMS) {
    const span = rootValue(rootKey);
    if (span === undefined) continue;
    const byLevel = new Map<number, Omit<Leaf, 'index'>[]>();
    const leafAt = (level: number, index: number) => {
      if (!byLevel.has(level)) byLevel.set(level, leavesOf(span, rootKey, level));
      return byLevel.get(level)?.[index];
    };
    const leaves: Leaf[] = [];
    for (let index = 0; ; index++) {
      const level = rootKey === 'msgs' && state.extraDepth ? MSGS_EXTRA_DEPTH_LEVEL : maxLevel;
      const leaf = leafAt(level, index);
      if (leaf === undefined) break;
      const value = cutBytes(tokenText(leaf.span), DEVICE_BUFFERS.indexValue - 1);
      if (rootKey === 'memo' && value === '') break;
      if (rootKey === 'msgs') {
        for (const [group, field] of [
          [grouping.type, MSG_TYPE_KEY],
          [grouping.from, MSG_FROM_KEY],
        ] as const) {
          if (!group.on || leaf.key !== field) continue;
          if (group.count === 0) Object.assign(group, { reference: value, validIndex: index });
          if (group.reference !== value) Object.assign(group, { on: false, count: 0 });
          group.count++;
        }
      }
      leaves.push({ index, ...leaf });
    }
    indexed.set(rootKey, leaves);
  }

  // calculate_is_default_chainid: the first 19 bytes of the chain id (or of the first leaf when it is missing).
  const chainSpan = rootValue('chain_id');
  const chainLeaf = chainSpan ? leavesOf(chainSpan, 'chain_id', 2)[0] : leavesOf(root, '', 2)[0];
  const chainId = chainLeaf ? cutBytes(tokenText(chainLeaf.span), DEVICE_BUFFERS.chainId - 1) : '';
  const isDefaultChain = chainId === DEFAULT_CHAIN.chainId;
  if (!isDefaultChain && (chainId === '0' || chainId === '1'))
    return { ok: false, error: 'unexpected_chain' };
  const expertOrOtherChain = options.expertMode === true || !isDefaultChain;
  if (expertOrOtherChain) grouping.from.on = false;
  const hideEveryFrom = options.ownAddress !== undefined && grouping.from.reference === options.ownAddress;

  // get_subitem_count + retrieve_tree_indexes: which leaves the device walks through.
  const total = [...indexed.values()].reduce((n, leaves) => n + leaves.length, 0);
  const shown: Leaf[] = [];
  if (total > 0) {
    for (const { key: rootKey } of ROOT_ITEMS) {
      const leaves = indexed.get(rootKey) ?? [];
      if (['chain_id', 'account_number', 'sequence'].includes(rootKey) && !expertOrOtherChain) continue;
      if (rootKey === 'fee' && !expertOrOtherChain) shown.push(...leaves.slice(0, 1));
      else if (rootKey === 'msgs') shown.push(...leaves.filter((leaf) => !hiddenByGrouping(leaf)));
      else shown.push(...leaves);
    }
  }
  if (shown.length > DEVICE_BUFFERS.maxItems) return { ok: false, error: 'too_many_items' };

  function hiddenByGrouping(leaf: Leaf): boolean {
    const { type, from } = grouping;
    if (type.on && type.count > 0 && leaf.key === MSG_TYPE_KEY && leaf.index !== type.validIndex) return true;
    return (
      from.on &&
      from.count > 0 &&
      leaf.key === MSG_FROM_KEY &&
      (hideEveryFrom || leaf.index !== from.validIndex)
    );
  }

  // parser_formatAmountItem: {"amount","denom"} as "<amount> <denom>" (uatom as ATOM on the default chain).
  const valuePage = model.valueSize - 1;
  const formatCoin = (span: JsonSpan): string[] | DeviceItemError => {
    const elements =
      span.kind === 'object' ? span.entries.length * 2 : span.kind === 'array' ? span.items.length : 0;
    if (elements === 0) return ['Empty'];
    if (elements !== 4 || span.kind !== 'object') return 'unexpected_field';
    const [amountEntry, denomEntry] = span.entries;
    if (amountEntry?.key !== 'amount' || denomEntry?.key !== 'denom') return 'unexpected_field';
    const amount = rawText(json, amountEntry.value);
    const denom = rawText(json, denomEntry.value);
    const denomBytes = byteLength(denom);
    const amountBytes = byteLength(amount);
    if (denomBytes === 0 || denomBytes >= DEVICE_BUFFERS.coinDenom) return 'unexpected_error';
    if (amountBytes === 0 || amountBytes >= DEVICE_BUFFERS.coinAmount) return 'unexpected_error';
    const asAtom = !expertOrOtherChain && denom === DEFAULT_CHAIN.denomBase;
    const text = asAtom
      ? `${withDecimals(amount, DEFAULT_CHAIN.decimals)} ${DEFAULT_CHAIN.denomRepr}`
      : `${amount} ${denom}`;
    return pageBytes(text, valuePage);
  };
  const formatCoins = (span: JsonSpan): string[] | DeviceItemError => {
    if (span.kind !== 'array') return formatCoin(span);
    const pages: string[] = [];
    for (const item of span.items) {
      const itemPages = formatCoin(item);
      if (typeof itemPages === 'string') return itemPages;
      pages.push(...itemPages);
    }
    return pages.length === 0 ? ['Empty'] : pages;
  };

  const screens: DeviceScreen[] = [];
  shown.forEach((leaf, item) => {
    const pages = AMOUNT_KEYS.has(leaf.key)
      ? formatCoins(leaf.span)
      : pageBytes(tokenText(leaf.span), valuePage);
    if (typeof pages === 'string') {
      const key = cutBytes(leaf.key, model.keySize - 1);
      screens.push({ item, key, value: DEVICE_ITEM_ERRORS[pages], page: 1, pageCount: 1, error: pages });
      return;
    }
    const key = cutBytes(DEVICE_KEY_LABELS[leaf.key] ?? leaf.key, model.keySize - 1);
    pages.forEach((value, page) =>
      screens.push({ item, key, value, page: page + 1, pageCount: pages.length }),
    );
  });
  return { ok: true, screens };
}

/** The screen's title as the device writes it: "From [1/2]" on a Nano, "From (1/2)" on a touch screen (zxlib view). */
export function deviceScreenTitle(screen: DeviceScreen, model: DeviceModelName = 'nanoSPlus'): string {
  if (screen.pageCount <= 1) return screen.key;
  const touch = model === 'stax' || model === 'flex' || model === 'apexP';
  return touch
    ? `${screen.key} (${screen.page}/${screen.pageCount})`
    : `${screen.key} [${screen.page}/${screen.pageCount}]`;
}

/** zxlib fpstr_to_str: "5000" with 6 decimals is "0.005000". */
function withDecimals(amount: string, decimals: number): string {
  if (amount.length <= decimals) return `0.${'0'.repeat(decimals - amount.length)}${amount}`;
  return `${amount.slice(0, amount.length - decimals)}.${amount.slice(amount.length - decimals)}`;
}
