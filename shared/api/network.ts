// Contract of the network domain: network profiles (the devnet default plus user-defined ones).
import { z } from 'zod';
import { channel, emptyRequest, idSchema, nameText } from './channel';

const decimalPrice = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'Gas price must be a decimal like 0.025.');
const httpUrl = z
  .string()
  .max(2048)
  .url('Must be a URL like http://127.0.0.1:1317.')
  .refine((u) => /^https?:\/\//i.test(u), 'Must start with http:// or https://.');

const explorerTemplate = z
  .string()
  .max(2048)
  .regex(/^https:\/\/[^\s{}]+\S*$/i, 'Must start with https:// (like https://explorer.example/tx/{hash}).')
  .refine((u) => u.includes('{hash}'), 'Must contain {hash} where the transaction hash goes.');

/** A network profile as the user edits it (id and builtin flag come from core). */
export const networkProfileInputSchema = z.strictObject({
  name: nameText(64),
  chainId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Chain id may contain letters, digits, - _ .'),
  /** Module naming of the chain: 'spec' (XYZ chain, devnet) or 'cosmos' (stock Cosmos SDK + wasmd). */
  dialect: z.enum(['spec', 'cosmos']),
  restUrl: httpUrl,
  rpcUrl: httpUrl,
  backendUrl: httpUrl,
  /** Bech32 human-readable prefix of addresses. */
  prefix: z
    .string()
    .min(1)
    .max(16)
    .regex(/^[a-z]+$/, 'Prefix is lower-case letters.'),
  coinType: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  /** uxyz per unit of gas for each fee tier, decimal strings. */
  gasPrices: z.strictObject({ low: decimalPrice, average: decimalPrice, high: decimalPrice }),
  /** Native denom, e.g. 'uxyz'. */
  denom: z
    .string()
    .min(2)
    .max(64)
    .regex(/^[a-zA-Z][a-zA-Z0-9/:._-]*$/),
  /** Launchpad contract address; null = learn it from GET {backend}/devnet/info (devnet only). */
  launchpadAddress: z.string().max(128).nullable(),
  /** Block-explorer page of a tx: an https URL with `{hash}` where the hash goes; null or absent = no link. */
  explorerTxUrl: explorerTemplate.nullable().optional(),
});

export type NetworkProfileInput = z.infer<typeof networkProfileInputSchema>;

export interface NetworkProfile extends NetworkProfileInput {
  id: string;
  /** The built-in devnet profile cannot be removed (but can be reset). */
  builtin: boolean;
  /** True when this profile is the embedded devnet (launchpad address learned from /devnet/info). */
  isDevnet: boolean;
}

export const networkChannels = {
  'network/list': channel(emptyRequest).returns<{ profiles: NetworkProfile[]; activeId: string }>(),
  'network/get-active': channel(emptyRequest).returns<NetworkProfile>(),
  /**
   * Saves a new profile once its node reports the profile's chain id: else `chain_id_mismatch` with details
   * {nodeChainId, expectedChainId}, or `network` with {unverified: true} when no node answered. `force` skips the check.
   */
  'network/add': channel(
    networkProfileInputSchema.extend({ force: z.boolean().optional() }),
  ).returns<NetworkProfile>(),
  /** Edits a profile; changing its chain id or node URLs checks the node as network/add does (unless `force`). */
  'network/update': channel(
    z.strictObject({
      id: idSchema,
      changes: networkProfileInputSchema.partial(),
      force: z.boolean().optional(),
    }),
  ).returns<NetworkProfile>(),
  /** Removes a user-defined profile; removing the active one switches to the devnet. */
  'network/remove': channel(z.strictObject({ id: idSchema })).returns<{ activeId: string }>(),
  'network/select': channel(z.strictObject({ id: idSchema })).returns<NetworkProfile>(),
  /** Restores the built-in devnet profile to its defaults and selects it. */
  'network/reset': channel(emptyRequest).returns<NetworkProfile>(),
} as const;
