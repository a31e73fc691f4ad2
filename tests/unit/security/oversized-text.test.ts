// Attack (issue #27, hole 8): a compromised renderer (or any IPC caller) sends a 10 MB account name, memo or label.
// Every text validator scanned the whole text first (trim, the deceptive-character scan, regexes) and only then said
// "too long": one such request held the core's single thread for about a second, so a loop of them froze the wallet.
// This suite proves each name, memo and label field refuses 10 MB with its length error (zod 'too_big') before any
// scan: quickly (a generous bound; the old code took ~1.3 s for one name), through the schemas and the core's router.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHANNELS } from '../../../shared/api';
import { openHarness, type Harness } from '../core/keys/harness';

const HUGE = 'a'.repeat(10 * 1024 * 1024);
/** Far above a length check on 10 MB (microseconds), far below the ~1.3 s scan it replaces. */
const QUICK_MS = 250;
const ID = 'abc123';
const ADDRESS = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
const NETWORK = {
  name: 'Mine',
  chainId: 'xyz-1',
  dialect: 'spec',
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://backend.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.01', average: '0.025', high: '0.04' },
  denom: 'uxyz',
};

/** [channel, field, a payload with HUGE in that field] for every name, memo and label an IPC caller sends. */
const CASES: Array<[string, string, Record<string, unknown>]> = [
  ['keys/rename', 'name', { accountId: ID, name: HUGE }],
  ['keys/add-watch-only', 'name', { address: ADDRESS, name: HUGE }],
  ['keys/derive-account', 'name', { fromAccountId: ID, name: HUGE }],
  ['keys/create', 'name', { draftId: ID, confirmWords: ['a'], name: HUGE }],
  ['ledger/add-accounts', 'accounts.0.name', { accounts: [{ hdIndex: 0, name: HUGE }] }],
  ['addressbook/add', 'name', { name: HUGE, address: ADDRESS }],
  ['addressbook/add', 'memo', { name: 'Bob', address: ADDRESS, memo: HUGE }],
  ['addressbook/add', 'address', { name: 'Bob', address: HUGE }],
  ['addressbook/update', 'name', { id: ID, name: HUGE }],
  ['tx/draft-send', 'memo', { accountId: ID, to: ADDRESS, amount: '1', memo: HUGE }],
  ['tx/draft-instantiate', 'label', { accountId: ID, codeId: 1, label: HUGE, msg: '{}' }],
  ['tx/draft-launchpad-create', 'name', { accountId: ID, name: HUGE, symbol: 'MOON' }],
  ['tx/draft-launchpad-create', 'symbol', { accountId: ID, name: 'Moon', symbol: HUGE }],
  ['network/add', 'name', { ...NETWORK, name: HUGE }],
  ['network/add', 'restUrl', { ...NETWORK, restUrl: HUGE }],
  ['keys/rename', 'accountId', { accountId: HUGE, name: 'Main' }],
];

describe('a 10 MB text field is refused by its length, before any scan', () => {
  it.each(CASES)('%s refuses a 10 MB %s with too_big, quickly', (channel, field, payload) => {
    const schema = (CHANNELS as unknown as Record<string, { request: z.ZodType }>)[channel]!.request;
    const started = performance.now();
    const parsed = schema.safeParse(payload);
    const elapsed = performance.now() - started;
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues;
    expect(issues.map((i) => [i.path.join('.'), i.code])).toContainEqual([field, 'too_big']);
    expect(elapsed).toBeLessThan(QUICK_MS);
  });
});

describe("through the core's router", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness();
  });
  afterAll(async () => {
    await h.dispose();
  });

  it('keys/rename with a 10 MB name answers invalid_request with the length issue, quickly', async () => {
    const started = performance.now();
    const result = await h.raw('keys/rename', { accountId: ID, name: HUGE });
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(result.ok ? null : result.error.details).toMatchObject({
      issues: [{ path: 'name', message: expect.stringMatching(/Too big/) }],
    });
    expect(elapsed).toBeLessThan(QUICK_MS * 2);
  });
});
