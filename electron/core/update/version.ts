// Version decisions for updates, on the `semver` package (prerelease ordering, build metadata ignored).
import semver from 'semver';

/** A parsed version; throws a clear error for text that is not a semantic version (e.g. "1.0" or "1.02.0"). */
function parseVersion(text: string): semver.SemVer {
  const parsed = semver.parse(text);
  if (!parsed) throw new Error(`Not a semantic version: ${JSON.stringify(text)}`);
  return parsed;
}

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b`, by semver precedence. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  return semver.compare(parseVersion(a), parseVersion(b));
}

/** True when `candidate` is strictly newer than the running `current` version. */
export function isNewerVersion(candidate: string, current: string): boolean {
  return compareVersions(candidate, current) > 0;
}
