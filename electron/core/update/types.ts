// Shapes shared by the update state machine and the driver that talks to a feed (electron-updater in the shell).
import type { UpdateFailureCode, UpdateFailureDetails, UpdateStateOf } from '../../../shared/api/update';

export type { UpdateFailureCode, UpdateFailureDetails };

/** A release as the feed describes it: nothing here is trusted until its signed manifest is verified. */
export interface OfferedUpdate {
  /** The feed's claim; the verified manifest's version replaces it. */
  version: string;
  /** Artifact file name (or URL relative to the feed); its manifest is `<fileName>.manifest.json`. */
  fileName: string;
  /** Base64 SHA-512 the feed gives for the artifact. */
  sha512: string;
  size?: number;
  releaseDate?: string;
  releaseNotes?: string;
  /** Percent of installs (0-100) this release is rolled out to; absent means everyone. */
  stagingPercentage?: number;
}

/** A release whose signed manifest verified: version, size, SHA-512 and date are the manifest's. */
export interface AvailableUpdate {
  version: string;
  feedVersion: string;
  /** True when `version` is older than the running app: downloading it needs `allowDowngrade`. */
  downgrade: boolean;
  fileName: string;
  sha512: string;
  size: number;
  releaseDate: string;
  keyId: string;
  releaseNotes?: string;
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
  fetchLatest(): Promise<OfferedUpdate | null>;
  /** Text of the signed `<fileName>.manifest.json` published next to the artifact (https or loopback only). */
  fetchManifest(offered: OfferedUpdate): Promise<string>;
  /**
   * Downloads the artifact and resolves to the downloaded file's path. `allowDowngrade` is the person's explicit
   * choice of an older verified release (the driver lets its library fetch an older version only then).
   */
  download(
    update: AvailableUpdate,
    onProgress: (progress: DownloadProgress) => void,
    options: { allowDowngrade: boolean },
  ): Promise<string>;
  /**
   * Copies a downloaded file into a folder only the app can write (mode 0600 file) and resolves to the copy:
   * the copy is what gets verified and installed.
   */
  secureCopy(filePath: string, update: AvailableUpdate): Promise<string>;
  /** Installs exactly the file at `filePath` (the verified private copy), normally by quitting and restarting. */
  install(filePath: string, update: AvailableUpdate): Promise<void> | void;
  /** Deletes a downloaded file (the library's cached download or the private copy). */
  discard(filePath: string): Promise<void>;
}

/** The update machine's state; the shape is shared with the contract so the two cannot drift. */
export type UpdateState = UpdateStateOf<AvailableUpdate>;
