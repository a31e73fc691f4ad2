// The proposals of shared accounts: made from a reviewed draft, listed with their status brought up to date (sent,
// included, or stale once another tx used their sequence), signatures imported one by one (each checked against the
// exact sign bytes and the member's key), combined and broadcast once through the wallet's tracked broadcast.
import type { ProposalView } from '../../../shared/api/multisig';
import type { TxSubmitted } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import { parseMultisigSignature, serializeMultisigFile } from '../../../shared/multisig/parse';
import type { MultisigProposalRow } from '../cache/repos/multisig-proposals-types';
import { reviewSignDocHash } from '../tx/review-dto';
import { submittedOf } from '../tx/tx-status';
import { broadcastProposal } from './broadcast';
import { addSignature, type CollectedSignature } from './collect';
import { multisigError } from './errors';
import { multisigFileJson } from './file-text';
import { buildProposal, openProposal, type OpenedProposal } from './proposal';
import { collectingStatus, memberAddress, proposalView, rowFiles } from './proposal-view';
import type { ProposalDeps } from './service-deps';
import { accountDefOf } from '../../../shared/multisig/definition';
import { refusalOf, signatureRefused } from './signature-refusal';

function rowOf(deps: ProposalDeps, proposalId: string): MultisigProposalRow {
  const row = deps.proposals.get(proposalId);
  if (!row || !deps.listAccounts().some((a) => a.id === row.accountId))
    throw new WalletError('not_found', 'No such proposal.', { proposalId });
  return row;
}

const view = (deps: ProposalDeps, row: MultisigProposalRow): ProposalView =>
  proposalView(row, deps.network().prefix);

/** The opened proposal of a row and its collected signatures (re-checked: stored text is read like any file). */
function openedRow(deps: ProposalDeps, row: MultisigProposalRow) {
  const { proposal } = rowFiles(row);
  const opened = openProposal(proposal, deps.network().dialect);
  let collected: CollectedSignature[] = [];
  for (const text of row.signatures)
    collected = addSignature(opened, collected, parseMultisigSignature(text));
  return { opened, collected };
}

export function proposeReviewed(
  deps: ProposalDeps,
  request: { reviewId: string; reviewedSignDocHash: string },
): { proposal: ProposalView; fileText: string } {
  const stored = deps.takeSharedReview(request.reviewId, request.reviewedSignDocHash);
  const { review } = stored;
  const def = accountDefOf(deps.getAccount(stored.accountId));
  const profile = deps.network();
  const proposal = buildProposal({
    chainId: review.chainId,
    account: def,
    accountNumber: review.accountNumber,
    sequence: review.sequence,
    bodyBytes: review.bodyBytes,
    fee: [...(review.aminoSignDoc?.fee.amount ?? [])],
    gasLimit: review.gasLimit,
    dialect: profile.dialect,
    now: new Date(deps.clock()),
  });
  // What members will sign must be exactly what the person reviewed.
  if (proposal.sign_doc_hash !== reviewSignDocHash(review)) {
    throw new WalletError(
      'internal',
      'The proposal would not be the reviewed transaction; nothing was stored.',
    );
  }
  const fileText = serializeMultisigFile(proposal);
  const row: MultisigProposalRow = {
    id: deps.newId(),
    accountId: stored.accountId,
    networkId: profile.id,
    proposalText: fileText,
    signatures: [],
    status: 'collecting',
    staleReason: null,
    txHash: null,
    createdAt: deps.clock(),
  };
  deps.proposals.add(row);
  return { proposal: view(deps, row), fileText };
}

/** Brings the statuses up to date: a broadcast one from the tracked tx, an open one against the account's sequence. */
async function refreshStatuses(deps: ProposalDeps, rows: MultisigProposalRow[], address: string) {
  const networkId = deps.network().id;
  let sequence: bigint | null = null;
  if (rows.some((r) => r.status === 'collecting' || r.status === 'ready')) {
    sequence = await deps
      .chain()
      .account(address)
      .then((a) => a?.sequence ?? null)
      .catch(() => null); // offline: statuses stay as stored
  }
  return rows.map((row) => {
    if (row.status === 'broadcast' && row.txHash) {
      const tracked = deps.pending.get(networkId, row.txHash);
      if (tracked?.status === 'included') return deps.proposals.update(row.id, { status: 'included' }) ?? row;
      if (tracked?.status === 'failed' || tracked?.status === 'dropped')
        return deps.proposals.update(row.id, { status: 'failed' }) ?? row;
    }
    if ((row.status === 'collecting' || row.status === 'ready') && sequence !== null) {
      if (sequence > BigInt(rowFiles(row).proposal.sequence))
        return deps.proposals.update(row.id, { status: 'stale', staleReason: 'sequence_used' }) ?? row;
    }
    return row;
  });
}

export async function listProposals(deps: ProposalDeps, accountId: string): Promise<ProposalView[]> {
  const account = deps.getAccount(accountId);
  accountDefOf(account);
  deps.proposals.removeOrphans(deps.listAccounts().map((a) => a.id));
  const rows = deps.proposals.listForAccount(accountId, deps.network().id);
  return (await refreshStatuses(deps, rows, account.address)).map((row) => view(deps, row));
}

export function importSignature(
  deps: ProposalDeps,
  request: { proposalId: string; fileText: string },
): { proposal: ProposalView } {
  const row = rowOf(deps, request.proposalId);
  const prefix = deps.network().prefix;
  let file;
  try {
    file = parseMultisigSignature(multisigFileJson(request.fileText));
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    throw signatureRefused('malformed', null, error.message, { problem: error.details?.reason ?? null });
  }
  const member = memberAddress(file.member_pubkey, prefix);
  if (row.status === 'stale') {
    throw signatureRefused(
      'stale_sequence',
      member,
      'Another transaction used this proposal’s sequence: it must be proposed and signed again.',
    );
  }
  if (row.status !== 'collecting' && row.status !== 'ready') {
    throw new WalletError('invalid_request', 'This proposal was already sent.', {
      reason: 'proposal_closed',
    });
  }
  const { opened, collected } = openedRow(deps, row);
  if (collected.some((c) => c.file.member_pubkey === file.member_pubkey)) {
    const name = collected.find((c) => c.file.member_pubkey === file.member_pubkey)!.memberName;
    throw signatureRefused('duplicate', member, `${name} has already signed this proposal.`, {
      memberName: name,
    });
  }
  let next: CollectedSignature[];
  try {
    next = addSignature(opened, collected, file);
  } catch (error) {
    throw refusalOf(error, member);
  }
  const signatures = [...row.signatures, serializeMultisigFile(file)];
  const updated = deps.proposals.update(row.id, {
    signatures,
    status: collectingStatus(opened.proposal.account.threshold, next.length),
  });
  return { proposal: view(deps, updated ?? row) };
}

export async function broadcastStored(
  deps: ProposalDeps,
  proposalId: string,
): Promise<{ submitted: TxSubmitted; proposal: ProposalView }> {
  const row = rowOf(deps, proposalId);
  if (row.status === 'broadcast' || row.status === 'included') {
    throw new WalletError('invalid_request', 'This proposal was already sent.', {
      reason: 'proposal_closed',
    });
  }
  if (row.status === 'stale') {
    throw multisigError(
      'sequence_conflict',
      'Another transaction from the shared account used this proposal’s sequence: propose it again and collect new signatures.',
      { staleReason: 'sequence_used' },
    );
  }
  const { opened, collected } = openedRow(deps, row);
  let submitted: TxSubmitted | null = null;
  try {
    const outcome = await broadcastProposal({
      opened,
      collected,
      chain: deps.chain(),
      chainId: deps.network().chainId,
      send: async (txBytes) => {
        const sent = await deps.broadcast({
          txBytes,
          address: opened.proposal.account.address,
          kind: 'multisig',
          summary: { text: opened.proposal.summary.messages.join('\n').slice(0, 2000) },
        });
        submitted = submittedOf(sent.row);
        return sent.result;
      },
    });
    const updated = deps.proposals.update(row.id, { status: 'broadcast', txHash: outcome.txHash });
    return { submitted: submitted ?? pendingOf(outcome.txHash), proposal: view(deps, updated ?? row) };
  } catch (error) {
    markFailure(deps, row, opened, error);
    throw error;
  }
}

function pendingOf(txHash: string): TxSubmitted {
  return { txHash, status: 'pending', code: null, codespace: null, rawLog: null, height: null, next: null };
}

/** A sequence already used makes the proposal stale; a tx the chain refused makes it failed (it may be sent again). */
function markFailure(deps: ProposalDeps, row: MultisigProposalRow, opened: OpenedProposal, error: unknown) {
  if (!(error instanceof WalletError)) return;
  const reason = error.details?.reason;
  const accountSequence = error.details?.accountSequence;
  const used =
    reason === 'sequence_conflict' &&
    (typeof accountSequence !== 'string' || BigInt(accountSequence) > BigInt(opened.proposal.sequence));
  if (used) deps.proposals.update(row.id, { status: 'stale', staleReason: 'sequence_used' });
  else if (error.details?.code !== undefined || error.code === 'tx_failed')
    deps.proposals.update(row.id, { status: 'failed' });
}

export function removeProposal(deps: ProposalDeps, proposalId: string): { removed: true } {
  rowOf(deps, proposalId);
  deps.proposals.remove(proposalId);
  return { removed: true };
}
