// Chain constants shared by every layer: denoms, prefixes, canonical type URLs, result codes, gas rules.
// Canonical names are written in the "cosmos" dialect; `shared/dialect.ts` maps them to a profile's dialect.

/** Native base denomination; 1 XYZ = 10^6 uxyz. */
export const BASE_DENOM = 'uxyz';
/** Human display denomination. */
export const DISPLAY_DENOM = 'XYZ';
/** Fraction digits between uxyz and XYZ (and the default for CW20 tokens). */
export const DECIMALS = 6;
/** Bech32 human-readable prefix of account addresses. */
export const BECH32_PREFIX = 'xyz';
/** SLIP-44 coin type used in the HD path m/44'/118'/0'/0/{index}. */
export const COIN_TYPE = 118;

export const MAINNET_CHAIN_ID = 'xyz-1';
export const DEVNET_CHAIN_ID = 'xyz-devnet-1';

/** Default gas adjustment applied to simulated gas_used, and its allowed range. */
export const GAS_ADJUSTMENT_DEFAULT = 1.4;
export const GAS_ADJUSTMENT_MIN = 1.3;
export const GAS_ADJUSTMENT_MAX = 1.5;

/** Fee tiers in uxyz per unit of gas, as decimal strings (never floats in fee math). */
export const GAS_PRICES = { low: '0.025', average: '0.03', high: '0.04' } as const;
export type FeeTier = keyof typeof GAS_PRICES;
/** Devnet minimum gas price; below it CheckTx answers code 13. */
export const DEVNET_MIN_GAS_PRICE = '0.025';

/** Canonical (cosmos-dialect) protobuf type URLs of what is not a message (messages: shared/tx-kinds). */
export const TYPE_URL = {
  PubKeySecp256k1: '/cosmos.crypto.secp256k1.PubKey',
  BaseAccount: '/cosmos.auth.v1beta1.BaseAccount',
  ContinuousVestingAccount: '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
  Tx: '/cosmos.tx.v1beta1.Tx',
} as const;

/** Transaction result codes, codespace "sdk" (DOMAIN.md section 4). */
export const TX_CODE = {
  OK: 0,
  TX_DECODE: 2,
  INVALID_SEQUENCE: 3,
  UNAUTHORIZED: 4,
  INSUFFICIENT_FUNDS: 5,
  UNKNOWN_REQUEST: 6,
  INVALID_ADDRESS: 7,
  INVALID_PUBKEY: 8,
  UNKNOWN_ADDRESS: 9,
  INVALID_COINS: 10,
  OUT_OF_GAS: 11,
  MEMO_TOO_LARGE: 12,
  INSUFFICIENT_FEE: 13,
  TOO_MANY_SIGNATURES: 14,
  NO_SIGNATURES: 15,
  INVALID_REQUEST: 18,
  TX_IN_MEMPOOL_CACHE: 19,
  MEMPOOL_FULL: 20,
  TX_TOO_LARGE: 21,
  INVALID_CHAIN_ID: 28,
  TX_TIMEOUT_HEIGHT: 30,
  WRONG_SEQUENCE: 32,
  INVALID_GAS_LIMIT: 41,
} as const;

/** Contract failures use codespace "wasm", code 5. */
export const WASM_CODESPACE = 'wasm';
export const WASM_EXECUTE_FAILED_CODE = 5;

/** Native contract code ids on the devnet (DOMAIN.md section 6). */
export const CODE_ID = { CW20: 1, LAUNCHPAD: 2, AMM_PAIR: 3 } as const;
