// Key derivation: BIP39 seed -> SLIP-10 secp256k1 at m/44'/{coinType}'/0'/0/{index}; raw private keys; addresses.
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, stringToPath } from '@cosmjs/crypto';
import { fromHex, toBase64, toBech32 } from '@cosmjs/encoding';
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { WalletError } from '../../../shared/errors';

export interface DerivedKey {
  /** 32-byte secp256k1 private key. */
  privkey: Uint8Array;
  /** 33-byte compressed public key. */
  pubkey: Uint8Array;
}

/** The HD path string for an account index. */
export function hdPathString(coinType: number, index: number): string {
  return `m/44'/${coinType}'/0'/0/${index}`;
}

/** Derives the key at m/44'/{coinType}'/0'/0/{index} from a validated, normalised mnemonic. */
export async function deriveFromMnemonic(
  mnemonic: string,
  coinType: number,
  index: number,
): Promise<DerivedKey> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic));
  const { privkey } = Slip10.derivePath(
    Slip10Curve.Secp256k1,
    seed,
    stringToPath(hdPathString(coinType, index)),
  );
  return fromPrivateKey(privkey);
}

/** Parses a hex private key (64 hex chars, optional 0x) and checks it is a valid secp256k1 scalar. */
export async function parsePrivateKeyHex(text: string): Promise<DerivedKey> {
  const hex = text.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new WalletError('invalid_private_key', 'A private key is 64 hexadecimal characters (32 bytes).');
  }
  try {
    return await fromPrivateKey(fromHex(hex));
  } catch {
    throw new WalletError('invalid_private_key', 'This is not a valid secp256k1 private key.');
  }
}

async function fromPrivateKey(privkey: Uint8Array): Promise<DerivedKey> {
  const keypair = await Secp256k1.makeKeypair(privkey);
  return { privkey, pubkey: Secp256k1.compressPubkey(keypair.pubkey) };
}

/** Bech32 account address of a compressed public key. */
export function addressOf(pubkey: Uint8Array, prefix: string): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey));
}

export function pubkeyBase64(pubkey: Uint8Array): string {
  return toBase64(pubkey);
}
