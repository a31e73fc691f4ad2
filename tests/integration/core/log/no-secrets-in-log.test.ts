// "No secret reaches the log file through any channel of the contract": a real core on a running devnet, the real
// test keychain and a log file at debug level. Secrets go through the flows that legitimately take them, then every
// channel of the contract (iterated, so a new channel is covered automatically) gets malformed and handler-failing
// payloads carrying them. Neither the file, nor what the core handed its logger, nor app/diagnostics holds any of
// them, in plain, hex or base64 form.
import { Bip39, Random } from '@cosmjs/crypto';
import { toHex } from '@cosmjs/encoding';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { startTestDevnet } from '../../support/devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { deriveFromMnemonic } from '../../../../electron/core/keys/derive';
import { createFileLogger } from '../../../../electron/core/log/file-logger';
import { loggerFrom, memoryLogger } from '../../../../electron/core/log/logger';
import { createWalletCore, type WalletCore } from '../../../../electron/core/wallet-core';
import { diagnosticsText } from '../../../../renderer/src/lib/diagnostics-text';
import { CHANNELS, CHANNEL_NAMES, type Diagnostics } from '../../../../shared/api';
import type { Result } from '../../../../shared/errors';
import { openTestKeychain, type TestKeychain } from '../support/test-keychain';

const tag = randomBytes(6).toString('hex');
const PASSWORD = `pw-correct-horse-${tag}`;
const NEW_PASSWORD = `pw-new-battery-${tag}`;
const PASSPHRASE = `backup-staple-${tag}`;
const MNEMONIC = Bip39.encode(Random.getBytes(32)).toString();
const POISON = 'poison.invalid';

let devnet: RunningDevnet;
let kc: TestKeychain;
let dir: string;
let logFile: string;
let core: WalletCore;
const handed = memoryLogger();
/** Every secret the test has seen (grows: generated phrases and derived keys are added when they appear). */
const secrets: string[] = [PASSWORD, NEW_PASSWORD, PASSPHRASE, MNEMONIC, DEVNET_KEYS.alice.mnemonic];
const keyHexes: string[] = [];
const outcomes: Array<{ channel: string; code: string | null }> = [];

/** invoke as IPC would, remembering the outcome and any recovery phrase an answer carries. */
async function invoke(channel: string, payload: unknown): Promise<Result<unknown>> {
  const result = await core.invoke(channel, payload);
  outcomes.push({ channel, code: result.ok ? null : result.error.code });
  const value = result.ok ? (result.value as { mnemonic?: unknown }) : null;
  if (value && typeof value.mnemonic === 'string') secrets.push(value.mnemonic);
  return result;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as over IPC
async function call<T = any>(channel: string, payload: unknown = {}): Promise<T> {
  const result = await invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** Each secret as it could leak: itself, hex and base64 of its UTF-8, a key's raw bytes, 3-word pieces of a phrase. */
function leakForms(): string[] {
  const forms = new Set<string>();
  for (const secret of [...secrets, ...keyHexes]) {
    forms.add(secret);
    forms.add(Buffer.from(secret).toString('hex'));
    forms.add(Buffer.from(secret).toString('base64'));
    const words = secret.split(' ');
    for (let i = 0; i + 3 <= words.length && words.length >= 12; i += 1)
      forms.add(words.slice(i, i + 3).join(' '));
  }
  for (const hex of keyHexes) {
    const bytes = Buffer.from(hex, 'hex');
    forms.add(hex.toUpperCase());
    forms.add(bytes.toString('base64'));
    forms.add(bytes.toString('base64url'));
  }
  return [...forms];
}

function leaksIn(text: string): string[] {
  return leakForms().filter((form) => text.includes(form) || text.toLowerCase().includes(form.toLowerCase()));
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  kc = await openTestKeychain();
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-log-secrets-'));
  logFile = path.join(dir, 'logs', 'main.log');
  const file = createFileLogger({ file: logFile, level: 'debug' });
  // A failing network whose error text quotes a phrase and a key (as a misbehaving proxy might).
  const realFetch = globalThis.fetch.bind(globalThis);
  const poisonedFetch = ((input: string | URL | Request, init?: RequestInit) => {
    if (String(input).includes(POISON))
      return Promise.reject(new TypeError(`fetch failed: ${MNEMONIC} ${keyHexes[0] ?? ''}`));
    return realFetch(input, init);
  }) as typeof fetch;
  core = await createWalletCore({
    dataDir: dir,
    keychain: kc.keychain,
    network: { restUrl: devnet.chainRestUrl, rpcUrl: devnet.rpcUrl, backendUrl: devnet.backendUrl },
    fetch: poisonedFetch,
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    version: '0.0.0-log-test',
    logger: loggerFrom((level, message, fields) => {
      handed[level](message, fields);
      file[level](message, fields);
    }),
  });
  const coinType = (await call('network/get-active')).coinType as number;
  for (const index of [0, 3])
    keyHexes.push(toHex((await deriveFromMnemonic(MNEMONIC, coinType, index)).privkey));
}, 180_000);

afterAll(async () => {
  await core?.close();
  await kc?.cleanup();
  await devnet?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('no secret reaches the log through any channel of the contract', () => {
  it('passes secrets through every flow that legitimately takes them', async () => {
    const draft = await call('keys/generate-mnemonic');
    const words = (draft.mnemonic as string).split(' ');
    const created = await call('keys/create', {
      draftId: draft.draftId,
      confirmWords: (draft.confirmIndices as number[]).map((i) => words[i]),
      name: 'Created',
      password: PASSWORD,
    });
    expect(
      await invoke('keys/create', { draftId: draft.draftId, confirmWords: words, name: 'Again' }),
    ).toMatchObject({
      ok: false,
    });
    const imported = await call('keys/import-mnemonic', { mnemonic: MNEMONIC, name: 'Imported' });
    const alice = await call('keys/import-mnemonic', { mnemonic: DEVNET_KEYS.alice.mnemonic, name: 'Alice' });
    await call('keys/import-private-key', { privateKeyHex: keyHexes[1], name: 'Raw key' });
    await invoke('keys/import-private-key', { privateKeyHex: `0x${keyHexes[1]}`, name: 'Raw again' });
    await invoke('keys/import-private-key', { privateKeyHex: MNEMONIC, name: 'Not a key' });
    await invoke('keys/import-mnemonic', { mnemonic: `${MNEMONIC} ${PASSWORD}`, name: 'Bad phrase' });

    await call('keys/lock');
    expect(await invoke('keys/unlock', { password: PASSPHRASE })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    await call('keys/unlock', { password: PASSWORD });
    expect((await call('keys/reveal-phrase', { accountId: imported.id, password: PASSWORD })).mnemonic).toBe(
      MNEMONIC,
    );
    await call('keys/reveal-phrase', { accountId: created.id, password: PASSWORD });
    await call('keys/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    await call('keys/change-password', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD });

    const backup = await call('offline/backup-export', { password: PASSWORD, passphrase: PASSPHRASE });
    await call('offline/backup-import', { fileBase64: backup.fileBase64, passphrase: PASSPHRASE });
    await invoke('offline/backup-import', { fileBase64: backup.fileBase64, passphrase: PASSWORD });

    // A broadcast and its inclusion, a sync and a network switch, so the log holds what a bug report needs.
    await call('keys/select', { accountId: alice.id });
    await call('dashboard/get', { accountId: alice.id, refresh: true });
    const review = await call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '0.1',
    });
    const sent = await call('tx/confirm', { reviewId: review.reviewId });
    for (let i = 0; i < 100; i += 1) {
      const status = await call('tx/status', { txHash: sent.txHash, refresh: true });
      if (status.status === 'included') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const poisoned = await call('network/add', {
      name: 'Poisoned',
      chainId: 'poison-1',
      dialect: 'cosmos',
      restUrl: `http://${POISON}`,
      rpcUrl: `http://${POISON}`,
      backendUrl: `http://${POISON}`,
      prefix: 'cosmos',
      coinType: 118,
      gasPrices: { low: '0.01', average: '0.02', high: '0.03' },
      denom: 'uatom',
      launchpadAddress: null,
      allowInsecureHttp: true, // the host is a secret-shaped string: plain http keeps it in the URL as typed
      force: true, // no node listens there to confirm the chain id
    });
    await call('network/select', { id: poisoned.id });
    await invoke('dashboard/get', { refresh: true });
    await invoke('tokens/list', { refresh: true });
    await call('network/select', { id: 'devnet' });
  });

  it('sends malformed and handler-failing payloads carrying the secrets to every channel', async () => {
    const carried = [MNEMONIC, keyHexes[0]!, PASSWORD, PASSPHRASE];
    for (const channel of CHANNEL_NAMES) {
      const schema = CHANNELS[channel].request as { shape?: Record<string, unknown> };
      const fields = Object.keys(schema.shape ?? {});
      for (const secret of carried) {
        await invoke(channel, secret);
        await invoke(channel, [secret]);
        await invoke(channel, {
          leaked: secret,
          password: secret,
          nested: { mnemonic: secret, privateKey: secret },
        });
        // Every field set to the secret: strings without a stricter format reach the handler, which refuses them.
        await invoke(channel, Object.fromEntries(fields.map((field) => [field, secret])));
        for (const field of fields) {
          await invoke(channel, { [field]: secret });
          await invoke(channel, { [field]: { password: secret, words: secret.split(' ') } });
        }
      }
    }
    const channelsCalled = new Set(outcomes.map((o) => o.channel));
    expect([...CHANNEL_NAMES].filter((c) => !channelsCalled.has(c))).toEqual([]);
    const handlerFailures = outcomes.filter((o) => o.code && o.code !== 'invalid_request');
    expect(handlerFailures.length).toBeGreaterThan(20);
  }, 300_000);

  it('leaves a useful log: start, lock changes, sync, broadcast, inclusion, network switch, failed calls', () => {
    const messages = new Set(handed.records.map((r) => r.message));
    for (const expected of [
      'core started',
      'wallet locked',
      'wallet unlocked',
      'sync finished',
      'sync failed',
      'tx broadcast',
      'tx status',
      'network switched',
      'call failed',
    ])
      expect(messages, expected).toContain(expected);
    expect(handed.records.some((r) => r.level === 'debug')).toBe(true);
    expect(readFileSync(logFile, 'utf8')).toMatch(
      /INFO {2}tx status \{"txHash":"[0-9A-F]{64}","status":"included"/,
    );
  });

  it('holds none of the secrets in the log file, in what the core handed its logger, or in the diagnostics', async () => {
    const diagnostics = (await call('app/diagnostics')) as Diagnostics;
    expect(diagnostics.log.length).toBeGreaterThan(0);
    expect(diagnostics.versions).toMatchObject({ app: '0.0.0-log-test', networkProfileId: 'devnet' });
    await core.close();
    const fileText = readFileSync(logFile, 'utf8');
    expect(fileText).toContain('core closed');
    expect(secrets.length).toBeGreaterThanOrEqual(7); // the generated phrases were picked up too
    expect(leaksIn(fileText)).toEqual([]);
    expect(leaksIn(JSON.stringify(handed.records))).toEqual([]);
    expect(leaksIn(diagnosticsText(diagnostics, 'diagnostics'))).toEqual([]);
    expect(leaksIn(JSON.stringify(diagnostics))).toEqual([]);
  });
});
