// A wallet core in a child process, as the app runs it (bundled like Electron's main, or through tsx like npm start's
// Chromium host): pairs with the wc: link it is given and prints ASKED <kind> once the approval surface is asked.
/* eslint-disable @typescript-eslint/no-explicit-any -- a probe reading untyped replies */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import { createWalletCore } from '../../../../electron/core/wallet-core';
// Any fetch off loopback is printed and refused: a desktop wallet must not tell a third party which apps it talks to.
const loopbackFetch = globalThis.fetch;
globalThis.fetch = (async (input: any, init?: any) => {
  const url = String(input?.url ?? input);
  if (!/^(https?|wss?):\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
    console.log(`OUTSIDE ${url}`);
    throw new TypeError('fetch failed');
  }
  return loopbackFetch(input, init);
}) as typeof fetch;

(async () => {
  const [relayUrl, uri] = process.argv.slice(2);
  const core = await createWalletCore({
    dataDir: mkdtempSync(path.join(tmpdir(), 'xyz-probe-')),
    keychain: createMemoryKeychain(),
    idleCheckMs: 0,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    runtime: { httpRetries: 0 },
    network: { relayUrl, projectId: 'devnet' },
  } as never);
  const imp = await core.invoke('keys/import-private-key', {
    privateKeyHex: '1'.repeat(64),
    name: 'A',
    password: 'pw-pw-pw-pw',
  });
  console.log('import', imp.ok);
  const paired = await core.invoke('connect/pair', { uri });
  console.log('pair', JSON.stringify(paired));
  for (let i = 0; i < 100; i++) {
    const p = (await core.approvals.invoke('approval/pending', {})) as any;
    if (p.ok && p.value.requests.length) {
      console.log('ASKED', p.value.requests[0].subject.kind);
      process.exit(0);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('NOT ASKED');
  process.exit(2);
})().catch((e) => {
  console.error('FAILED', e);
  process.exit(1);
});
