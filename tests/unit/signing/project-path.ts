// The wallet's own signing path, step by step as the tx service runs it: key derivation, message builders,
// buildReview (body, auth info, sign doc), the key service's signer and signReviewed (raw tx). Test helper only.
import type { EncodeObject } from '@cosmjs/proto-signing';
import type { Dialect } from '../../../shared/dialect';
import { addressOf, deriveFromMnemonic } from '../../../electron/core/keys/derive';
import { createSigner } from '../../../electron/core/keys/signer';
import * as builders from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { buildReview, type Draft, type Review, type SignModeName } from '../../../electron/core/tx/review';
import { signReviewed, type SignedTx } from '../../../electron/core/tx/sign';
import { simulateDraft } from '../../../electron/core/tx/simulate';
import type { ChainRestClient } from '../../../electron/core/chain/chain-rest';

export interface ProjectKey {
  address: string;
  pubkey: Uint8Array;
  privkey: Uint8Array;
  prefix: string;
}

/** The key the wallet derives for account index 0 of `mnemonic` (coin type 118). */
export async function projectKey(mnemonic: string, prefix: string): Promise<ProjectKey> {
  const { privkey, pubkey } = await deriveFromMnemonic(mnemonic, 118, 0);
  return { privkey, pubkey, prefix, address: addressOf(pubkey, prefix) };
}

/** Builder arguments whose values are bigints; fixtures carry them as decimal strings. */
const BIGINT_ARGS = new Set([
  'amount',
  'creationFee',
  'xyzAmount',
  'minTokensOut',
  'tokenAmount',
  'minXyzOut',
  'codeId',
  'proposalId',
]);

function reviveArgs(args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (BIGINT_ARGS.has(key)) out[key] = BigInt(value as string);
    else if (key === 'funds')
      out[key] = (value as Array<{ denom: string; amount: string }>).map((c) => ({
        denom: c.denom,
        amount: BigInt(c.amount),
      }));
    else out[key] = value;
  }
  return out;
}

/** Calls the project's message builder `name` (electron/core/tx/messages.ts) with fixture arguments. */
export function buildMessage(name: string, args: Record<string, unknown>): EncodeObject {
  const builder = (builders as unknown as Record<string, (input: unknown) => EncodeObject>)[name];
  if (typeof builder !== 'function') throw new Error(`electron/core/tx/messages.ts has no builder ${name}`);
  return builder(reviveArgs(args));
}

export interface TxParams {
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  /** Gas limit; the fee is its low-tier price (0.025 uxyz per gas). */
  gasLimit: bigint;
}

/** A one-message draft from `key`, as the draft builders in drafts.ts hand it on. */
function draftOf(key: ProjectKey, message: EncodeObject, memo: string): Draft {
  return {
    kind: 'vector',
    sender: key.address,
    messages: [message],
    memo,
    spend: builders.nativeSpend([message]),
    summary: '',
  };
}

/** The unsigned tx simulateDraft posts to the node for gas, captured from a stand-in chain client. */
export async function projectSimulateTx(input: {
  key: ProjectKey;
  message: EncodeObject;
  memo: string;
  dialect: Dialect;
  sequence: bigint;
}): Promise<Uint8Array> {
  let posted: Uint8Array | null = null;
  const chain = {
    simulate: async (txBytes: Uint8Array) => {
      posted = txBytes;
      return { gasUsed: 1n };
    },
  } as unknown as ChainRestClient;
  const { key } = input;
  await simulateDraft(
    chain,
    createTxRegistry(input.dialect),
    draftOf(key, input.message, input.memo),
    { address: key.address, pubkey: key.pubkey, accountNumber: 0n, sequence: input.sequence },
    input.dialect,
  );
  if (!posted) throw new Error('simulateDraft posted nothing');
  return posted;
}

/** buildReview exactly as tx-service.ts calls it, with the gas limit fixed instead of simulated. */
export function projectReview(input: {
  key: ProjectKey;
  message: EncodeObject;
  memo: string;
  dialect: Dialect;
  signMode: SignModeName;
  params: TxParams;
}): Review {
  const { key, params } = input;
  return buildReview(
    draftOf(key, input.message, input.memo),
    {
      address: key.address,
      pubkey: key.pubkey,
      accountNumber: params.accountNumber,
      sequence: params.sequence,
    },
    { gasUsed: 0n },
    createTxRegistry(input.dialect),
    {
      chainId: params.chainId,
      dialect: input.dialect,
      tier: 'low',
      gasAdjustment: 1.4,
      gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
      signMode: input.signMode,
      gasLimitOverride: params.gasLimit,
    },
  );
}

/** Signs `review` with the key service's signer for `key` (never locked here). */
export async function projectSign(review: Review, key: ProjectKey): Promise<SignedTx> {
  return signReviewed(review, await createSigner(key, key.prefix, () => true));
}
