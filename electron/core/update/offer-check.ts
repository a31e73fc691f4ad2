// What the feed offers, as its signed manifest describes it: the verified release, or why the offer is refused.
import type { UpdateKeySet } from './key-chain';
import { artifactBaseName, verifyManifest, type RunningTarget } from './manifest';
import type {
  AvailableUpdate,
  OfferedUpdate,
  UpdateDriver,
  UpdateFailureCode,
  UpdateFailureDetails,
} from './types';
import { compareVersions } from './version';

export interface OfferCheckDeps {
  driver: Pick<UpdateDriver, 'fetchManifest'>;
  currentVersion: string;
  keys: UpdateKeySet;
  allowDevelopmentKeys: boolean;
  target: RunningTarget;
}

export type OfferVerdict =
  | { ok: true; update: AvailableUpdate }
  | { ok: false; code: UpdateFailureCode; message: string; details: UpdateFailureDetails };

/** Fetches the offer's signed manifest and checks it; the manifest, never the feed, says what the release is. */
export async function checkOffer(offered: OfferedUpdate, deps: OfferCheckDeps): Promise<OfferVerdict> {
  const check = verifyManifest(await deps.driver.fetchManifest(offered), {
    keys: deps.keys,
    allowDevelopmentKeys: deps.allowDevelopmentKeys,
    target: deps.target,
  });
  if (!check.ok) {
    return {
      ok: false,
      code: 'signature_invalid',
      message: `The update's signed manifest was refused: ${check.reason} (${check.detail})`,
      details: { reason: check.reason },
    };
  }
  const { manifest } = check;
  if (manifest.fileName !== artifactBaseName(offered.fileName) || manifest.sha512 !== offered.sha512) {
    return {
      ok: false,
      code: 'bad_response',
      message: 'The update feed does not describe the file its signed manifest names',
      details: { reason: 'feed_mismatch' },
    };
  }
  const update: AvailableUpdate = {
    version: manifest.version,
    feedVersion: offered.version,
    downgrade: compareVersions(manifest.version, deps.currentVersion) < 0,
    fileName: offered.fileName,
    sha512: manifest.sha512,
    size: manifest.size,
    releaseDate: manifest.releaseDate,
    keyId: check.keyId,
  };
  if (offered.releaseNotes) update.releaseNotes = offered.releaseNotes;
  if (offered.stagingPercentage !== undefined) update.stagingPercentage = offered.stagingPercentage;
  return { ok: true, update };
}
