// electron-builder afterAllArtifactBuild hook: writes a signed update manifest (<artifact>.manifest.json) for each
// installer/update artifact via scripts/sign-update.ts, and returns the manifests so they are published too.
// Without XYZ_UPDATE_SIGNING_KEY (PEM) or XYZ_UPDATE_SIGNING_KEY_FILE it skips (fails when XYZ_REQUIRE_SIGNATURES=1).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

/** Artifacts that the updater downloads or people install (not blockmaps, feeds or existing signatures). */
const signableArtifacts = (paths) => {
  return paths.filter((p) => !/\.(blockmap|yml|yaml|sig)$/i.test(p) && !/\.manifest\.json$/i.test(p));
};

const afterAllArtifactBuild = async (buildResult) => {
  const files = signableArtifacts(buildResult.artifactPaths);
  const keyFile = process.env.XYZ_UPDATE_SIGNING_KEY_FILE;
  if (!process.env.XYZ_UPDATE_SIGNING_KEY && !keyFile) {
    if (process.env.XYZ_REQUIRE_SIGNATURES === '1') throw new Error('sign-artifacts: no update signing key');
    console.log('  • update signatures: skipped (set XYZ_UPDATE_SIGNING_KEY or XYZ_UPDATE_SIGNING_KEY_FILE)');
    return [];
  }
  if (files.length === 0) return [];
  const root = path.resolve(__dirname, '..');
  const args = ['tsx', 'scripts/sign-update.ts', ...(keyFile ? ['--key-file', keyFile] : []), ...files];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('sign-artifacts: signing failed');
  return files.map((f) => `${f}.manifest.json`);
};

module.exports = afterAllArtifactBuild;
module.exports.default = afterAllArtifactBuild;
module.exports.signableArtifacts = signableArtifacts;
