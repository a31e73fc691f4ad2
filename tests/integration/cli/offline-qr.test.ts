// `--qr` on offline files: the CLI draws the app's own QR frames (the core's offline/qr split) on the terminal, and
// every drawn code decodes module for module to the qrcode library's matrix of that frame; no network needed.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { joinFrames, splitIntoFrames } from '../../../shared/offline/qr-frames';
import { jsonOf, runCli, type CliRun } from './support/run-cli';

const NO_NETWORK = [
  '--rest-url',
  'http://127.0.0.1:9',
  '--rpc-url',
  'http://127.0.0.1:9',
  '--backend-url',
  'http://127.0.0.1:9',
];
let root: string;
let signedFile: string;
let pwFile: string;
/** The frames the core made for the app when it signed the file (offline/sign). */
let appFrames: string[];
const signer = () => ['--data-dir', path.join(root, 'signer'), '--keystore', 'file', ...NO_NETWORK];
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};

/** The dark modules of each QR drawn in `text` (qrcode's small terminal renderer: two rows per character line). */
function decodeTerminalQrs(text: string): boolean[][][] {
  const plain = text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const blocks = plain.split(/^QR \d+\/\d+.*$/m).slice(1);
  return blocks.map((block) => {
    const lines = block.split('\n').filter((line) => /[▀▄█]/.test(line));
    // Line 0 holds the quiet-zone row and module row 0; every later line two module rows. Width = size + 2.
    const size = Array.from(lines[0]!).length - 2;
    const matrix: boolean[][] = [];
    for (let y = 0; y < size; y++) {
      const line = Array.from(lines[Math.floor((y + 1) / 2)]!);
      const top = (y + 1) % 2 === 0;
      matrix.push(
        Array.from({ length: size }, (_, x) => {
          const ch = line[x + 1]!;
          return ch === '█' || ch === (top ? '▀' : '▄');
        }),
      );
    }
    return matrix;
  });
}

function libraryMatrix(frame: string): boolean[][] {
  const { modules } = QRCode.create(frame, { errorCorrectionLevel: 'M' });
  // BitMatrix.get(row, column).
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))),
  );
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-qr-'));
  pwFile = path.join(root, 'password');
  writeFileSync(pwFile, 'cli qr password\n');
  writeFileSync(path.join(root, 'alice.phrase'), `${DEVNET_KEYS.alice.mnemonic}\n`);
  ok(
    await runCli([
      ...signer(),
      'keys',
      'import-phrase',
      '--name',
      'alice',
      '--phrase-file',
      path.join(root, 'alice.phrase'),
      '--password-file',
      pwFile,
    ]),
  );
  signedFile = path.join(root, 'signed.json');
  const signed = ok(
    await runCli([
      ...signer(),
      'offline',
      'sign',
      '--draft',
      'send',
      '--to',
      DEVNET_KEYS.bob.address,
      '--amount',
      '1.25',
      '--memo',
      'a memo long enough to need more than one QR frame '.repeat(4),
      '--account-number',
      '7',
      '--sequence',
      '3',
      '--fee-amount',
      '5000',
      '--gas-limit',
      '200000',
      '--chain-id',
      'xyz-devnet-1',
      '--out',
      signedFile,
      '--yes',
      '--password-file',
      pwFile,
      '--qr',
      '--json',
    ]),
  );
  appFrames = jsonOf<{ frames: string[] }>(signed).frames;
}, 60_000);

describe('offline files as terminal QR codes', () => {
  it("offline inspect --qr draws the app's frames, each decoding to the library's matrix of that frame", async () => {
    const frames = appFrames;
    expect(frames.length).toBeGreaterThan(1);
    const run = ok(await runCli([...signer(), 'offline', 'inspect', signedFile, '--qr']));
    expect(run.stdout).toContain('Kind:       signed');
    expect(run.stdout).toContain(`QR 1/${frames.length} (scan every code, in any order)`);
    const drawn = decodeTerminalQrs(run.stdout);
    expect(drawn).toHaveLength(frames.length);
    drawn.forEach((matrix, i) => expect(matrix).toEqual(libraryMatrix(frames[i]!)));
  });

  it("--json gives the frame texts: the app's own, joining back to the file's JSON", async () => {
    const run = ok(await runCli([...signer(), 'offline', 'inspect', signedFile, '--qr', '--json']));
    const { frames } = jsonOf<{ frames: string[] }>(run);
    expect(frames).toEqual(appFrames);
    expect(JSON.parse(joinFrames(frames))).toEqual(JSON.parse(readFileSync(signedFile, 'utf8')));
    expect(run.stdout).not.toContain('▀');
  });

  it('offline sign --qr draws the signed file it wrote', async () => {
    const out = path.join(root, 'signed-again.json');
    const run = ok(
      await runCli([
        ...signer(),
        'offline',
        'sign',
        '--draft',
        'send',
        '--to',
        DEVNET_KEYS.bob.address,
        '--amount',
        '2',
        '--account-number',
        '7',
        '--sequence',
        '4',
        '--fee-amount',
        '5000',
        '--gas-limit',
        '200000',
        '--chain-id',
        'xyz-devnet-1',
        '--out',
        out,
        '--yes',
        '--password-file',
        pwFile,
        '--qr',
      ]),
    );
    const frames = splitIntoFrames(JSON.stringify(JSON.parse(readFileSync(out, 'utf8'))));
    const drawn = decodeTerminalQrs(run.stdout);
    expect(drawn.map((m) => m.length)).toEqual(frames.map((f) => libraryMatrix(f).length));
    drawn.forEach((matrix, i) => expect(matrix).toEqual(libraryMatrix(frames[i]!)));
  });
});
