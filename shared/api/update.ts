// Contract of the update domain: the shell's updater (status, check, consent to download, install) seen from the renderer.
import type { ErrorCode } from '../errors';
import { channel, emptyRequest } from './channel';

/** A release the feed offers (mirror of electron/core/update/types.ts AvailableUpdate; browser-safe). */
export interface UpdateInfoView {
  version: string;
  fileName: string;
  /** Base64 SHA-512 the feed gives for the artifact. */
  sha512: string;
  /** Artifact size in bytes, when the feed states it. */
  size?: number;
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
  | { status: 'error'; code: UpdateFailureCode; message: string; update?: U };

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
   * while a step runs, else `not_found`); a failed download or signature check answers its UpdateFailureCode.
   */
  'update/download': channel(emptyRequest).returns<UpdateStateView>(),
  /** Quits and installs the verified release. Refused unless `ready` (`busy` or `not_found`). */
  'update/install': channel(emptyRequest).returns<UpdateStateView>(),
} as const;
