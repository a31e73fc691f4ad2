// Contract of the shared-account (k-of-n multisig) domain: co-signing a proposal with a key this wallet holds.
// Creating, showing, combining and broadcasting need no key and run on the pure/core functions directly.
// File formats: docs/offline-files.md ("Shared accounts").
import { z } from 'zod';
import type { MultisigSignatureFile } from '../multisig/files';
import { MAX_MULTISIG_FILE_BYTES } from '../multisig/parse';
import { channel, idSchema } from './channel';

const proposalText = z.string().min(1).max(MAX_MULTISIG_FILE_BYTES);
const hashText = z.string().regex(/^[0-9A-F]{64}$/, 'Not an uppercase sha256 hash.');

export const multisigChannels = {
  /**
   * Co-signs a proposal (amino JSON) with the account `accountId`, which must be a member: only when the proposal's
   * sign-doc hash is the one the person reviewed. Returns the signature file. Never touches the network.
   */
  'multisig/sign': channel(
    z.strictObject({ accountId: idSchema, proposalText, reviewedSignDocHash: hashText }),
  ).returns<{ signature: MultisigSignatureFile; fileText: string }>(),
} as const;
