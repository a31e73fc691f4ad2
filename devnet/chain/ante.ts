// The ante handler in the SDK's order: ValidateBasic -> memo -> tx size gas -> deduct fee -> set pubkey ->
// sig count -> sig gas -> sig verify -> increment sequence. Errors carry the SDK's codes and raw_log text.
import { MEMO_MAX_BYTES, memoBytes } from '../../shared/memo';
import type { ExecContext } from './context';
import { validateCoins } from './coins';
import { addressOfPubkey, isValidPubkey, verifySecp256k1 } from './crypto';
import { sdkError } from './errors';
import { event } from './events';
import { GAS_COST } from './gas';
import { msgSigner, msgTypeUrl } from './codec/messages';
import { SIGN_MODE, type DecodedTx } from './codec/tx';
import { deductFee } from './fee';
import { validateBasic } from './handlers';
import { getAccount, setAccount } from './modules/auth';
import {
  adoptMultisigKey,
  extraSubKeys,
  multisigGas,
  multisigSimulatedBytes,
  verifyMultisigSigner,
} from './multisig-ante';
import { aminoSignBytes, directSignBytes } from './sign-bytes';

export { FEE_COLLECTOR_ADDRESS, FEE_DENOM } from './fee';
const MAX_SIGNATURES = 7;
/** Tx-size gas for a signature missing from a simulated tx (64-byte sig + 33-byte key + amino overhead). */
const SIMULATED_SIGNATURE_BYTES = 64 + 33 + 8 + 6;

export type AnteMode = 'check' | 'deliver' | 'simulate';

/** Unique signers in message order (GetSigners). */
export function txSigners(tx: DecodedTx): string[] {
  const seen: string[] = [];
  for (const msg of tx.msgs) {
    const signer = msgSigner(msg);
    if (!seen.includes(signer)) seen.push(signer);
  }
  return seen;
}

/** Runs the ante chain on `ctx` (a branch the caller commits on success). */
export function runAnte(ctx: ExecContext, tx: DecodedTx, mode: AnteMode, chainId: string): void {
  const simulate = mode === 'simulate';
  if (!simulate && tx.fee.gasLimit === 0n) throw sdkError(41, 'must provide positive gas');
  // ValidateBasic
  if (tx.signatures.length === 0 && !simulate) throw sdkError(15);
  const signers = txSigners(tx);
  for (const msg of tx.msgs) validateBasic(msg);
  if (tx.signatures.length !== signers.length && !(simulate && tx.signatures.length <= signers.length)) {
    throw sdkError(4, `wrong number of signers; expected ${signers.length}, got ${tx.signatures.length}`);
  }
  if (tx.signerInfos.length !== signers.length) {
    throw sdkError(4, `invalid number of signer;  expected: ${signers.length}, got ${tx.signerInfos.length}`);
  }
  validateCoins(tx.fee.amount, { allowEmpty: true });
  if (tx.timeoutHeight > 0n && BigInt(ctx.block.height) > tx.timeoutHeight) {
    throw sdkError(30, `block height: ${ctx.block.height}, timeout height: ${tx.timeoutHeight}`);
  }
  // Memo
  // Like the SDK, the limit counts UTF-8 bytes (Go len(string)) though its raw_log says "characters".
  const memoLength = memoBytes(tx.memo);
  if (memoLength > MEMO_MAX_BYTES) {
    throw sdkError(
      12,
      `maximum number of characters is ${MEMO_MAX_BYTES} but received ${memoLength} characters`,
    );
  }
  // Tx size gas
  ctx.meter.consume(GAS_COST.txSizePerByte * tx.bytes.length, 'txSize');
  if (simulate) ctx.meter.consume(GAS_COST.txSizePerByte * missingSignatureBytes(ctx, tx, signers), 'txSize');
  deductFee(
    ctx,
    tx.fee,
    signers[0]!,
    mode,
    tx.msgs.map((msg) => msgTypeUrl(msg, tx.names)),
  );
  setPubkeysAndVerify(ctx, tx, signers, mode, chainId);
}

/** Simulated size of the signatures a simulated tx leaves out (the SDK prices a multisig as TxSigLimit of them). */
function missingSignatureBytes(ctx: ExecContext, tx: DecodedTx, signers: string[]): number {
  let bytes = 0;
  for (let i = 0; i < signers.length; i++) {
    if ((tx.signatures[i]?.length ?? 0) > 0) continue;
    const account = getAccount(ctx.store, signers[i]!);
    bytes += account?.multisig ? multisigSimulatedBytes(account) : SIMULATED_SIGNATURE_BYTES;
  }
  return bytes;
}

function setPubkeysAndVerify(
  ctx: ExecContext,
  tx: DecodedTx,
  signers: string[],
  mode: AnteMode,
  chainId: string,
): void {
  const simulate = mode === 'simulate';
  const accounts = signers.map((signer, i) => {
    const account = getAccount(ctx.store, signer);
    if (!account) throw sdkError(9, `account ${signer} does not exist`);
    const pubkey = tx.signerInfos[i]!.pubkey;
    if (tx.signerInfos[i]!.multisig) {
      if (adoptMultisigKey(account, tx.signerInfos[i]!, i)) setAccount(ctx.store, account);
    } else if (pubkey) {
      if (!simulate || pubkey.length > 0) {
        if (!isValidPubkey(pubkey)) throw sdkError(8, `invalid secp256k1 public key at signer index: ${i}`);
        if (addressOfPubkey(pubkey) !== signer) {
          // The SDK reports this as code 8; the spec says a wrong signer is code 4, and the spec wins.
          throw sdkError(4, `pubKey does not match signer address ${signer} with signer index: ${i}`);
        }
        if (!account.pubkey) {
          account.pubkey = Buffer.from(pubkey).toString('base64');
          setAccount(ctx.store, account);
        }
      }
    }
    return account;
  });
  for (let i = 0; i < signers.length; i++) {
    const account = accounts[i]!;
    const sig = tx.signatures[i] ?? new Uint8Array();
    ctx.events.emit(event('tx', [['acc_seq', `${account.address}/${account.sequence}`]]));
    ctx.events.emit(event('tx', [['signature', Buffer.from(sig).toString('base64')]]));
  }
  const sigCount = tx.signatures.length + extraSubKeys(tx);
  if (sigCount > MAX_SIGNATURES) throw sdkError(14, `signatures: ${sigCount}, limit: ${MAX_SIGNATURES}`);
  for (let i = 0; i < signers.length; i++) {
    const account = accounts[i]!;
    if (!account.pubkey && !account.multisig && !simulate) throw sdkError(8, 'pubkey on account is not set');
    if (account.multisig)
      ctx.meter.consume(multisigGas(account, tx.signerInfos[i]!), 'ante verify: multisig');
    else ctx.meter.consume(GAS_COST.secp256k1Verify, 'ante verify: secp256k1');
  }
  for (let i = 0; i < signers.length; i++) {
    const account = accounts[i]!;
    const info = tx.signerInfos[i]!;
    if (info.sequence !== BigInt(account.sequence)) {
      throw sdkError(32, `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`);
    }
    const failureText = `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${chainId})`;
    if (simulate) continue;
    if (account.multisig) {
      const verifyMember = (key: Uint8Array, mode: number, signature: Uint8Array) =>
        verifyWithMode(tx, mode, key, signature, account.accountNumber, chainId, info.sequence);
      verifyMultisigSigner(tx, i, account, verifyMember, failureText);
    } else if (info.multi) {
      throw sdkError(4, `multisignature data for an account without a multisig key: ${failureText}`);
    } else if (!verifySignature(tx, i, account.pubkey!, account.accountNumber, chainId, mode)) {
      throw sdkError(4, failureText);
    }
  }
  for (const account of accounts) {
    const fresh = getAccount(ctx.store, account.address)!;
    fresh.sequence += 1;
    setAccount(ctx.store, fresh);
  }
}

/**
 * Signatures CheckTx verified, keyed by everything the sign bytes depend on, so DeliverTx of the same bytes does not
 * pay for ECDSA twice. DeliverTx takes its tx's entry out: the set holds the txs waiting in the mempool, not every tx
 * the chain ever checked (it kept those until 200,000, ~0.2 KB of a long run's heap a tx; issue 33). Entries of txs
 * never delivered (dropped in CheckTx after the signature, or failing an earlier DeliverTx check) leave oldest first
 * beyond the mempool's own bound. Only successes are kept.
 */
const verifiedSignatures = new Set<string>();
export const MAX_VERIFIED_SIGNATURES = 50_000;

/** How many verified signatures are waiting for their DeliverTx (a test's window on the cache). */
export function verifiedSignatureCount(): number {
  return verifiedSignatures.size;
}

function rememberVerified(cacheKey: string): void {
  if (verifiedSignatures.size >= MAX_VERIFIED_SIGNATURES) {
    const oldest = verifiedSignatures.values().next().value;
    if (oldest !== undefined) verifiedSignatures.delete(oldest);
  }
  verifiedSignatures.add(cacheKey);
}

function verifySignature(
  tx: DecodedTx,
  index: number,
  pubkeyB64: string,
  accountNumber: number,
  chainId: string,
  mode: AnteMode,
): boolean {
  const cacheKey = `${tx.hash}/${index}/${pubkeyB64}/${accountNumber}/${chainId}`;
  if (verifiedSignatures.has(cacheKey)) {
    if (mode === 'deliver') verifiedSignatures.delete(cacheKey);
    return true;
  }
  const ok = verifySignatureUncached(tx, index, pubkeyB64, accountNumber, chainId);
  if (ok && mode === 'check') rememberVerified(cacheKey);
  return ok;
}

function verifySignatureUncached(
  tx: DecodedTx,
  index: number,
  pubkeyB64: string,
  accountNumber: number,
  chainId: string,
): boolean {
  const pubkey = Buffer.from(pubkeyB64, 'base64');
  const signature = tx.signatures[index]!;
  const info = tx.signerInfos[index]!;
  return verifyWithMode(tx, info.mode, pubkey, signature, accountNumber, chainId, info.sequence);
}

/** One secp256k1 signature over the sign bytes of `mode` (the signer info's sequence is in the amino doc). */
function verifyWithMode(
  tx: DecodedTx,
  mode: number,
  pubkey: Uint8Array,
  signature: Uint8Array,
  accountNumber: number,
  chainId: string,
  sequence: bigint,
): boolean {
  if (mode === SIGN_MODE.DIRECT) {
    return verifySecp256k1(pubkey, directSignBytes(tx, chainId, accountNumber), signature);
  }
  if (mode === SIGN_MODE.LEGACY_AMINO_JSON) {
    return aminoSignBytes(tx, chainId, accountNumber, sequence).some((bytes) =>
      verifySecp256k1(pubkey, bytes, signature),
    );
  }
  throw sdkError(18, `unsupported sign mode ${mode}`);
}
