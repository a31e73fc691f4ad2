// Contract of the trusted approval surface: what the approval window reads and decides, never the main page's.
// The main page can only ask (by calling a guarded channel); only this contract's two channels give an answer.
import { z } from 'zod';
import { channel, emptyRequest, idSchema } from './channel';
import { passwordAttemptSchema } from './keys';
import type { ConnectApp, MessageToSign } from './connect';
import type { OfflineSignReview } from './offline';
import type { TxSummary } from '../offline/envelopes';
import type { TxReview } from './tx';

/** What is asked: the core's own facts, rendered by the approval surface as they are (never the page's words). */
export type ApprovalSubject =
  | { kind: 'transaction'; review: TxReview; accountName: string | null }
  | { kind: 'offline_sign'; review: OfflineSignReview; accountName: string | null }
  | {
      kind: 'multisig_sign';
      /** What the proposal's bytes do (rebuilt from them, never the file's own words). */
      summary: TxSummary;
      sharedAddress: string;
      threshold: number;
      members: number;
      chainId: string;
      accountName: string | null;
    }
  | {
      kind: 'sign_message';
      message: MessageToSign;
      accountName: string | null;
      /** The connected app that asks, or null when the wallet's own page or CLI asks. */
      app: ConnectApp | null;
    }
  | { kind: 'keys_reset'; keyedAccounts: number }
  | { kind: 'auto_lock_off' }
  | { kind: 'password_every_send_off' }
  | { kind: 'update_downgrade'; currentVersion: string; version: string };

export type ApprovalKind = ApprovalSubject['kind'];

/** One request waiting in the approval queue. */
export interface ApprovalRequest {
  id: string;
  /** Epoch ms when the request arrived. */
  requestedAt: number;
  /** The wallet password must be typed in the approval surface (the "password on every send" setting). */
  needsPassword: boolean;
  subject: ApprovalSubject;
}

/** Why a guarded call was not carried out (details.reason of the `approval_refused` error). */
export type ApprovalRefusal = 'refused' | 'withdrawn' | 'locked' | 'closed';

export const approvalChannels = {
  /** Every request waiting, oldest first. */
  'approval/pending': channel(emptyRequest).returns<{ requests: ApprovalRequest[] }>(),
  /**
   * Approves or refuses one request. Approving a transaction whose review carries a fee alert needs
   * `acceptHighFee`; with `needsPassword`, a wrong password leaves the request waiting.
   */
  'approval/decide': channel(
    z.strictObject({
      id: idSchema,
      approve: z.boolean(),
      password: passwordAttemptSchema.optional(),
      acceptHighFee: z.boolean().optional(),
    }),
  ).returns<{ decided: true }>(),
} as const;

export type ApprovalChannel = keyof typeof approvalChannels;
export type ApprovalDecideRequest = z.output<(typeof approvalChannels)['approval/decide']['request']>;
export {
  APPROVAL_CHANNEL_NAMES,
  APPROVAL_EVENT,
  APPROVAL_EVENT_IPC_CHANNEL,
  type ApprovalsChanged,
} from './approval-names';
