// Signs release artifacts for the updater: writes <artifact>.manifest.json next to each — an ed25519-signed
// manifest binding version, channel, platform, arch, file name, size, SHA-512, release time and key id.
// Usage: XYZ_UPDATE_SIGNING_KEY="$(cat key.pem)" npx tsx scripts/sign-update.ts [options] <file>...
//        npx tsx scripts/sign-update.ts --key-file key.pem [options] <file>...
// Options: --key-id ID (default: the key in the key file whose public key matches), --keys-file
//          build/update-keys.json, --version (package.json), --channel (beta for prereleases, else stable),
//          --platform / --arch (from the file name), --release-date ISO (now).
import { readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { sha512OfFile } from '../electron/core/update/file-digest';
import { publicKeyOfPrivatePem } from '../electron/core/update/ed25519';
import { parseUpdateKeyFile, updateKeyFileSchema } from '../electron/core/update/key-chain';
import { MANIFEST_FORMAT, signManifest, verifyManifest } from '../electron/core/update/manifest';
import { MANIFEST_SUFFIX } from '../electron/core/update/providers';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface SignArgs {
  keyPem: string;
  keyId?: string;
  keysFile: string;
  version: string;
  channel?: 'stable' | 'beta';
  platform?: string;
  arch?: string;
  releaseDate: string;
  files: string[];
}

function parseArgs(argv: string[]): SignArgs {
  const options = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      options.set(arg.slice(2), value);
    } else files.push(arg);
  }
  const known = ['key-file', 'key-id', 'keys-file', 'version', 'channel', 'platform', 'arch', 'release-date'];
  for (const name of options.keys()) if (!known.includes(name)) throw new Error(`Unknown option --${name}`);
  const keyFile = options.get('key-file');
  const keyPem = keyFile ? readFileSync(keyFile, 'utf8') : process.env.XYZ_UPDATE_SIGNING_KEY;
  if (!keyPem) throw new Error('No signing key: pass --key-file <pem> or set XYZ_UPDATE_SIGNING_KEY');
  if (files.length === 0) throw new Error('Name at least one artifact to sign');
  for (const file of files) if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const version =
    options.get('version') ??
    (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  if (!semver.valid(version)) throw new Error(`Not a semantic version: ${version}`);
  const channel = options.get('channel');
  if (channel !== undefined && channel !== 'stable' && channel !== 'beta')
    throw new Error('--channel stable|beta');
  const args: SignArgs = {
    keyPem,
    keysFile: options.get('keys-file') ?? path.join(REPO_ROOT, 'build', 'update-keys.json'),
    version,
    releaseDate: options.get('release-date') ?? new Date().toISOString(),
    files,
  };
  const keyId = options.get('key-id') ?? process.env.XYZ_UPDATE_SIGNING_KEY_ID;
  if (keyId) args.keyId = keyId;
  if (channel) args.channel = channel;
  if (options.get('platform')) args.platform = options.get('platform')!;
  if (options.get('arch')) args.arch = options.get('arch')!;
  return args;
}

/** node's platform name for an installer, from its extension. */
export function platformOfArtifact(fileName: string): string {
  if (/\.(deb|rpm|AppImage|snap|pacman|tar\.gz)$/i.test(fileName)) return 'linux';
  if (/\.(dmg|zip|pkg)$/i.test(fileName)) return 'darwin';
  if (/\.(exe|msi|nupkg)$/i.test(fileName)) return 'win32';
  throw new Error(`Cannot tell the platform of ${fileName}: pass --platform`);
}

/** node's arch name for an installer, from its name (electron-builder's ${arch} and the distros' spellings). */
export function archOfArtifact(fileName: string): string {
  if (/universal/i.test(fileName)) return 'universal';
  if (/(arm64|aarch64)/i.test(fileName)) return 'arm64';
  if (/(armv7l|armhf)/i.test(fileName)) return 'arm';
  if (/(ia32|i386)/i.test(fileName)) return 'ia32';
  return 'x64';
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const keyList = updateKeyFileSchema.parse(JSON.parse(readFileSync(args.keysFile, 'utf8')));
  const publicKey = publicKeyOfPrivatePem(args.keyPem);
  const own = keyList.find((key) => key.publicKey === publicKey);
  const keyId = args.keyId ?? own?.keyId;
  if (!keyId) throw new Error(`The signing key is not in ${args.keysFile}: pass --key-id or add it there`);
  const links = keyList.filter((key) => key.signedBy !== null);
  const keys = parseUpdateKeyFile(keyList);
  for (const file of args.files) {
    const fileName = path.basename(file);
    const manifest = {
      format: MANIFEST_FORMAT,
      version: args.version,
      channel: args.channel ?? (semver.prerelease(args.version) ? 'beta' : 'stable'),
      platform: args.platform ?? platformOfArtifact(fileName),
      arch: args.arch ?? archOfArtifact(fileName),
      fileName,
      size: statSync(file).size,
      sha512: (await sha512OfFile(file)).toString('base64'),
      releaseDate: args.releaseDate,
      keyId,
    } as const;
    const text = signManifest(manifest, args.keyPem, links);
    writeFileSync(`${file}${MANIFEST_SUFFIX}`, text);
    const check = verifyManifest(text, {
      keys,
      allowDevelopmentKeys: true,
      target: { channel: manifest.channel, platform: manifest.platform, arch: manifest.arch },
    });
    const development = keyList.some((key) => key.purpose === 'development' && key.keyId === keyId);
    const note = !check.ok
      ? `WARNING: does not verify against ${args.keysFile}: ${check.reason}`
      : development
        ? 'DEVELOPMENT key: packaged apps refuse it'
        : 'verifies against the key chain';
    console.log(
      `signed ${file} -> ${fileName}${MANIFEST_SUFFIX} (${manifest.version} ${manifest.channel} ` +
        `${manifest.platform}/${manifest.arch}, key ${keyId}; ${note})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`sign-update: ${(error as Error).message}`);
  process.exit(1);
});
