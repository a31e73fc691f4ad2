// zod schemas of the chain REST replies the wallet reads (spec #1-#14, auth account, wasm smart query, staking).
// Field names follow the gateway JSON (snake_case); unknown fields are ignored, missing required ones are errors.
import { z } from 'zod';

/** Unsigned integer carried as a decimal string (int64/uint64 JSON). */
export const uintString = z.string().regex(/^\d+$/, 'expected an unsigned integer string');

export const coinSchema = z.object({ denom: z.string().min(1), amount: uintString });
export type CoinJson = z.output<typeof coinSchema>;

export const paginationSchema = z
  .object({ next_key: z.string().nullable().optional(), total: uintString.optional() })
  .nullable()
  .optional();

export const eventSchema = z.object({
  type: z.string(),
  attributes: z
    .array(
      z.object({ key: z.string(), value: z.string().nullable().optional(), index: z.boolean().optional() }),
    )
    .default([]),
});
export type ChainEventJson = z.output<typeof eventSchema>;

/** tx_response as the gateway shows it (spec "Transaction response"). */
export const txResponseSchema = z.object({
  height: uintString,
  txhash: z.string().min(1),
  codespace: z.string().default(''),
  code: z.number().int().nonnegative(),
  raw_log: z.string().default(''),
  gas_wanted: uintString.default('0'),
  gas_used: uintString.default('0'),
  timestamp: z.string().default(''),
  events: z.array(eventSchema).nullable().default([]),
});
export type TxResponseJson = z.output<typeof txResponseSchema>;

export const messageJsonSchema = z.looseObject({ '@type': z.string().min(1) });

export const txJsonSchema = z.object({
  body: z.object({ messages: z.array(messageJsonSchema), memo: z.string().default('') }),
  auth_info: z.looseObject({
    fee: z.object({ amount: z.array(coinSchema), gas_limit: uintString }).optional(),
  }),
  signatures: z.array(z.string()),
});
export type TxJson = z.output<typeof txJsonSchema>;

/** #1 GET /tx/v1beta1/txs/{hash} */
export const getTxSchema = z.object({
  tx: txJsonSchema.nullable().optional(),
  tx_response: txResponseSchema,
});

/** #2 GET /tx/v1beta1/txs */
export const searchTxsSchema = z.object({
  txs: z.array(txJsonSchema).nullable().default([]),
  tx_responses: z.array(txResponseSchema).nullable().default([]),
  pagination: paginationSchema,
  total: uintString.optional(),
});

/** #3 POST /tx/v1beta1/txs (SYNC): CheckTx result. */
export const broadcastSchema = z.object({
  tx_response: z.object({
    txhash: z.string().min(1),
    code: z.number().int().nonnegative(),
    codespace: z.string().default(''),
    raw_log: z.string().default(''),
    height: uintString.default('0'),
  }),
});

/** #4 POST /tx/v1beta1/simulate */
export const simulateSchema = z.object({
  gas_info: z.object({ gas_used: uintString, gas_wanted: uintString.optional() }),
  result: z
    .looseObject({ events: z.array(eventSchema).nullable().optional() })
    .nullable()
    .optional(),
});

/** #5 and #7 */
export const balancesSchema = z.object({ balances: z.array(coinSchema), pagination: paginationSchema });
/** #6 */
export const balanceByDenomSchema = z.object({ balance: coinSchema });
/** #8 */
export const supplySchema = z.object({ supply: z.array(coinSchema), pagination: paginationSchema });
/** #9 */
export const supplyByDenomSchema = z.object({ amount: coinSchema });

/** #10 node_info; application_version names its SDK field per dialect, so it stays loose. */
export const nodeInfoSchema = z.object({
  default_node_info: z.looseObject({
    network: z.string().min(1),
    version: z.string().default(''),
    moniker: z.string().default(''),
    default_node_id: z.string().default(''),
  }),
  application_version: z
    .looseObject({ version: z.string().default(''), app_name: z.string().default('') })
    .nullable()
    .optional(),
});

/** #11 */
export const syncingSchema = z.object({ syncing: z.boolean() });

/** #12 */
export const latestBlockSchema = z.object({
  block: z.object({
    header: z.looseObject({
      height: uintString,
      time: z.string().default(''),
      chain_id: z.string().default(''),
    }),
    /** The block's txs (base64); absent where a node leaves the body out (then nothing is inferred from it). */
    data: z.looseObject({ txs: z.array(z.string()).nullish() }).optional(),
  }),
});

/** #13 */
export const mintParamsSchema = z.object({
  params: z.object({
    mint_denom: z.string(),
    inflation_rate_change: z.string(),
    inflation_max: z.string(),
    inflation_min: z.string(),
    goal_bonded: z.string(),
    blocks_per_year: uintString,
  }),
});

/** #14: shape "not shown" by the spec; SDK v1 carries voting_params and/or params. */
export const votingParamsSchema = z.looseObject({
  voting_params: z.looseObject({ voting_period: z.string() }).nullable().optional(),
  params: z
    .looseObject({
      voting_period: z.string().optional(),
      quorum: z.string().optional(),
      threshold: z.string().optional(),
    })
    .nullable()
    .optional(),
});

/**
 * A base account. Its `pub_key` carries `key` for a single secp256k1 key; a multisig account's LegacyAminoPubKey has
 * `threshold` and `public_keys` instead (a real node answers so once the multisig has signed), read as no single key.
 */
const baseAccountSchema = z.looseObject({
  address: z.string(),
  pub_key: z.looseObject({ '@type': z.string(), key: z.string().optional() }).nullable().optional(),
  account_number: uintString,
  sequence: uintString,
});

const vestingAccountSchema = z.object({
  base_vesting_account: z.object({ base_account: baseAccountSchema }),
});

/** A module account (x/auth ModuleAccount: `name`, `permissions`) wraps its BaseAccount as `base_account`. */
const moduleAccountSchema = z.object({ base_account: baseAccountSchema });

/**
 * GET /auth/v1beta1/accounts/{address}: a BaseAccount, or a vesting or module account wrapping one, normalized to the
 * base (a real node answers a module account so; it has no key and never signs).
 */
export const accountSchema = z.object({
  account: z.union([
    vestingAccountSchema.transform((vesting) => vesting.base_vesting_account.base_account),
    moduleAccountSchema.transform((module) => module.base_account),
    baseAccountSchema,
  ]),
});

/** GET /wasm/v1/contract/{address}/smart/{query} */
export const smartQuerySchema = z.object({ data: z.unknown() });

export const validatorSchema = z.looseObject({
  operator_address: z.string().min(1),
  jailed: z.boolean().default(false),
  status: z.string().default(''),
  tokens: uintString.default('0'),
  description: z.looseObject({ moniker: z.string().default('') }).optional(),
  commission: z.looseObject({ commission_rates: z.looseObject({ rate: z.string() }) }).optional(),
});
export const validatorsSchema = z.object({
  validators: z.array(validatorSchema),
  pagination: paginationSchema,
});

export const delegationsSchema = z.object({
  delegation_responses: z.array(
    z.object({
      delegation: z.looseObject({
        delegator_address: z.string(),
        validator_address: z.string(),
        shares: z.string(),
      }),
      balance: coinSchema,
    }),
  ),
  pagination: paginationSchema,
});
