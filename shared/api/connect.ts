// Contract of the connect domain (issue 32): signed messages (ADR-036 signArbitrary) and, later, app sessions.
import { z } from 'zod';
import type { TxSummary } from '../offline/envelopes';
import type { Permission } from './permissions';
import type { TxBalanceChange, TxReview } from './tx';
import { MAX_ADR036_DATA_BYTES } from '../adr036';
import { channel, idSchema, lengthFirst } from './channel';

/** A StdSignature as Keplr and cosmjs answer it: the signer's public key and the 64-byte r||s signature, base64. */
export interface AminoSignature {
  pub_key: { type: 'tendermint/PubKeySecp256k1'; value: string };
  signature: string;
}

/** A signed message: who signed, what text, and the signature that verifies with verifyADR36Amino. */
export interface SignedMessage {
  signer: string;
  message: string;
  signature: AminoSignature;
}

/** Why an app's session proposal is flagged to the person (decision 0741). */
export type AppFlag = 'plain_http' | 'new_app' | 'look_alike';

/** An app as the approval surface shows it: its own words, its URL as the relay told it, its icon as a data URL. */
export interface ConnectApp {
  name: string;
  url: string;
  /** A `data:` image the core fetched under the token-image rules, or null. */
  icon: string | null;
  flags: AppFlag[];
  /** The known app it looks like, when flagged `look_alike`. */
  looksLike?: string;
}

/** A message to sign as the approval surface shows it: in full, as text when its bytes are UTF-8. */
export interface MessageToSign {
  /** The message as text, or null when its bytes are not UTF-8 text (then `dataBase64` is shown). */
  text: string | null;
  dataBase64: string;
  signer: string;
}

/** The chain methods a session may carry (the WalletConnect cosmos namespace). */
export const COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const;
export type CosmosMethod = (typeof COSMOS_METHODS)[number];

/** An app's sign request as the wallet decoded it: the same facts as its own reviews (never the app's words). */
export interface AppSignReview {
  mode: 'direct' | 'amino';
  chainId: string;
  accountNumber: string;
  sequence: string;
  signer: string;
  summary: TxSummary;
  feeText: string;
  /** Uppercase hex sha256 of the exact bytes to be signed. */
  signDocHash: string;
  /**
   * What a simulation of the signed messages does to the signer's balances, fee included (as `TxReview`'s); null when
   * the simulation could not run, and then `previewError` says why (the person still decides, warned).
   */
  balanceChanges: TxBalanceChange[] | null;
  previewError: 'simulation_failed' | 'node_unreachable' | null;
  /** The fee the app set, judged as the wallet judges its own (approving needs `acceptHighFee`); null when fine. */
  feeAlert: TxReview['feeAlert'];
  /** Permissions the request grants (authz grants, fee allowances), read from its messages as the Permissions screen reads them. */
  grants: Permission[];
}

/** A request from an app that is waiting for the person (kept across a restart or a lock until answered or expired). */
export interface ConnectWaitingRequest {
  /** The app's JSON-RPC id as a string. */
  id: string;
  topic: string;
  app: ConnectApp;
  method: CosmosMethod;
  receivedAt: number;
  /** When the app stops waiting (the request's expiry); the wallet answers 'expired' after it. */
  expiresAt: number;
}

/** Why a request or proposal was refused before the person was asked (the note the person sees). */
export type ConnectRefusalReason =
  | 'malformed_uri'
  | 'unsupported_chain'
  | 'unsupported_method'
  | 'unknown_account'
  | 'wrong_chain_id'
  | 'wrong_signer'
  | 'undecodable'
  | 'too_large'
  | 'unknown_message'
  | 'ledger_direct'
  | 'no_session'
  | 'expired';

/** A connected app's session as the Connected apps screen lists it. */
export interface ConnectSession {
  topic: string;
  app: ConnectApp;
  chainId: string;
  methods: CosmosMethod[];
  accounts: Array<{ accountId: string; address: string; name: string | null }>;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** Message text: non-empty, at most MAX_ADR036_DATA_BYTES characters (the core re-checks its UTF-8 bytes). */
export const messageText = lengthFirst(MAX_ADR036_DATA_BYTES).min(1, 'Enter the message to sign.');

export const connectChannels = {
  /**
   * Signs `message` (its UTF-8 bytes) as an ADR-036 signed message with account `accountId` (software keys; Ledger
   * accounts sign its amino doc on the device). From the page, waits for the approval surface.
   */
  'connect/sign-message': channel(
    z.strictObject({ accountId: idSchema, message: messageText }),
  ).returns<SignedMessage>(),
  /** Pairs with an app from its `wc:` URI; the app's session proposal then waits in the approval surface. */
  'connect/pair': channel(z.strictObject({ uri: lengthFirst(2048) })).returns<{ pairingTopic: string }>(),
  /** Every connected app's session. */
  'connect/sessions': channel(z.strictObject({})).returns<{ sessions: ConnectSession[] }>(),
  /** Requests from apps waiting for the person, oldest first. */
  'connect/requests': channel(z.strictObject({})).returns<{ requests: ConnectWaitingRequest[] }>(),
  /** Ends one session (`topic`) or all of them (`all: true`), telling the apps. */
  'connect/disconnect': channel(
    z.union([
      z.strictObject({ topic: z.string().regex(/^[0-9a-f]{64}$/) }),
      z.strictObject({ all: z.literal(true) }),
    ]),
  ).returns<{ disconnected: number }>(),
} as const;
