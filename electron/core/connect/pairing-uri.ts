// Reads a WalletConnect v2 pairing URI (`wc:<topic>@2?relay-protocol=irn&symKey=<key>&expiryTimestamp=<s>`); anything
// else is refused with the reason it is not one. Pure.
import { WalletError } from '../../../shared/errors';

export interface PairingUri {
  topic: string;
  symKey: string;
  relayProtocol: string;
  /** Epoch seconds, when the URI says. */
  expiryTimestamp: number | null;
  /** The URI rebuilt from what was read (what the client is given: nothing the check did not see). */
  uri: string;
}

export type PairingUriProblem = 'not_wc' | 'version' | 'topic' | 'sym_key' | 'relay' | 'expired' | 'too_long';

const refuse = (problem: PairingUriProblem, message: string) =>
  new WalletError('invalid_request', message, { field: 'uri', reason: problem });

const HEX64 = /^[0-9a-f]{64}$/;

export function parsePairingUri(text: string, nowMs: number): PairingUri {
  const trimmed = text.trim();
  if (trimmed.length > 2048) throw refuse('too_long', 'This is too long to be a connection link.');
  const match = /^wc:([^@?]*)@([^?]*)\?(.*)$/s.exec(trimmed);
  if (!match) throw refuse('not_wc', 'This is not a WalletConnect link (it starts with wc:).');
  const [, topic, version, query] = match as unknown as [string, string, string, string];
  if (version !== '2')
    throw refuse('version', 'This WalletConnect link is for an old version (v1) this wallet does not speak.');
  if (!HEX64.test(topic)) throw refuse('topic', 'This WalletConnect link is damaged (its topic).');
  const params = new URLSearchParams(query);
  const symKey = params.get('symKey') ?? '';
  if (!HEX64.test(symKey)) throw refuse('sym_key', 'This WalletConnect link is damaged (its key).');
  const relayProtocol = params.get('relay-protocol') ?? '';
  if (relayProtocol !== 'irn')
    throw refuse('relay', 'This WalletConnect link names a relay protocol this wallet does not speak.');
  const expiry = params.get('expiryTimestamp');
  let expiryTimestamp: number | null = null;
  if (expiry !== null) {
    if (!/^\d{1,12}$/.test(expiry))
      throw refuse('expired', 'This WalletConnect link is damaged (its expiry).');
    expiryTimestamp = Number(expiry);
    if (expiryTimestamp * 1000 <= nowMs)
      throw refuse('expired', 'This WalletConnect link has expired: ask the app for a new one.');
  }
  const rebuilt = new URLSearchParams({ 'relay-protocol': relayProtocol, symKey });
  if (expiryTimestamp !== null) rebuilt.set('expiryTimestamp', String(expiryTimestamp));
  const methods = params.get('methods');
  if (methods !== null && methods.length <= 512) rebuilt.set('methods', methods);
  return { topic, symKey, relayProtocol, expiryTimestamp, uri: `wc:${topic}@2?${rebuilt.toString()}` };
}
