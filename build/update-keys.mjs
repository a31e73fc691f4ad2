// The update key set a build embeds (update-keys.json, or the file XYZ_UPDATE_KEYS_FILE names), and the rule
// that a release build refuses a set with no key or with a development key.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** True when this build is a release (NODE_ENV=production or XYZ_RELEASE=1). */
export function isReleaseBuild(env) {
  return env.NODE_ENV === 'production' || env.XYZ_RELEASE === '1';
}

/**
 * Problems that stop a build embedding `keys`: always a list that is not update-keys.json's shape; for a
 * release also an empty set, a set without a release root, and any development key.
 */
export function updateKeyProblems(keys, { release }) {
  if (!Array.isArray(keys)) return ['the key file is not a list of keys'];
  const problems = [];
  for (const key of keys) {
    const ok =
      key &&
      typeof key.keyId === 'string' &&
      typeof key.publicKey === 'string' &&
      (key.purpose === 'release' || key.purpose === 'development') &&
      (key.signedBy === null || typeof key.signedBy === 'string');
    if (!ok) problems.push(`malformed key entry ${JSON.stringify(key?.keyId ?? key)}`);
  }
  if (!release) return problems;
  if (keys.length === 0) problems.push('a release build needs at least one update key');
  if (!keys.some((key) => key?.signedBy === null && key?.purpose === 'release')) {
    problems.push('a release build needs a release root key (signedBy: null, purpose: "release")');
  }
  for (const key of keys) {
    if (key?.purpose === 'development') {
      problems.push(`a release build must not embed development key "${key.keyId}"`);
    }
  }
  return problems;
}

/** Reads the key file for the build at `root`; throws (naming every problem) when the build must not go on. */
export function loadUpdateKeysForBuild(root, env) {
  const file = env.XYZ_UPDATE_KEYS_FILE || path.join(root, 'build', 'update-keys.json');
  const keys = JSON.parse(readFileSync(file, 'utf8'));
  const problems = updateKeyProblems(keys, { release: isReleaseBuild(env) });
  if (problems.length > 0) throw new Error(`update keys (${file}): ${problems.join('; ')}`);
  return keys;
}
