// Semantic-version comparison for update decisions (MAJOR.MINOR.PATCH with optional -prerelease; build metadata ignored).

interface ParsedVersion {
  core: [number, number, number];
  prerelease: string[];
}

const VERSION_PATTERN = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses "1.2.3", "v1.2.3-beta.1" or "1.2.3+build"; throws a clear error on anything else. */
export function parseVersion(text: string): ParsedVersion {
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) throw new Error(`Not a semantic version: ${JSON.stringify(text)}`);
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

/** True when the version carries a prerelease tag (e.g. 1.3.0-beta.2). */
export function isPrerelease(text: string): boolean {
  return parseVersion(text).prerelease.length > 0;
}

function compareIdentifiers(a: string, b: string): number {
  const numA = /^\d+$/.test(a);
  const numB = /^\d+$/.test(b);
  if (numA && numB) return Math.sign(Number(a) - Number(b));
  if (numA !== numB) return numA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b`, by semver precedence. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  for (let i = 0; i < 3; i++) {
    const diff = va.core[i]! - vb.core[i]!;
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  if (va.prerelease.length === 0 || vb.prerelease.length === 0) {
    const diff = vb.prerelease.length - va.prerelease.length;
    return diff === 0 ? 0 : va.prerelease.length === 0 ? 1 : -1;
  }
  const length = Math.max(va.prerelease.length, vb.prerelease.length);
  for (let i = 0; i < length; i++) {
    const x = va.prerelease[i];
    const y = vb.prerelease[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const diff = compareIdentifiers(x, y);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}
