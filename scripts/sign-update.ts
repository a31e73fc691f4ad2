// Signs release artifacts for the updater: writes <artifact>.sig (ed25519 over the file's SHA-512) next to each.
// Usage: XYZ_UPDATE_SIGNING_KEY="$(cat key.pem)" npx tsx scripts/sign-update.ts [--key-id ID] <file>...
//        npx tsx scripts/sign-update.ts --key-file key.pem [--key-id ID] <file>...
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { sha512OfFile, signDigest, verifyFileSignature } from '../electron/core/update/signature';
import { RELEASE_UPDATE_KEYS } from '../electron/core/update/trusted-keys';

interface SignArgs {
  keyPem: string;
  keyId: string;
  files: string[];
}

function parseArgs(argv: string[]): SignArgs {
  let keyFile: string | undefined;
  let keyId = process.env.XYZ_UPDATE_SIGNING_KEY_ID ?? RELEASE_UPDATE_KEYS[0]!.keyId;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--key-file') keyFile = argv[++i];
    else if (arg === '--key-id') keyId = argv[++i] ?? '';
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else files.push(arg);
  }
  const keyPem = keyFile ? readFileSync(keyFile, 'utf8') : process.env.XYZ_UPDATE_SIGNING_KEY;
  if (!keyPem) throw new Error('No signing key: pass --key-file <pem> or set XYZ_UPDATE_SIGNING_KEY');
  if (!keyId) throw new Error('--key-id needs a value');
  if (files.length === 0) throw new Error('Name at least one artifact to sign');
  for (const file of files) if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  return { keyPem, keyId, files };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  for (const file of args.files) {
    const text = signDigest(await sha512OfFile(file), args.keyPem, args.keyId);
    writeFileSync(`${file}.sig`, text);
    const check = await verifyFileSignature(file, text, RELEASE_UPDATE_KEYS);
    const note = check.ok ? 'verifies against the embedded keys' : `WARNING: ${check.message}`;
    console.log(`signed ${file} -> ${file}.sig (key ${args.keyId}; ${note})`);
  }
}

main().catch((error: unknown) => {
  console.error(`sign-update: ${(error as Error).message}`);
  process.exit(1);
});
