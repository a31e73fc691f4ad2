// The co-sign review of a proposal file: the full transaction rebuilt from its bytes (an altered file is refused),
// the shared account it spends from (k of n, every member), which of this wallet's accounts are members and can sign
// here, and the hash `multisig/sign` needs. Never touches the network.
import { fromUtf8 } from '@cosmjs/encoding';
import type { MultisigCosignReview, OwnMember } from '../../../shared/api/multisig';
import { convertAddressPrefix } from '../../../shared/address';
import { parseMultisigProposal } from '../../../shared/multisig/parse';
import { multisigError } from './errors';
import { multisigFileJson } from './file-text';
import { openProposal } from './proposal';
import type { ProposalDeps } from './service-deps';
import { sharedInfoOf } from '../../../shared/multisig/definition';

/** The stored proposal's sign-doc hash (its own field, never a match anywhere in its text, e.g. in a memo). */
const signDocHashOf = (text: string): unknown =>
  (JSON.parse(text) as { sign_doc_hash?: unknown }).sign_doc_hash;

const SIGNING_KINDS = new Set(['mnemonic', 'private_key', 'ledger']);

export function cosignReview(deps: ProposalDeps, proposalText: string): MultisigCosignReview {
  const profile = deps.network();
  const fileText = multisigFileJson(proposalText);
  const opened = openProposal(parseMultisigProposal(fileText), profile.dialect);
  const { proposal } = opened;
  if (proposal.chain_id !== profile.chainId) {
    throw multisigError(
      'wrong_chain',
      `The proposal is for chain ${proposal.chain_id}; the active network is ${profile.chainId}.`,
    );
  }
  const accounts = deps.listAccounts();
  const info = sharedInfoOf(proposal.account, profile.prefix);
  const address = convertAddressPrefix(proposal.account.address, profile.prefix);
  const stored = accounts.find((a) => a.kind === 'multisig' && a.address === address);
  const ownMembers: OwnMember[] = [];
  const members = info.members.map((member) => {
    const own = accounts.find((a) => a.kind !== 'multisig' && a.pubkey === member.pubkey) ?? null;
    if (own) {
      ownMembers.push({
        accountId: own.id,
        name: own.name,
        address: own.address,
        kind: own.kind,
        canSign: SIGNING_KINDS.has(own.kind),
      });
    }
    return { ...member, ownAccountId: own?.id ?? null };
  });
  const proposalId =
    (stored &&
      deps.proposals
        .listForAccount(stored.id, profile.id)
        .find((row) => signDocHashOf(row.proposalText) === proposal.sign_doc_hash)?.id) ??
    null;
  return {
    summary: proposal.summary,
    chainId: proposal.chain_id,
    accountNumber: proposal.account_number,
    sequence: proposal.sequence,
    account: {
      address,
      threshold: proposal.account.threshold,
      members,
      accountId: stored?.id ?? null,
      name: stored?.name ?? null,
    },
    ownMembers,
    signDocHash: proposal.sign_doc_hash,
    aminoSignDoc: fromUtf8(opened.signBytes),
    proposalId,
    fileText,
  };
}
