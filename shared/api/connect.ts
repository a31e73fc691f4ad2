// Contract of the connect domain (issue 32): signed messages (ADR-036 signArbitrary) and, later, app sessions.
import { z } from 'zod';
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
} as const;
