// A stored proposal as the contract shows it: the summary rebuilt from its bytes, who has signed (by key), where it
// is. Pure.
import { fromBase64 } from '@cosmjs/encoding';
import type { ProposalView } from '../../../shared/api/multisig';
import { toBech32 } from '../../../shared/bech32';
import type { MultisigProposal, MultisigSignatureFile } from '../../../shared/multisig/files';
import { parseMultisigProposal, parseMultisigSignature } from '../../../shared/multisig/parse';
import { rawAddressOfKey } from '../../../shared/multisig/pubkey';
import type { MultisigProposalRow } from '../cache/repos/multisig-proposals-types';

/** A member key's address under `prefix`. */
export const memberAddress = (pubkey: string, prefix: string): string =>
  toBech32(prefix, rawAddressOfKey(fromBase64(pubkey)));

/** The stored proposal and signature files of a row (stored only after every check passed). */
export function rowFiles(row: MultisigProposalRow): {
  proposal: MultisigProposal;
  signatures: MultisigSignatureFile[];
} {
  return {
    proposal: parseMultisigProposal(row.proposalText),
    signatures: row.signatures.map((text) => parseMultisigSignature(text)),
  };
}

export function proposalView(row: MultisigProposalRow, prefix: string): ProposalView {
  const { proposal, signatures } = rowFiles(row);
  const signedKeys = new Set(signatures.map((s) => s.member_pubkey));
  const { account } = proposal;
  return {
    id: row.id,
    accountId: row.accountId,
    summary: proposal.summary,
    chainId: proposal.chain_id,
    accountNumber: proposal.account_number,
    sequence: proposal.sequence,
    signDocHash: proposal.sign_doc_hash,
    signers: account.members.map((m) => ({
      address: memberAddress(m.pubkey, prefix),
      name: m.name === '' ? null : m.name,
      signed: signedKeys.has(m.pubkey),
    })),
    threshold: account.threshold,
    status: row.status,
    ...(row.staleReason ? { staleReason: row.staleReason } : {}),
    txHash: row.txHash,
    fileText: row.proposalText,
    createdAt: row.createdAt,
  };
}

/** 'ready' once k signatures are in, else 'collecting' (for a proposal still open). */
export function collectingStatus(threshold: number, signatureCount: number): 'collecting' | 'ready' {
  return signatureCount >= threshold ? 'ready' : 'collecting';
}
