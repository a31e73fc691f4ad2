// Contract of the network domain: network profiles (the devnet default plus user-defined ones).
import { z } from 'zod';
import {
  chainIdProblem,
  httpUrlProblem,
  networkNameProblem,
  normalizeUrl,
  prefixProblem,
  URL_MAX,
  type FieldRule,
} from '../network-rules';
import { channel, emptyRequest, idSchema, lengthFirst } from './channel';

const decimalPrice = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'Gas price must be a decimal like 0.025.');

/**
 * A string checked by one of the shared field rules (the settings form runs the same rule as the person types),
 * kept as `normalize` makes it.
 */
const ruled = (rule: FieldRule, normalize: (value: string) => string = (value) => value) =>
  lengthFirst(URL_MAX + 64)
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });

const httpUrl = ruled(httpUrlProblem, normalizeUrl);

const explorerTemplate = lengthFirst(2048)
  .regex(/^https:\/\/[^\s{}]+\S*$/i, 'Must start with https:// (like https://explorer.example/tx/{hash}).')
  .refine((u) => u.includes('{hash}'), 'Must contain {hash} where the transaction hash goes.');

/** A network profile as the user edits it (id and builtin flag come from core). */
export const networkProfileInputSchema = z.strictObject({
  name: ruled(networkNameProblem, (value) => value.trim()),
  chainId: ruled(chainIdProblem),
  /** Module naming of the chain: 'spec' (XYZ chain, devnet) or 'cosmos' (stock Cosmos SDK + wasmd). */
  dialect: z.enum(['spec', 'cosmos']),
  restUrl: httpUrl,
  rpcUrl: httpUrl,
  backendUrl: httpUrl,
  /** Bech32 human-readable prefix of addresses. */
  prefix: ruled(prefixProblem),
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
  /**
   * The person's explicit choice to reach a node on their own network over plain http (warned in the form). Without
   * it every node URL but this computer's must be https (shared/network-rules.ts profileTransportProblem).
   */
  allowInsecureHttp: z.boolean().optional(),
  /** The WalletConnect relay apps are reached through (ws:// only on this computer, else wss://); absent = none. */
  relayUrl: lengthFirst(URL_MAX)
    .regex(
      /^(wss:\/\/[^\s]+|ws:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?)$/i,
      'Must be wss://, or ws:// on this computer.',
    )
    .optional(),
  /** The WalletConnect project id sent to that relay (the devnet's relay accepts any). */
  projectId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
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
