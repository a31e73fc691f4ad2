// Handlers of the shared-account domain: co-signing a proposal with one of this wallet's keys (multisig/sign).
import type { multisigChannels } from '../../../shared/api/multisig';
import { WalletError } from '../../../shared/errors';
import { parseMultisigProposal, serializeMultisigFile } from '../../../shared/multisig/parse';
import type { KeyManager } from '../keys/key-service';
import { cosignProposal } from '../multisig/cosign';
import { multisigError } from '../multisig/errors';
import { openProposal } from '../multisig/proposal';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type MultisigChannel = DomainChannels<typeof multisigChannels>;

/** The contract's channels whose handlers are being written (issue 30): answered 'unavailable' until then. */
function notYet(): never {
  throw new WalletError('unavailable', 'Shared accounts are not available yet in this build.');
}

export function createMultisigHandlers(ctx: HandlerContext, keys: KeyManager): HandlersFor<MultisigChannel> {
  return {
    async 'multisig/sign'(req) {
      const profile = ctx.network();
      const account = keys.getAccount(req.accountId);
      if (account.kind === 'watch_only') {
        throw new WalletError(
          'watch_only',
          'This is a watch-only account: co-sign on the machine that holds its key.',
        );
      }
      const opened = openProposal(parseMultisigProposal(req.proposalText), profile.dialect);
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
    'multisig/create': notYet,
    'multisig/import-card': notYet,
    'multisig/card': notYet,
    'multisig/propose': notYet,
    'multisig/proposals': notYet,
    'multisig/review': notYet,
    'multisig/import-signature': notYet,
    'multisig/broadcast': notYet,
    'multisig/remove-proposal': notYet,
  };
}
