// backup export | import | verify: the app's encrypted backup file (decision 0441) over offline/backup-*.
import type { AccountInfo } from '../../shared/api/keys';
import { WalletError } from '../../shared/errors';
import { openBackup } from '../../electron/core/offline/backup-file';
import { backupPayloadSchema } from '../../electron/core/offline/backup-payload';
import { stringOption, type CommandContext } from '../context';
import { readInputFile, writeOutputFile } from '../io/files';
import { CliFailure, failureFromCore, usageFailure } from '../io/output';
import { readSecretFile } from '../io/terminal';
import { MSG } from '../messages';
import type { Command } from './types';

async function passphrase(ctx: CommandContext, twice: boolean): Promise<string> {
  const file = stringOption(ctx.options, 'passphrase-file');
  if (file) return readSecretFile(file, '--passphrase-file');
  const first = await ctx.term.askSecret(MSG.passphrasePrompt, 'backup passphrase', '--passphrase-file');
  if (twice) {
    const second = await ctx.term.askSecret(
      MSG.repeatPasswordPrompt,
      'backup passphrase',
      '--passphrase-file',
    );
    if (first !== second) throw usageFailure(MSG.passwordsDiffer);
  }
  return first;
}

const fileArg = (ctx: CommandContext, name: string) => {
  const value = stringOption(ctx.options, name);
  if (!value) throw usageFailure(MSG.missing(`--${name} <file>`));
  return value;
};

export const backupCommands: Command[] = [
  {
    path: ['backup', 'export'],
    summary: 'Write every account (keys included) to an encrypted backup file.',
    usage: 'backup export --out <file> [--passphrase-file <file>] [--password-file <file>]',
    maxArgs: 0,
    async run(ctx) {
      const out = fileArg(ctx, 'out');
      const { accounts } = await ctx.call<{ accounts: AccountInfo[] }>('keys/list', {});
      const keyed = accounts.some((a) => a.secretId !== null && a.kind !== 'ledger');
      const password = keyed ? await ctx.password() : undefined;
      const made = await ctx.call<{
        fileBase64: string;
        fileName: string;
        accounts: number;
        excluded: Array<{ name: string; address: string; reason: string }>;
      }>('offline/backup-export', {
        passphrase: await passphrase(ctx, true),
        ...(password ? { password } : {}),
      });
      writeOutputFile(out, Buffer.from(made.fileBase64, 'base64'));
      ctx.out.result({ file: out, accounts: made.accounts, excluded: made.excluded }, () =>
        [
          `Wrote ${out} (${made.accounts} accounts).`,
          ...made.excluded.map((e) => `Left out: ${e.name} ${e.address} (${e.reason})`),
        ].join('\n'),
      );
    },
  },
  {
    path: ['backup', 'import'],
    summary:
      'Restore accounts from an encrypted backup file (all or nothing; existing accounts are skipped).',
    usage: 'backup import <file> [--passphrase-file <file>] [--password-file <file>]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [file]) {
      const fileBase64 = readInputFile(file!).toString('base64');
      const phrase = await passphrase(ctx, false);
      const password = await ctx.passwordForNewSecret();
      const result = await ctx.call<{
        imported: AccountInfo[];
        skipped: Array<{ name: string; address: string }>;
      }>('offline/backup-import', { fileBase64, passphrase: phrase, ...(password ? { password } : {}) });
      ctx.out.result(
        {
          imported: result.imported.map((a) => ({ name: a.name, address: a.address, kind: a.kind })),
          skipped: result.skipped,
        },
        () =>
          [
            ...result.imported.map((a) => `Imported ${a.name}  ${a.address}`),
            ...result.skipped.map((a) => `Already here: ${a.name}  ${a.address}`),
          ].join('\n'),
      );
    },
  },
  {
    path: ['backup', 'verify'],
    summary: 'Check that a backup file opens with its passphrase and list its accounts (imports nothing).',
    usage: 'backup verify <file> [--passphrase-file <file>]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [file]) {
      const bytes = new Uint8Array(readInputFile(file!));
      let payload;
      try {
        payload = backupPayloadSchema.parse(
          JSON.parse(await openBackup(bytes, await passphrase(ctx, false))),
        );
      } catch (error) {
        if (error instanceof WalletError) throw failureFromCore(error);
        throw new CliFailure(
          'invalid_request',
          'This backup file is damaged or not an XYZ Wallet backup.',
          1,
        );
      }
      const shared = (payload.shared_accounts ?? []).map((x) => ({
        name: x.name,
        kind: 'multisig' as const,
        address: x.account.address,
        threshold: x.account.threshold,
        members: x.account.members.length,
      }));
      const accounts = [
        ...payload.accounts.map((a) => ({ name: a.name, kind: a.kind, address: a.address })),
        ...shared,
      ];
      const kindText = (a: (typeof accounts)[number]) =>
        'threshold' in a ? `shared ${a.threshold} of ${a.members}` : a.kind;
      ctx.out.result({ ok: true, createdAt: payload.created_at, accounts }, () =>
        [
          `The backup opens (made ${payload.created_at}); ${accounts.length} accounts:`,
          ...accounts.map((a) => `  ${a.name.padEnd(20)} ${a.address}  ${kindText(a)}`),
        ].join('\n'),
      );
    },
  },
];
