// offline prepare | sign | inspect | broadcast: the app's offline files (docs/offline-files.md) over offline/*.
import type { AccountInfo } from '../../shared/api/keys';
import type { OfflineBroadcastReview, OfflineExport, OfflineSignReview } from '../../shared/api/offline';
import type { PermissionsList } from '../../shared/api/permissions';
import type { TxSubmitted } from '../../shared/api/tx';
import type { SignedTxEnvelope, TxSummary, UnsignedTxEnvelope } from '../../shared/offline/envelopes';
import { parseTxEnvelope } from '../../shared/offline/parse-envelope';
import { WalletError } from '../../shared/errors';
import { stringOption, type CommandContext } from '../context';
import { readInputFile, writeOutputFile } from '../io/files';
import { framesAsTerminalQr } from '../io/qr';
import { CliFailure, failureFromCore, usageFailure } from '../io/output';
import { MSG } from '../messages';
import { FINAL_STATUSES, showsReview } from '../review';
import { confirmOrRefuse } from './keys';
import { authzRevokeItemsOption } from './authz-support';
import type { Command } from './types';

const summaryLines = (s: TxSummary) => [
  ...s.messages.map((m) => `Message:    ${m}`),
  `Fee:        ${s.fee.map((c) => `${c.amount} ${c.denom}`).join(', ') || 'none'}`,
  `Gas:        ${s.gas}`,
  `Memo:       ${s.memo === '' ? '(none)' : s.memo}`,
];

const signReviewText = (r: OfflineSignReview) =>
  [
    `Signer:     ${r.signer}`,
    `Chain:      ${r.chainId}, account ${r.accountNumber}, sequence ${r.sequence}`,
    ...summaryLines(r.summary),
    `Fee total:  ${r.feeText}`,
    `Sign hash:  ${r.signDocHash}`,
  ].join('\n');

const broadcastReviewText = (r: OfflineBroadcastReview) =>
  [
    `Tx hash:    ${r.txHash}`,
    `Signer:     ${r.signer}`,
    `Chain:      ${r.chainId}, account ${r.accountNumber}, sequence ${r.sequence}`,
    ...summaryLines(r.summary),
    `Fee total:  ${r.feeText}`,
    ...(r.alreadyIncluded
      ? [`Already included at height ${r.alreadyIncluded.height}: nothing will be sent.`]
      : []),
  ].join('\n');

function outFile(ctx: CommandContext): string {
  const out = stringOption(ctx.options, 'out');
  if (!out) throw usageFailure(MSG.missing('--out <file>'));
  return out;
}

const readText = (file: string) => readInputFile(file).toString('utf8');

async function accountFor(ctx: CommandContext, signer: string): Promise<AccountInfo> {
  if (stringOption(ctx.options, 'account') ?? stringOption(ctx.options, 'from')) {
    return ctx.account(stringOption(ctx.options, 'from'));
  }
  return ctx.account(signer);
}

/** The authz grants to revoke, chosen like `authz revoke` from what the chain says this account gave. */
async function revokeDraft(ctx: CommandContext, account: AccountInfo) {
  const list = await ctx.call<PermissionsList>('permissions/list', { accountId: account.id });
  return { kind: 'revoke-permissions' as const, items: await authzRevokeItemsOption(ctx, list) };
}

export const offlineCommands: Command[] = [
  {
    path: ['offline', 'prepare'],
    summary:
      'Online: write an unsigned send, delegation or revoke of authz grants for an offline signer (watch-only too).',
    usage:
      'offline prepare <send|delegate> --to <address|valoper> --amount <XYZ> --out <file> [--from <account>] [--memo <text>] [--gas-limit N] [--fee-amount <uxyz>] [--qr]\n' +
      '       xyz-wallet offline prepare revoke --grantee <address|contact|all> [--msg <type URL>] --out <file> [--from <account>] [--memo <text>] [--gas-limit N] [--fee-amount <uxyz>] [--qr]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [kind]) {
      if (kind !== 'send' && kind !== 'delegate' && kind !== 'revoke')
        throw usageFailure('offline prepare takes send, delegate or revoke.');
      const out = outFile(ctx);
      const to = stringOption(ctx.options, 'to');
      const amount = stringOption(ctx.options, 'amount');
      if (kind !== 'revoke' && (!to || !amount)) throw usageFailure(MSG.missing('--to and --amount'));
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const memo = stringOption(ctx.options, 'memo');
      const draft = kind === 'revoke' ? await revokeDraft(ctx, account) : { kind, to: to!, amount: amount! };
      const gasLimit = stringOption(ctx.options, 'gas-limit');
      const feeAmount = stringOption(ctx.options, 'fee-amount');
      const made = await ctx.call<OfflineExport<UnsignedTxEnvelope>>('offline/export-unsigned', {
        accountId: account.id,
        draft: { ...draft, ...(memo ? { memo } : {}) },
        ...(gasLimit ? { gasLimit } : {}),
        ...(feeAmount ? { feeAmount } : {}),
      });
      writeOutputFile(out, made.fileText);
      const qr = await drawnFrames(ctx, made.frames);
      ctx.out.result(
        { file: out, envelope: made.envelope, ...(qr !== null ? { frames: made.frames } : {}) },
        () => [`Wrote ${out}`, ...summaryLines(made.envelope.summary), ...(qr ? ['', qr] : [])].join('\n'),
      );
    },
  },
  {
    path: ['offline', 'sign'],
    summary:
      'Air-gapped: show an unsigned file (or a typed send/delegation), ask, sign and write the signed file. No network.',
    usage:
      'offline sign <unsigned.json> --out <signed.json> [--account <account>] [--yes] [--password-file <file>] [--qr]\n' +
      '       xyz-wallet offline sign --draft send|delegate --to <address|valoper> --amount <XYZ> --account-number N ' +
      '--sequence N --fee-amount <uxyz> --gas-limit N --out <signed.json> [--memo <text>] [--chain-id <id>]',
    options: [
      '--draft <kind>        sign without a file: the send or delegation typed here, with the sign-doc fields below',
      "--account-number N    the signer's account number on the chain",
      "--sequence N          the signer's next sequence",
      '--fee-amount <uxyz>   fee in uxyz; --gas-limit N the gas limit',
      "--chain-id <id>       chain id (default: the active network profile's)",
    ],
    maxArgs: 1,
    async run(ctx, [file]) {
      const out = outFile(ctx);
      const { account, source } = file === undefined ? await draftSource(ctx) : await fileSource(ctx, file);
      const review = await ctx.call<OfflineSignReview>('offline/review-sign', {
        accountId: account.id,
        source,
      });
      if (showsReview(ctx.options)) process.stderr.write(`${signReviewText(review)}\n\n`);
      await confirmOrRefuse(ctx, 'Sign this transaction? Type "yes" to confirm: ');
      await ctx.unlock();
      const signed = await ctx.call<OfflineExport<SignedTxEnvelope> & { review: OfflineSignReview }>(
        'offline/sign',
        { accountId: account.id, source, reviewedSignDocHash: review.signDocHash },
      );
      writeOutputFile(out, signed.fileText);
      const qr = await drawnFrames(ctx, signed.frames);
      ctx.out.result(
        { file: out, review, envelope: signed.envelope, ...(qr !== null ? { frames: signed.frames } : {}) },
        () => [`Wrote ${out} (tx ${signed.envelope.tx_hash}).`, ...(qr ? ['', qr] : [])].join('\n'),
      );
    },
  },
  {
    path: ['offline', 'inspect'],
    summary:
      'Show what an unsigned or signed transaction file says (checked against its schema; no network).',
    usage: 'offline inspect <file> [--qr]',
    options: [
      "--qr                 also draw the file as the app's QR frames (the app and a phone read them back)",
    ],
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [file]) {
      const text = readText(file!);
      const parsed = envelopeOf(text);
      const e = parsed.envelope;
      const qr = await qrOf(ctx, text);
      ctx.out.result({ kind: parsed.kind, envelope: e, ...(qr ? { frames: qr.frames } : {}) }, () =>
        [
          `Kind:       ${parsed.kind} (${e.format} v${e.version})`,
          `Signer:     ${e.signer}`,
          `Chain:      ${e.chain_id}, account ${e.account_number}, sequence ${e.sequence}`,
          ...(parsed.kind === 'signed' ? [`Tx hash:    ${parsed.envelope.tx_hash}`] : []),
          ...summaryLines(e.summary),
          `Created:    ${e.created_at}`,
          '',
          'The summary is as the file states it; offline sign and offline broadcast decode the bytes and refuse a file whose summary differs.',
          ...(qr ? ['', qr.drawn] : []),
        ].join('\n'),
      );
    },
  },
  {
    path: ['offline', 'broadcast'],
    summary: 'Online: check a signed file against the chain, ask, broadcast it once and wait for inclusion.',
    usage: 'offline broadcast <signed.json> [--yes]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [file]) {
      const text = readText(file!);
      const review = await ctx.call<OfflineBroadcastReview>('offline/review-broadcast', { text });
      if (showsReview(ctx.options)) process.stderr.write(`${broadcastReviewText(review)}\n\n`);
      await confirmOrRefuse(ctx, 'Broadcast this transaction? Type "yes" to confirm: ');
      const sent = await ctx.call<{ txHash: string; status: string }>('offline/broadcast', {
        text,
        reviewedTxHash: review.txHash,
      });
      let status = {
        txHash: sent.txHash,
        status: sent.status,
        height: null as string | null,
        rawLog: null as string | null,
        code: null as number | null,
      };
      const deadline = Date.now() + 60_000;
      while (!FINAL_STATUSES.has(status.status) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const s = await ctx.call<TxSubmitted>('tx/status', { txHash: sent.txHash, refresh: true });
        status = { txHash: s.txHash, status: s.status, height: s.height, rawLog: s.rawLog, code: s.code };
      }
      if (status.status === 'failed' || status.status === 'dropped') {
        ctx.out.result({ review, result: status }, () => '');
        throw new CliFailure('tx_failed', MSG.txFailed(status.txHash, status.rawLog), 1);
      }
      ctx.out.result({ review, result: status }, () =>
        status.status === 'included'
          ? MSG.included(status.txHash, status.height)
          : MSG.sentPending(status.txHash),
      );
    },
  },
];

/** With --qr (text output): the exported file's frames drawn for the terminal. */
async function drawnFrames(ctx: CommandContext, frames: string[]): Promise<string | null> {
  if (!ctx.options.qr) return null;
  return ctx.options.json ? '' : framesAsTerminalQr(frames);
}

/** With --qr: the file's QR frames as the core splits them for the app (offline/qr), and drawn for the terminal. */
async function qrOf(ctx: CommandContext, text: string) {
  if (!ctx.options.qr) return null;
  // The app's frames carry the envelope's compact JSON (offline/export-unsigned and offline/sign): the same here.
  const { frames } = await ctx.call<{ frames: string[] }>('offline/qr', {
    text: JSON.stringify(JSON.parse(text)),
  });
  return { frames, drawn: ctx.options.json ? '' : await framesAsTerminalQr(frames) };
}

async function fileSource(ctx: CommandContext, file: string) {
  const text = readText(file);
  const account = await accountFor(ctx, envelopeOf(text).envelope.signer);
  return { account, source: { kind: 'unsigned_file', text } };
}

/** Offline signer mode: the draft and every sign-doc field typed by the person (nothing from the network). */
async function draftSource(ctx: CommandContext) {
  const kind = stringOption(ctx.options, 'draft');
  if (kind !== 'send' && kind !== 'delegate') {
    throw usageFailure('offline sign takes an unsigned file, or --draft send|delegate with its fields.');
  }
  const need = (name: string) => {
    const value = stringOption(ctx.options, name);
    if (!value) throw usageFailure(MSG.missing(`--${name}`));
    return value;
  };
  const memo = stringOption(ctx.options, 'memo');
  const draft = { kind, to: need('to'), amount: need('amount'), ...(memo ? { memo } : {}) };
  const params = {
    chainId: stringOption(ctx.options, 'chain-id') ?? (await ctx.network()).chainId,
    accountNumber: need('account-number'),
    sequence: need('sequence'),
    feeAmount: need('fee-amount'),
    gasLimit: need('gas-limit'),
  };
  const account = await ctx.account(stringOption(ctx.options, 'from'));
  return { account, source: { kind: 'draft', draft, params } };
}

function envelopeOf(text: string) {
  try {
    return parseTxEnvelope(text);
  } catch (error) {
    if (error instanceof WalletError) throw failureFromCore(error);
    throw error;
  }
}
