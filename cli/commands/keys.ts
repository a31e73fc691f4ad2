// keys list | create | import-phrase | import-key | watch | show | rename | remove: accounts over the keys/* channels.
import QRCode from 'qrcode';
import type { AccountInfo } from '../../shared/api/keys';
import { stringOption, type CommandContext } from '../context';
import { refusedFailure, usageFailure } from '../io/output';
import { readSecretFile } from '../io/terminal';
import { MSG } from '../messages';
import type { Command } from './types';

const nameOf = (ctx: CommandContext, fallback: string) => stringOption(ctx.options, 'name') ?? fallback;

const accountLine = (a: AccountInfo, activeId?: string | null) =>
  `${a.id === activeId ? '*' : ' '} ${a.name.padEnd(20)} ${a.address}  ${a.kind}`;

/** Public fields of an account, as --json prints them. */
export const accountJson = (a: AccountInfo) => ({
  id: a.id,
  name: a.name,
  kind: a.kind,
  address: a.address,
  hdIndex: a.hdIndex,
  pubkey: a.pubkey,
});

async function printAccount(ctx: CommandContext, account: AccountInfo) {
  ctx.out.result(
    { account: accountJson(account) },
    () => `${account.name}  ${account.address}  (${account.kind})`,
  );
}

async function secretFromFileOrTerminal(ctx: CommandContext, flag: string, prompt: string, what: string) {
  const file = stringOption(ctx.options, flag);
  if (file) return readSecretFile(file, `--${flag}`);
  return ctx.term.askSecret(prompt, what, `--${flag}`);
}

const hdIndexOption = (ctx: CommandContext) => {
  const text = stringOption(ctx.options, 'index');
  if (text === undefined) return {};
  if (!/^\d{1,10}$/.test(text)) throw usageFailure('--index is a whole number.');
  return { hdIndex: Number(text) };
};

export const keysCommands: Command[] = [
  {
    path: ['keys', 'list'],
    summary: 'List every account (the active one is marked *).',
    usage: 'keys list',
    async run(ctx) {
      const { accounts, activeAccountId } = await ctx.call<{
        accounts: AccountInfo[];
        activeAccountId: string | null;
      }>('keys/list', {});
      ctx.out.result({ accounts: accounts.map(accountJson), activeAccountId }, () =>
        accounts.length ? accounts.map((a) => accountLine(a, activeAccountId)).join('\n') : MSG.noAccount,
      );
    },
  },
  {
    path: ['keys', 'create'],
    summary: 'Create a new 24-word recovery phrase and its first account.',
    usage: 'keys create --name <name> [--password-file <file>]',
    options: ['--name <name>    account name (default "Account")'],
    async run(ctx) {
      const password = await ctx.passwordForNewSecret();
      const draft = await ctx.call<{ draftId: string; mnemonic: string; confirmIndices: number[] }>(
        'keys/generate-mnemonic',
        {},
      );
      if (!ctx.term.interactive) throw usageFailure(MSG.createNeedsTerminal);
      const words = draft.mnemonic.split(' ');
      process.stderr.write(`${MSG.createWriteDown}\n\n`);
      process.stderr.write(`${words.map((w, i) => `${String(i + 1).padStart(2)}. ${w}`).join('\n')}\n\n`);
      const positions = draft.confirmIndices.map((i) => `#${i + 1}`).join(', ');
      const typed = (await ctx.term.askSecret(MSG.createConfirm(positions), 'words', '--phrase-file'))
        .trim()
        .split(/\s+/);
      const account = await ctx.call<AccountInfo>('keys/create', {
        draftId: draft.draftId,
        confirmWords: typed,
        name: nameOf(ctx, 'Account'),
        ...(password ? { password } : {}),
      });
      await printAccount(ctx, account);
    },
  },
  {
    path: ['keys', 'import-phrase'],
    summary: 'Import a 12- or 24-word recovery phrase (read without echo, or from --phrase-file).',
    usage: 'keys import-phrase --name <name> [--index <n>] [--phrase-file <file>] [--password-file <file>]',
    options: ['--name <name>    account name', '--index <n>      HD index (default 0)'],
    async run(ctx) {
      const password = await ctx.passwordForNewSecret();
      const mnemonic = await secretFromFileOrTerminal(
        ctx,
        'phrase-file',
        MSG.phrasePrompt,
        'recovery phrase',
      );
      const account = await ctx.call<AccountInfo>('keys/import-mnemonic', {
        mnemonic,
        name: nameOf(ctx, 'Imported'),
        ...hdIndexOption(ctx),
        ...(password ? { password } : {}),
      });
      await printAccount(ctx, account);
    },
  },
  {
    path: ['keys', 'import-key'],
    summary: 'Import a raw secp256k1 private key (read without echo, or from --key-file).',
    usage: 'keys import-key --name <name> [--key-file <file>] [--password-file <file>]',
    async run(ctx) {
      const password = await ctx.passwordForNewSecret();
      const privateKeyHex = await secretFromFileOrTerminal(
        ctx,
        'key-file',
        MSG.privateKeyPrompt,
        'private key',
      );
      const account = await ctx.call<AccountInfo>('keys/import-private-key', {
        privateKeyHex,
        name: nameOf(ctx, 'Imported key'),
        ...(password ? { password } : {}),
      });
      await printAccount(ctx, account);
    },
  },
  {
    path: ['keys', 'watch'],
    summary: 'Add a watch-only address (no key: it can be viewed and prepare offline files, never sign).',
    usage: 'keys watch <address> [--name <name>]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [address]) {
      const account = await ctx.call<AccountInfo>('keys/add-watch-only', {
        address: address!,
        name: nameOf(ctx, 'Watch-only'),
      });
      await printAccount(ctx, account);
    },
  },
  {
    path: ['keys', 'show'],
    summary: 'Show one account (address, kind, public key); --qr draws the address as a QR code.',
    usage: 'keys show [<account>] [--qr]',
    maxArgs: 1,
    async run(ctx, [name]) {
      const account = await ctx.account(name);
      const qr = ctx.options.qr
        ? await QRCode.toString(account.address, { type: 'terminal', small: true })
        : null;
      ctx.out.result({ account: accountJson(account) }, () =>
        [
          `Name:     ${account.name}`,
          `Address:  ${account.address}`,
          `Kind:     ${account.kind}`,
          ...(account.hdIndex === null ? [] : [`HD index: ${account.hdIndex}`]),
          ...(account.pubkey ? [`Pubkey:   ${account.pubkey}`] : []),
          ...(qr ? ['', qr] : []),
        ].join('\n'),
      );
    },
  },
  {
    path: ['keys', 'rename'],
    summary: 'Rename an account.',
    usage: 'keys rename <account> <new name>',
    minArgs: 2,
    maxArgs: 2,
    async run(ctx, [name, newName]) {
      const account = await ctx.account(name);
      const renamed = await ctx.call<AccountInfo>('keys/rename', { accountId: account.id, name: newName! });
      await printAccount(ctx, renamed);
    },
  },
  {
    path: ['keys', 'remove'],
    summary: 'Remove an account (keyed accounts need the wallet password); asks first unless --yes.',
    usage: 'keys remove <account> [--yes] [--password-file <file>]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [name]) {
      const account = await ctx.account(name);
      await confirmOrRefuse(ctx, `Remove ${account.name} (${account.address})? Type "yes" to confirm: `);
      const password =
        account.kind === 'watch_only' || account.kind === 'ledger' ? undefined : await ctx.password();
      await ctx.call('keys/remove', { accountId: account.id, ...(password ? { password } : {}) });
      ctx.out.result({ removed: accountJson(account) }, () => MSG.removed(account.name));
    },
  },
];

/** Asks "yes" on the terminal unless --yes; anything else refuses (exit 3). */
export async function confirmOrRefuse(ctx: CommandContext, prompt: string): Promise<void> {
  if (ctx.options.yes) return;
  const answer = (await ctx.term.ask(prompt)).trim().toLowerCase();
  if (answer !== 'yes' && answer !== 'y') throw refusedFailure(MSG.aborted);
}
