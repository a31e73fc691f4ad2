// Handlers of the shared-account domain: create/import/export shared accounts, propose from a reviewed draft, list
// proposals, the co-sign review, co-signing with one of this wallet's keys (multisig/sign), importing signatures,
// combining and broadcasting. The work is in electron/core/multisig/; this file wires it to the core's services.
import { randomUUID } from 'node:crypto';
import type { multisigChannels } from '../../../shared/api/multisig';
import { convertAddressPrefix } from '../../../shared/address';
import { WalletError } from '../../../shared/errors';
import { parseMultisigProposal, serializeMultisigFile } from '../../../shared/multisig/parse';
import type { KeyManager } from '../keys/key-service';
import { cosignProposal } from '../multisig/cosign';
import { cosignReview } from '../multisig/cosign-review';
import { multisigError } from '../multisig/errors';
import { multisigFileJson } from '../multisig/file-text';
import { openProposal } from '../multisig/proposal';
import {
  broadcastStored,
  importSignature,
  listProposals,
  proposeReviewed,
  removeProposal,
} from '../multisig/proposals';
import type { ProposalDeps } from '../multisig/service-deps';
import { createSharedAccount, importSharedAccount, memberCardText } from '../multisig/shared-accounts';
import type { ChainRuntime } from '../runtime/chain-runtime';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type MultisigChannel = DomainChannels<typeof multisigChannels>;

function proposalDeps(ctx: HandlerContext, keys: KeyManager, runtime: ChainRuntime): ProposalDeps {
  return {
    listAccounts: () => keys.listAccounts(),
    getAccount: (accountId) => keys.getAccount(accountId),
    addSharedAccount: (entry) => keys.addSharedAccount(entry),
    contactName(address) {
      const prefix = ctx.network().prefix;
      const wanted = convertAddressPrefix(address, prefix);
      return (
        ctx.db.addressBook.list().find((e) => convertAddressPrefix(e.address, prefix) === wanted)?.name ??
        null
      );
    },
    network: () => ctx.network(),
    chain: () => runtime.clients().chain,
    clock: () => ctx.clock(),
    proposals: ctx.db.multisigProposals,
    pending: ctx.db.pending,
    takeSharedReview: (reviewId, hash) => runtime.tx.takeShared(reviewId, hash),
    broadcast: (input) => runtime.tx.broadcastSignedBytes(input),
    newId: () => randomUUID(),
  };
}

export function createMultisigHandlers(
  ctx: HandlerContext,
  keys: KeyManager,
  runtime: ChainRuntime,
): HandlersFor<MultisigChannel> {
  const deps = proposalDeps(ctx, keys, runtime);
  return {
    'multisig/create': (req) => createSharedAccount(deps, req),
    'multisig/import-card': (req) => importSharedAccount(deps, req),
    'multisig/card': (req) => memberCardText(deps, req.accountId),
    'multisig/propose': (req) => proposeReviewed(deps, req),
    'multisig/proposals': async (req) => ({ proposals: await listProposals(deps, req.accountId) }),
    'multisig/review': (req) => cosignReview(deps, req.proposalText),
    'multisig/import-signature': (req) => importSignature(deps, req),
    'multisig/broadcast': (req) => broadcastStored(deps, req.proposalId),
    'multisig/remove-proposal': (req) => removeProposal(deps, req.proposalId),
    async 'multisig/sign'(req) {
      const profile = ctx.network();
      const account = keys.getAccount(req.accountId);
      if (account.kind === 'watch_only' || account.kind === 'multisig') {
        throw new WalletError(
          'watch_only',
          'This account holds no key here: co-sign on the machine (or device) that holds the member’s key.',
        );
      }
      const opened = openProposal(parseMultisigProposal(multisigFileJson(req.proposalText)), profile.dialect);
      if (opened.proposal.chain_id !== profile.chainId) {
        throw multisigError(
          'wrong_chain',
          `The proposal is for chain ${opened.proposal.chain_id}; the active network is ${profile.chainId}.`,
        );
      }
      if (opened.proposal.sign_doc_hash !== req.reviewedSignDocHash) {
        throw new WalletError('tx_rejected', 'This is not the proposal that was reviewed: review it again.');
      }
      const signer = await keys.getSigner(req.accountId);
      const signAmino = signer.signAmino;
      if (!signAmino) throw new WalletError('invalid_request', 'This account cannot sign amino JSON.');
      const aminoSigner = { getAccounts: () => signer.getAccounts(), signAmino: signAmino.bind(signer) };
      const signature = await cosignProposal(opened, aminoSigner, account.address, new Date(ctx.clock()));
      return { signature, fileText: serializeMultisigFile(signature) };
    },
  };
}
