// Which warnings (not errors) a transaction about to be signed deserves: sending to oneself, to a contract, to a
// look-alike of a known address, a loose slippage. Codes and levels only; each front end has its own words (pure).
import { addressPayloadBytes } from './address';
import { lookAlikes } from './address-poisoning';

export type WarningCode =
  'self_send' | 'contract_address' | 'look_alike' | 'slippage_high' | 'slippage_very_high';

/** A warning's kind and how strongly it is shown ('strong' = red, 'warn' = amber). */
export interface Warning {
  code: WarningCode;
  level: 'warn' | 'strong';
}

/** Slippage above this (in basis points: 5%) warns: ordinary trades rarely need more than 1-3%. */
export const SLIPPAGE_WARN_BPS = 500;
/** Slippage above this (20%) warns strongly: a sandwich can take a fifth of the trade. */
export const SLIPPAGE_STRONG_BPS = 2000;

/** Account addresses are 20-byte bech32 payloads; CosmWasm contract addresses are 32 bytes. */
export const CONTRACT_ADDRESS_BYTES = 32;

/**
 * Warnings about a recipient that is already a valid address for this network: it is one of the wallet's own
 * accounts, or a contract, which a plain bank send funds without calling (usually a mistake), or a never-used
 * address that looks like a known one (history, address book, own accounts): address poisoning.
 */
export function recipientWarnings(
  address: string,
  ownAddresses: readonly string[],
  knownAddresses: readonly string[] = [],
): Warning[] {
  const warnings: Warning[] = [];
  const normalized = address.trim().toLowerCase();
  if (ownAddresses.some((own) => own.toLowerCase() === normalized))
    warnings.push({ code: 'self_send', level: 'warn' });
  if (addressPayloadBytes(normalized) === CONTRACT_ADDRESS_BYTES)
    warnings.push({ code: 'contract_address', level: 'strong' });
  if (lookAlikes(normalized, [...knownAddresses, ...ownAddresses]).length > 0)
    warnings.push({ code: 'look_alike', level: 'strong' });
  return warnings;
}

/** Warnings about a slippage limit in basis points (null = invalid, reported as an error elsewhere). */
export function slippageWarnings(bps: number | null): Warning[] {
  if (bps === null || bps <= SLIPPAGE_WARN_BPS) return [];
  return bps > SLIPPAGE_STRONG_BPS
    ? [{ code: 'slippage_very_high', level: 'strong' }]
    : [{ code: 'slippage_high', level: 'warn' }];
}
