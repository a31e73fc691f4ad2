// BIP39 mnemonics: generation (24 words), normalisation and validation (12 or 24 words, checksum) with clear errors.
import { Bip39, EnglishMnemonic, Random } from '@cosmjs/crypto';
import { WalletError } from '../../../shared/errors';

export const ALLOWED_WORD_COUNTS = [12, 24] as const;

/** A fresh 24-word mnemonic from 32 bytes of CSPRNG entropy. */
export function generateMnemonic(): string {
  return Bip39.encode(Random.getBytes(32)).toString();
}

/** Lower-cases and collapses whitespace. Pure. */
export function normalizeMnemonic(text: string): string {
  return text.normalize('NFKD').trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

/**
 * Validates a typed mnemonic and returns its normalised form. Errors say which problem (count, unknown word,
 * checksum) without echoing the words.
 */
export function parseMnemonic(text: string): string {
  const normalized = normalizeMnemonic(text);
  const words = normalized === '' ? [] : normalized.split(' ');
  if (!(ALLOWED_WORD_COUNTS as readonly number[]).includes(words.length)) {
    throw new WalletError(
      'invalid_mnemonic',
      `A recovery phrase has 12 or 24 words; this one has ${words.length}.`,
    );
  }
  const unknown = words.findIndex((w) => !EnglishMnemonic.wordlist.includes(w));
  if (unknown >= 0) {
    throw new WalletError('invalid_mnemonic', `Word ${unknown + 1} is not in the BIP39 English word list.`, {
      position: unknown + 1,
    });
  }
  try {
    new EnglishMnemonic(normalized);
  } catch {
    throw new WalletError(
      'invalid_mnemonic',
      'The recovery phrase checksum is wrong: check the words and their order.',
    );
  }
  return normalized;
}

/** Picks `count` distinct word positions (0-based, ascending) for the backup confirmation step. */
export function pickConfirmIndices(wordCount: number, count = 3): number[] {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, wordCount)) {
    const [byte] = Random.getBytes(1);
    picked.add((byte ?? 0) % wordCount);
  }
  return [...picked].sort((a, b) => a - b);
}
