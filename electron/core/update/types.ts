// Shapes shared by the update state machine and the driver that talks to a feed (electron-updater in the shell).
import type { UpdateFailureCode, UpdateStateOf } from '../../../shared/api/update';

export type { UpdateFailureCode };

/** A release the feed offers, reduced to what the state machine and the UI need. */
export interface AvailableUpdate {
  version: string;
  /** Artifact file name (or URL relative to the feed) to download; its signature is `<fileName>.sig`. */
  fileName: string;
  /** Base64 SHA-512 the feed gives for the artifact. */
  sha512: string;
  /** Artifact size in bytes, when the feed states it. */
  size?: number;
  releaseDate?: string;
  releaseNotes?: string;
  /** Percent of installs (0-100) this release is rolled out to; absent means everyone. */
  stagingPercentage?: number;
}

export interface DownloadProgress {
  transferredBytes: number;
  /** Null when neither the feed nor the server states the size. */
  totalBytes: number | null;
}

/** What the state machine needs from an update source. Every method may throw; the machine turns it into `error`. */
export interface UpdateDriver {
  /** Newest release the channel's feed offers, or null when it offers none. */
  fetchLatest(): Promise<AvailableUpdate | null>;
  /** Downloads the artifact (the driver checks the feed's sha512) and resolves to the local file path. */
  download(update: AvailableUpdate, onProgress: (progress: DownloadProgress) => void): Promise<string>;
  /** Text of the detached `.sig` published next to the artifact. */
  fetchSignature(update: AvailableUpdate): Promise<string>;
  /** Installs the verified file, normally by quitting and restarting the app. */
  install(filePath: string, update: AvailableUpdate): Promise<void> | void;
  /** Deletes a downloaded file that failed verification, when the driver owns the file. */
  discard?(filePath: string): Promise<void>;
}

/** The update machine's state; the shape is shared with the contract so the two cannot drift. */
export type UpdateState = UpdateStateOf<AvailableUpdate>;
