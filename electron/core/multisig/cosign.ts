// A member co-signs an opened proposal with a key this wallet holds (software key, amino JSON): the signer must be
// a member, must sign exactly the proposal's sign doc, and its signature is verified before the file is written.
import { serializeSignDoc, type OfflineAminoSigner } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import {
  MULTISIG_FILE_VERSION,
  MULTISIG_SIGNATURE_FORMAT,
  type MultisigSignatureFile,
} from '../../../shared/multisig/files';
import { verifyAminoSignature } from '../../../shared/multisig/signature-check';
import { WalletError } from '../../../shared/errors';
import { multisigError } from './errors';
import type { OpenedProposal } from './proposal';

/** What signing needs of a key: cosmjs's amino signer (a software key or a Ledger adapter). */
export type AminoMemberSigner = Pick<OfflineAminoSigner, 'signAmino' | 'getAccounts'>;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Which member of the proposal's account `pubkey` is, or -1. */
export function memberIndexOf(opened: OpenedProposal, pubkey: Uint8Array): number {
  return opened.proposal.account.members.findIndex((m) => sameBytes(fromBase64(m.pubkey), pubkey));
}

/** Signs `opened` as the member whose key signs for `memberAddress`; returns the signature file. */
export async function cosignProposal(
  opened: OpenedProposal,
  signer: AminoMemberSigner,
  memberAddress: string,
  now: Date,
): Promise<MultisigSignatureFile> {
  const account = (await signer.getAccounts()).find((a) => a.address === memberAddress);
  if (!account) throw new WalletError('not_found', `This signer has no key for ${memberAddress}.`);
  if (memberIndexOf(opened, account.pubkey) < 0) {
    throw multisigError(
      'not_a_member',
      `${memberAddress} is not a member of the shared account ${opened.proposal.account.address}.`,
    );
  }
  const reply = await signer.signAmino(memberAddress, opened.signDoc);
  const signature = fromBase64(reply.signature.signature);
  if (
    !sameBytes(serializeSignDoc(reply.signed), opened.signBytes) ||
    !sameBytes(fromBase64(reply.signature.pub_key.value), account.pubkey) ||
    !verifyAminoSignature(opened.signBytes, account.pubkey, signature)
  ) {
    throw new WalletError(
      'tx_rejected',
      'The signer returned a signature for something other than this proposal. Nothing was written.',
    );
  }
  const { proposal } = opened;
  return {
    format: MULTISIG_SIGNATURE_FORMAT,
    version: MULTISIG_FILE_VERSION,
    chain_id: proposal.chain_id,
    account: proposal.account.address,
    account_number: proposal.account_number,
    sequence: proposal.sequence,
    sign_doc_hash: proposal.sign_doc_hash,
    member_pubkey: toBase64(account.pubkey),
    signature: toBase64(signature),
    created_at: now.toISOString(),
  };
}
