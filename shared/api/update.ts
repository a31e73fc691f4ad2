// Contract of the update domain: the shell's updater (status, check, consent to download, install) seen from the renderer.
import type { ErrorCode } from '../errors';
import { z } from 'zod';
import { channel, emptyRequest } from './channel';

/** A release the feed offers (mirror of electron/core/update/types.ts AvailableUpdate; browser-safe). */
export interface UpdateInfoView {
  /** Version from the verified signed manifest (never the feed's claim). */
  version: string;
  /** What the feed claimed; differs from `version` only when the feed lies (e.g. an old build replayed). */
  feedVersion: string;
  /** True when the verified version is older than the running one: installing it needs an explicit choice. */
  downgrade: boolean;
  fileName: string;
  /** Base64 SHA-512 from the verified manifest. */
  sha512: string;
  /** Artifact size in bytes, from the verified manifest. */
  size: number;
  /** Key that signed the manifest. */
  keyId: string;
  releaseDate?: string;
  releaseNotes?: string;
  /** Percent of installs (0-100) this release is rolled out to. */
  stagingPercentage?: number;
}

/**
 * Why an update step failed, as the error code its channel answers: the feed or download could not be reached
 * (`network`), the feed or file was not what it claims (`bad_response`), the signature check refused the file
 * (`signature_invalid`), or the installer could not be started (`internal`).
 */
export type UpdateFailureCode = Extract<
  ErrorCode,
  'network' | 'bad_response' | 'signature_invalid' | 'internal'
>;

/** States of the shell's update machine, generic in what it knows of the update (core uses the full feed entry). */
export type UpdateStateOf<U> =
  | { status: 'idle'; lastCheckedAt: number | null }
  | { status: 'checking' }
  | { status: 'available'; update: U }
  | {
      status: 'downloading';
      update: U;
      /** Whole percent 0-100, or null while the size is unknown. */
      percent: number | null;
      transferredBytes: number;
      totalBytes: number | null;
    }
  | { status: 'verifying'; update: U }
  | { status: 'ready'; update: U; filePath: string; keyId: string }
  | {
      status: 'error';
      code: UpdateFailureCode;
      message: string;
      update?: U;
      details?: UpdateFailureDetails;
    };

/** Data about a failure the renderer words itself (the message is for logs). */
export interface UpdateFailureDetails {
  /** The downloaded file failed a check and was deleted (never installed). */
  deleted?: boolean;
  /** Machine-readable cause, e.g. `sha512_mismatch`, `bad_signature`, `broken_chain`, `not_https`. */
  reason?: string;
}

/** `update/download`: `allowDowngrade` is the person's explicit choice to install an older verified release. */
export const updateDownloadRequest = z.strictObject({ allowDowngrade: z.boolean().optional() });

/** What the renderer sees of the update state. */
export type UpdateStateView = UpdateStateOf<UpdateInfoView>;

/**
 * Handled by the Electron shell (electron/main/updater.ts). Without the shell, core answers `unavailable`
 * (docs/decisions/0304-update-channels.md).
 */
export const updateChannels = {
  /** The current state, without touching the network. */
  'update/status': channel(emptyRequest).returns<UpdateStateView>(),
  /** Asks the feed for a newer release now; a failed check answers `network` or `bad_response`. */
  'update/check': channel(emptyRequest).returns<UpdateStateView>(),
  /**
   * The person's consent: downloads and verifies the available release. Refused unless `available` (`busy`
   * while a step runs, else `not_found`); a failed download or check answers its UpdateFailureCode (a file that
   * failed a check is deleted: `details.deleted`). A release older than the running app (`update.downgrade`)
   * is refused (`invalid_request`, `details.reason: "downgrade_not_allowed"`) unless `allowDowngrade: true`.
   */
  'update/download': channel(updateDownloadRequest).returns<UpdateStateView>(),
  /** Quits and installs the verified release. Refused unless `ready` (`busy` or `not_found`). */
  'update/install': channel(emptyRequest).returns<UpdateStateView>(),
} as const;
