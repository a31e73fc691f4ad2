// multisig create | show | propose | sign | combine | broadcast: shared (k-of-n) accounts with files only
// (docs/offline-files.md, "Shared accounts"). Only `sign` needs the wallet's key (multisig/sign); the rest is local.
import { toBase64 } from '@cosmjs/encoding';
import type { AccountInfo } from '../../shared/api/keys';
import type { MultisigSignatureFile } from '../../shared/multisig/files';
import { serializeMultisigFile } from '../../shared/multisig/parse';
import { createMemberCard } from '../../electron/core/multisig/account';
import { broadcastProposal } from '../../electron/core/multisig/broadcast';
import {
  addSignature,
  combineCollected,
  proposalStatus,
  type CollectedSignature,
} from '../../electron/core/multisig/collect';
import { proposeFromBody } from '../../electron/core/multisig/propose';
import { draftBody } from '../../electron/core/offline/draft-body';
import { broadcastOnce } from '../../electron/core/tx/broadcast';
import { txHash } from '../../electron/core/tx/tx-bytes';
import { stringOption, type CommandContext } from '../context';
import { readInputFile, writeOutputFile } from '../io/files';
import { CliFailure, usageFailure } from '../io/output';
import { MSG } from '../messages';
import { showsReview } from '../review';
import { confirmOrRefuse } from './keys';
import {
  chainOf,
  local,
  memberLines,
  openProposalFile,
  proposalLines,
  readKind,
  readMultisigFile,
  resolveMembers,
} from './multisig-support';
import type { Command } from './types';

function need(ctx: CommandContext, name: string): string {
  const value = stringOption(ctx.options, name);
  if (!value) throw usageFailure(MSG.missing(`--${name}`));
  return value;
}

/** Imports the signature files in the order given; each is checked and a refused one names the member and why. */
async function collectFiles(ctx: CommandContext, proposalFile: string, files: string[]) {
  const opened = await openProposalFile(ctx, proposalFile);
  let collected: CollectedSignature[] = [];
  for (const file of files) {
    const signature = await readKind(file, 'signature');
    collected = await local(() => addSignature(opened, collected, signature));
  }
  return { opened, collected, status: proposalStatus(opened, collected) };
}

const statusLines = (status: ReturnType<typeof proposalStatus>) => [
  `Signed:     ${status.signed} of ${status.threshold} needed`,
  ...status.members.map((m) => `  ${m.signed ? '[x]' : '[ ]'} ${m.name}`),
];

export const multisigCommands: Command[] = [
  {
    path: ['multisig', 'create'],
    summary: 'Define a k-of-n shared account from members\u2019 keys and write its member card.',
    usage: 'multisig create --threshold K --members <m1,m2,...> --out <card.json>',
    options: [
      '--members <list>     comma-separated [Name=]<account | contact | address | base64 public key>',
      '--threshold K        signatures needed (1..n)',
      'Keys are sorted by their address bytes (cosmjs and the SDK CLI default), so every member gets the same address.',
    ],
    maxArgs: 0,
    async run(ctx) {
      const threshold = Number(need(ctx, 'threshold'));
      const out = need(ctx, 'out');
      const members = await resolveMembers(
        ctx,
        need(ctx, 'members')
          .split(',')
          .filter((w) => w.trim() !== ''),
      );
      const profile = await ctx.network();
      const card = await local(() =>
        createMemberCard({
          chainId: profile.chainId,
          prefix: profile.prefix,
          threshold,
          members,
          now: new Date(),
        }),
      );
      writeOutputFile(out, serializeMultisigFile(card));
      ctx.out.result({ file: out, card }, () =>
        [
          `Wrote ${out}`,
          `Address:    ${card.account.address} (${threshold} of ${members.length})`,
          ...memberLines(card),
        ].join('\n'),
      );
    },
  },
  {
    path: ['multisig', 'show'],
    summary:
      'Show a member card, proposal or signature file (checked strictly; with signatures: who has signed).',
    usage: 'multisig show <file> [signature files...] [--watch-as <name>]',
    options: [
      '--watch-as <name>    for a member card: also add it as a shared account (balance, history, staking; any signing command --from it writes a proposal with --out)',
    ],
    minArgs: 1,
    maxArgs: 1 + 7,
    async run(ctx, [file, ...signatures]) {
      const parsed = await readMultisigFile(file!);
      if (parsed.kind === 'proposal') {
        const { status } = await collectFiles(ctx, file!, signatures);
        ctx.out.result({ kind: parsed.kind, file: parsed.file, status }, () =>
          [...proposalLines(parsed.file), ...statusLines(status)].join('\n'),
        );
        return;
      }
      const watchAs = stringOption(ctx.options, 'watch-as');
      if (watchAs !== undefined && parsed.kind !== 'card')
        throw usageFailure('--watch-as takes a member card.');
      const watched =
        watchAs !== undefined && parsed.kind === 'card'
          ? (
              await ctx.call<{ account: AccountInfo }>('multisig/import-card', {
                fileText: readInputFile(file!).toString('utf8'),
                name: watchAs,
              })
            ).account
          : null;
      ctx.out.result({ kind: parsed.kind, file: parsed.file, ...(watched ? { watched } : {}) }, () =>
        parsed.kind === 'card'
          ? [
              `Shared account ${parsed.file.account.address}`,
              `Chain:      ${parsed.file.chain_id}`,
              `Threshold:  ${parsed.file.account.threshold} of ${parsed.file.account.members.length}`,
              ...memberLines(parsed.file),
            ].join('\n')
          : [
              `Signature by ${parsed.file.member_pubkey}`,
              `For:        ${parsed.file.account}, sequence ${parsed.file.sequence}`,
              `Sign hash:  ${parsed.file.sign_doc_hash}`,
            ].join('\n'),
      );
    },
  },
  {
    path: ['multisig', 'propose'],
    summary:
      'Write a proposal (unsigned tx, account number, sequence) from a shared account for its members.',
    usage:
      'multisig propose <card.json> <send|delegate> --to <address|valoper> --amount <XYZ> --out <proposal.json> [--memo <text>] [--gas-limit N] [--fee-amount <uxyz>]',
    options: [
      'Any other kind (undelegate, vote, token send, swap, contract, authz...): add the card with `multisig show <card> --watch-as <name>`,',
      'then run that command --from <name> --out <proposal.json>: it writes the same proposal file instead of signing.',
    ],
    minArgs: 2,
    maxArgs: 2,
    async run(ctx, [cardFile, kind]) {
      if (kind !== 'send' && kind !== 'delegate')
        throw usageFailure('multisig propose takes send or delegate.');
      const card = await readKind(cardFile!, 'card');
      const out = need(ctx, 'out');
      const { profile, chain } = await chainOf(ctx);
      const { settings } = {
        settings: await ctx.call<{ gasAdjustment: number; feeTier: 'low' | 'average' | 'high' }>(
          'settings/get',
          {},
        ),
      };
      const memo = stringOption(ctx.options, 'memo');
      const gasLimit = stringOption(ctx.options, 'gas-limit');
      const feeAmount = stringOption(ctx.options, 'fee-amount');
      const proposal = await local(async () =>
        proposeFromBody({
          chain,
          chainId: profile.chainId,
          account: card.account,
          bodyBytes: draftBody({
            from: card.account.address,
            draft: { kind, to: need(ctx, 'to'), amount: need(ctx, 'amount'), ...(memo ? { memo } : {}) },
            prefix: profile.prefix,
            denom: profile.denom,
            dialect: profile.dialect,
          }),
          dialect: profile.dialect,
          denom: profile.denom,
          gasPrice: profile.gasPrices[settings.feeTier],
          gasAdjustment: settings.gasAdjustment,
          ...(gasLimit ? { gasLimit: BigInt(gasLimit) } : {}),
          ...(feeAmount ? { feeAmount: BigInt(feeAmount) } : {}),
          now: new Date(),
        }),
      );
      writeOutputFile(out, serializeMultisigFile(proposal));
      ctx.out.result({ file: out, proposal }, () => [`Wrote ${out}`, ...proposalLines(proposal)].join('\n'));
    },
  },
  {
    path: ['multisig', 'sign'],
    summary:
      'Co-sign a proposal as a member (amino JSON): shows the full transaction and the account, then asks.',
    usage:
      'multisig sign <proposal.json> --account <member account> --out <signature.json> [--card <card.json>] [--yes] [--password-file <file>]',
    options: [
      '--card <card.json>   refuse unless the proposal spends from exactly this shared account (address, k, keys)',
    ],
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [file]) {
      const out = need(ctx, 'out');
      const opened = await openProposalFile(ctx, file!);
      const cardFile = stringOption(ctx.options, 'card');
      if (cardFile !== undefined) {
        const card = await readKind(cardFile, 'card');
        const keysOf = (a: typeof card.account) =>
          JSON.stringify([a.address, a.threshold, a.members.map((m) => m.pubkey)]);
        if (keysOf(card.account) !== keysOf(opened.proposal.account)) {
          throw new CliFailure(
            'unauthorized',
            `The proposal spends from ${opened.proposal.account.address}, not from the shared account of ${cardFile} (${card.account.address}). Nothing was signed.`,
          );
        }
      }
      const account: AccountInfo = await ctx.account(stringOption(ctx.options, 'account'));
      if (showsReview(ctx.options)) {
        process.stderr.write(
          `${[`Signer:     ${account.name} (${account.address})`, ...proposalLines(opened.proposal)].join('\n')}\n\n`,
        );
      }
      await confirmOrRefuse(ctx, 'Co-sign this proposal? Type "yes" to confirm: ');
      await ctx.unlock();
      const signed = await ctx.call<{ signature: MultisigSignatureFile; fileText: string }>('multisig/sign', {
        accountId: account.id,
        proposalText: serializeMultisigFile(opened.proposal),
        reviewedSignDocHash: opened.proposal.sign_doc_hash,
      });
      writeOutputFile(out, signed.fileText);
      ctx.out.result(
        { file: out, signature: signed.signature },
        () => `Wrote ${out} (signed by ${account.name}).`,
      );
    },
  },
  {
    path: ['multisig', 'combine'],
    summary:
      'Check the signature files against the proposal (any order) and write the combined tx once k are in.',
    usage: 'multisig combine <proposal.json> <signature.json>... --out <tx.b64>',
    minArgs: 2,
    maxArgs: 1 + 7,
    async run(ctx, [file, ...signatures]) {
      const out = need(ctx, 'out');
      const { opened, collected, status } = await collectFiles(ctx, file!, signatures);
      const txBytes = await local(() => combineCollected(opened, collected));
      writeOutputFile(out, `${toBase64(txBytes)}\n`);
      ctx.out.result({ file: out, txHash: txHash(txBytes), status }, () =>
        [`Wrote ${out} (tx ${txHash(txBytes)})`, ...statusLines(status)].join('\n'),
      );
    },
  },
  {
    path: ['multisig', 'broadcast'],
    summary:
      'Combine the checked signatures, check the account\u2019s sequence on chain, broadcast once and wait.',
    usage: 'multisig broadcast <proposal.json> <signature.json>... [--yes]',
    minArgs: 2,
    maxArgs: 1 + 7,
    async run(ctx, [file, ...signatures]) {
      const { opened, collected, status } = await collectFiles(ctx, file!, signatures);
      if (showsReview(ctx.options))
        process.stderr.write(`${[...proposalLines(opened.proposal), ...statusLines(status)].join('\n')}\n\n`);
      await confirmOrRefuse(ctx, 'Broadcast this transaction? Type "yes" to confirm: ');
      const { profile, chain } = await chainOf(ctx);
      const sent = await local(() =>
        broadcastProposal({
          opened,
          collected,
          chain,
          chainId: profile.chainId,
          send: (txBytes) => broadcastOnce(txBytes, 'chain', { chain, backend: undefined as never }),
        }),
      );
      const deadline = Date.now() + 60_000;
      let included: Awaited<ReturnType<typeof chain.getTx>> = null;
      while (!included && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        included = await chain.getTx(sent.txHash).catch(() => null);
      }
      const result = included
        ? {
            txHash: sent.txHash,
            status: included.tx_response.code === 0 ? 'included' : 'failed',
            height: included.tx_response.height,
            code: included.tx_response.code,
          }
        : { txHash: sent.txHash, status: 'pending', height: null, code: null };
      if (result.status === 'failed') {
        ctx.out.result({ result }, () => '');
        throw new CliFailure('tx_failed', MSG.txFailed(sent.txHash, included!.tx_response.raw_log), 1);
      }
      ctx.out.result({ result }, () =>
        result.status === 'included'
          ? MSG.included(sent.txHash, String(result.height))
          : MSG.sentPending(sent.txHash),
      );
    },
  },
];
