// xyz-wallet's authz and feegrant commands as a subprocess against a real devnet: grant a send limit and a fee
// allowance, list them (--json shapes of the README), and revoke them in one transaction each; the lists are empty
// after.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { TEST_DIALECT } from '../support/dialect';
import type { PermissionView } from '../../../shared/api/permissions';
import { jsonOf, runCli, type CliRun } from '../cli/support/run-cli';

const PASSWORD = 'cli permissions password';
const CAROL = DEVNET_KEYS.carol;
const ERIN = DEVNET_KEYS.erin.address;

let devnet: RunningDevnet;
let root: string;
let pwFile: string;
const wallet = (...args: string[]) =>
  runCli([
    '--data-dir',
    path.join(root, 'wallet'),
    '--keystore',
    'file',
    '--rest-url',
    devnet.chainRestUrl,
    '--rpc-url',
    devnet.rpcUrl,
    '--backend-url',
    devnet.backendUrl,
    '--dialect',
    TEST_DIALECT,
    ...args,
  ]);
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};
interface Signed {
  // --json prints no review on stderr: the document carries it.
  review: { kind: string; amount: string };
  result: { status: string; code: number };
}
const signed = async (...args: string[]) => {
  const run = ok(await wallet(...args, '--yes', '--json', '--password-file', pwFile));
  return { json: jsonOf<Signed>(run), stderr: run.stderr };
};
interface Listed {
  address: string;
  given: PermissionView[];
  received: PermissionView[];
  flagged: boolean;
  truncated: boolean;
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-permissions-'));
  pwFile = path.join(root, 'password');
  writeFileSync(pwFile, `${PASSWORD}\n`);
  writeFileSync(path.join(root, 'carol.phrase'), `${CAROL.mnemonic}\n`);
  const faucet = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: CAROL.address, amount: '500000000' }),
  });
  expect(faucet.ok).toBe(true);
  ok(
    await wallet(
      'keys',
      'import-phrase',
      '--name',
      'carol',
      '--phrase-file',
      path.join(root, 'carol.phrase'),
      '--password-file',
      pwFile,
    ),
  );
}, 90_000);
afterAll(async () => {
  await devnet?.stop();
});

describe('xyz-wallet authz and feegrant', () => {
  it('grants a 3 XYZ send limit and lists it', async () => {
    const { json } = await signed(
      'authz',
      'grant',
      'send',
      '--grantee',
      ERIN,
      '--limit',
      '3',
      '--expires',
      '30d',
    );
    expect(json.review.kind).toBe('grant-send');
    expect(json.result).toMatchObject({ status: 'included', code: 0 });
    const list = jsonOf<Listed>(ok(await wallet('authz', 'list', '--json')));
    expect(list.address).toBe(CAROL.address);
    expect(list.given).toHaveLength(1);
    expect(list.given[0]).toMatchObject({
      kind: 'authz',
      grantee: ERIN,
      scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '3000000' }] },
    });
    expect(list.received.every((v) => v.kind === 'authz')).toBe(true);
    expect(ok(await wallet('authz', 'list')).stdout).toContain(`${ERIN}: send up to 3 XYZ to anyone`);
  });

  it('grants a fee allowance, lists it apart from the grants, and revokes both', async () => {
    const fee = await signed('feegrant', 'grant', '--grantee', ERIN, '--limit', '1', '--expires', '7d');
    expect(fee.json.result).toMatchObject({ status: 'included', code: 0 });
    const list = jsonOf<Listed>(ok(await wallet('feegrant', 'list', '--json')));
    expect(list.given.map((v) => [v.kind, v.grantee])).toEqual([['feegrant', ERIN]]);

    expect((await signed('authz', 'revoke', '--grantee', 'all')).json.result).toMatchObject({
      status: 'included',
    });
    expect((await signed('feegrant', 'revoke', '--grantee', ERIN)).json.result).toMatchObject({
      status: 'included',
    });
    expect(jsonOf<Listed>(ok(await wallet('authz', 'list', '--json'))).given).toEqual([]);
    expect(jsonOf<Listed>(ok(await wallet('feegrant', 'list', '--json'))).given).toEqual([]);
  });

  it('refuses an expiry it cannot read, and revoking what was never granted, as usage errors', async () => {
    const bad = await wallet(
      'authz',
      'grant',
      'send',
      '--grantee',
      ERIN,
      '--limit',
      '1',
      '--expires',
      'soon',
      '--yes',
    );
    expect(bad.code).toBe(2);
    const none = await wallet('feegrant', 'revoke', '--grantee', ERIN, '--yes');
    expect(none.code).toBe(2);
  });

  it('refuses a dialect it does not know as a usage error, before it touches the node', async () => {
    const run = await runCli([
      '--data-dir',
      path.join(root, 'wallet'),
      '--keystore',
      'file',
      '--dialect',
      'stock',
      'authz',
      'list',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--dialect');
  });
});
