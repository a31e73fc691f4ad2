// Makes an ed25519 update-signing key: the private half to keep offline, the public half added to the key chain.
// Root:     npx tsx scripts/make-update-key.ts --key-id xyz-root-2026 --out-dir ~/offline-keys
// Rotation: npx tsx scripts/make-update-key.ts --key-id xyz-release-2027 --out-dir ~/offline-keys \
//             --parent-key-file ~/offline-keys/xyz-root-2026.private.pem --parent-key-id xyz-root-2026
// Options:  --purpose release|development (default release), --keys-file <update-keys.json> (default
//           build/update-keys.json; a key set that holds a development key is replaced, never mixed).
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicKeyOfPrivatePem } from '../electron/core/update/ed25519';
import {
  signKeyLink,
  updateKeyFileSchema,
  type KeyPurpose,
  type UpdateKeyLink,
} from '../electron/core/update/key-chain';

interface MakeKeyArgs {
  keyId: string;
  purpose: KeyPurpose;
  outDir: string;
  keysFile: string;
  parent?: { keyId: string; privateKeyPem: string };
}

function parseArgs(argv: string[]): MakeKeyArgs {
  const value = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!;
    if (!name.startsWith('--') || argv[i + 1] === undefined) throw new Error(`Bad argument ${name}`);
    value.set(name.slice(2), argv[i + 1]!);
  }
  const keyId = value.get('key-id');
  const outDir = value.get('out-dir');
  if (!keyId || !/^[A-Za-z0-9._-]{1,80}$/.test(keyId)) throw new Error('--key-id <letters, digits, . _ ->');
  if (!outDir) throw new Error('--out-dir <folder for the private key, on offline storage>');
  const purpose = (value.get('purpose') ?? 'release') as KeyPurpose;
  if (purpose !== 'release' && purpose !== 'development') throw new Error('--purpose release|development');
  const parentFile = value.get('parent-key-file');
  const parentId = value.get('parent-key-id');
  if (Boolean(parentFile) !== Boolean(parentId)) {
    throw new Error('--parent-key-file and --parent-key-id go together');
  }
  const args: MakeKeyArgs = {
    keyId,
    purpose,
    outDir,
    keysFile: value.get('keys-file') ?? path.join('build', 'update-keys.json'),
  };
  if (parentFile && parentId)
    args.parent = { keyId: parentId, privateKeyPem: readFileSync(parentFile, 'utf8') };
  return args;
}

function readKeys(file: string): UpdateKeyLink[] {
  return existsSync(file) ? updateKeyFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : [];
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const { privateKey } = generateKeyPairSync('ed25519');
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKey = publicKeyOfPrivatePem(privateKeyPem);
  const entry: UpdateKeyLink = args.parent
    ? signKeyLink({ keyId: args.keyId, publicKey, purpose: args.purpose }, args.parent)
    : { keyId: args.keyId, publicKey, purpose: args.purpose, signedBy: null, signature: null };
  if (args.parent && publicKeyOfPrivatePem(args.parent.privateKeyPem) === publicKey) {
    throw new Error('the new key equals its parent');
  }

  mkdirSync(args.outDir, { recursive: true, mode: 0o700 });
  const privatePath = path.join(args.outDir, `${args.keyId}.private.pem`);
  if (existsSync(privatePath)) throw new Error(`${privatePath} exists; not overwritten`);
  writeFileSync(privatePath, privateKeyPem, { mode: 0o600 });
  chmodSync(privatePath, 0o600);

  // A release key never joins a set that still holds development keys: start the chain afresh.
  const existing = readKeys(args.keysFile).filter(
    (key) => key.keyId !== args.keyId && (args.purpose === 'development' || key.purpose === 'release'),
  );
  writeFileSync(args.keysFile, `${JSON.stringify([...existing, entry], null, 2)}\n`);

  if (args.purpose === 'development') {
    console.log(`Made DEVELOPMENT key "${args.keyId}": ${privatePath} (for local/test feeds only; release builds
and packaged apps refuse development keys). Public part added to ${args.keysFile}.`);
    return;
  }
  console.log(`
Made ${args.purpose} key "${args.keyId}"${args.parent ? `, signed by "${args.parent.keyId}"` : ' (a root key)'}.

  PRIVATE key: ${privatePath}
    Keep it OFFLINE (encrypted removable storage, two copies, held by the release owner). Never commit it.
    ${args.parent ? 'Give CI this file (as the XYZ_UPDATE_SIGNING_KEY secret) only while it is the current signing key.' : 'A root key signs only rotation links: it never goes to CI.'}

  PUBLIC part: added to ${args.keysFile} (commit it; the build embeds it in the app).
    ${args.parent ? 'Also publish it with releases: sign-update.ts puts the chain into every manifest.' : ''}
`);
}

try {
  main();
} catch (error) {
  console.error(`make-update-key: ${(error as Error).message}`);
  process.exit(1);
}
