// The rules a network profile's typed fields follow, as pure checks without zod: the settings form runs them as the
// person types (the renderer never loads zod), and shared/api/network.ts builds its schema from the same checks, so
// both refuse the same values with the same sentence.
import { findDeceptiveChars } from './text';

/** A field's check: the sentence saying why `value` is refused, or null when it is valid. */
export type FieldRule = (value: string) => string | null;

export const NETWORK_NAME_MAX = 64;
export const CHAIN_ID_MAX = 64;
export const PREFIX_MAX = 16;
export const URL_MAX = 2048;

/** The text a URL field keeps: trimmed, without tabs and line breaks (what the WHATWG URL parser ignores too). */
export function normalizeUrl(value: string): string {
  return value.trim().replace(/[\t\n\r]/g, '');
}

function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** A profile's name (compared trimmed): 1-64 characters, none that hide or reorder text. */
export const networkNameProblem: FieldRule = (value) => {
  const name = value.trim();
  if (name.length === 0) return 'Name cannot be empty.';
  if (name.length > NETWORK_NAME_MAX) return `Name is at most ${NETWORK_NAME_MAX} characters.`;
  if (findDeceptiveChars(name).length > 0)
    return 'Names cannot contain hidden, direction-changing or control characters.';
  return null;
};

/** A chain id: 1-64 letters, digits, - _ . */
export const chainIdProblem: FieldRule = (value) => {
  if (value.length === 0) return 'Chain id cannot be empty.';
  if (value.length > CHAIN_ID_MAX) return `Chain id is at most ${CHAIN_ID_MAX} characters.`;
  if (!/^[A-Za-z0-9_.-]+$/.test(value)) return 'Chain id may contain letters, digits, - _ .';
  return null;
};

/** A node URL (REST, RPC, backend): an http(s) URL of at most 2048 characters, checked as normalizeUrl keeps it. */
export const httpUrlProblem: FieldRule = (value) => {
  const url = normalizeUrl(value);
  if (url.length > URL_MAX) return `Must be at most ${URL_MAX} characters.`;
  if (!parsesAsUrl(url)) return 'Must be a URL like http://127.0.0.1:1317.';
  if (!/^https?:\/\//i.test(url)) return 'Must start with http:// or https://.';
  return null;
};

/** True when `value` is a URL of this computer (localhost, 127.0.0.0/8, [::1]): traffic that never leaves it. */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(normalizeUrl(value)).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Plain http is read and rewritten by anyone on the network path (a node that lies about sequences or gas): a node
 * URL must be https unless it is this computer, or the profile says the node is on the person's own network.
 */
export function insecureUrlProblem(value: string, allowInsecureHttp: boolean): string | null {
  const url = normalizeUrl(value);
  if (!/^http:\/\//i.test(url) || allowInsecureHttp || isLoopbackUrl(url)) return null;
  return 'Must start with https:// (plain http only for this computer, or with "Allow plain http" for a node on your own network).';
}

/** The first of a profile's node URLs that its transport rule refuses, with the sentence; null when all pass. */
export function profileTransportProblem(profile: {
  restUrl: string;
  rpcUrl: string;
  backendUrl: string;
  allowInsecureHttp?: boolean;
}): { field: 'restUrl' | 'rpcUrl' | 'backendUrl'; problem: string } | null {
  for (const field of ['restUrl', 'rpcUrl', 'backendUrl'] as const) {
    const problem = insecureUrlProblem(profile[field], profile.allowInsecureHttp === true);
    if (problem) return { field, problem };
  }
  return null;
}

/** A bech32 address prefix: 1-16 lower-case letters. */
export const prefixProblem: FieldRule = (value) => {
  if (value.length === 0) return 'Prefix cannot be empty.';
  if (value.length > PREFIX_MAX) return `Prefix is at most ${PREFIX_MAX} letters.`;
  if (!/^[a-z]+$/.test(value)) return 'Prefix is lower-case letters.';
  return null;
};
