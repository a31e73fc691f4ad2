// What the multisig commands share: reading the files strictly, the chain client of the active profile, resolving
// --members words to keys, and the review text of a proposal. Core errors become CLI failures with their reason.
import type { AccountInfo } from '../../shared/api/keys';
import type { AddressBookEntry } from '../../shared/api/addressbook';
import { WalletError } from '../../shared/errors';
import type {
  MultisigCard,
  MultisigFile,
  MultisigProposal,
  MultisigSignatureFile,
} from '../../shared/multisig/files';
import { parseMultisigFile } from '../../shared/multisig/parse';
import { createChainRestClient } from '../../electron/core/chain/chain-rest';
import { httpOptions } from '../../electron/core/chain/http';
import {
  chainKeyOf,
  resolveMember,
  type MemberSource,
  type ResolvedMember,
} from '../../electron/core/multisig/account';
import { openProposal, type OpenedProposal } from '../../electron/core/multisig/proposal';
import type { CommandContext } from '../context';
import { readInputFile } from '../io/files';
import { CliFailure, usageFailure } from '../io/output';
import { nodeHttpFetchForCore } from '../io/node-http-fetch';

/**
 * Runs core/shared code here in the CLI. A WalletError keeps its own message: the shared-account refusals name the
 * member and say why (a generic sentence for the code would lose both).
 */
export async function local<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WalletError) throw new CliFailure(error.code, error.message);
    throw error;
  }
}

export async function readMultisigFile(file: string): Promise<MultisigFile> {
  const text = readInputFile(file).toString('utf8');
  return local(() => parseMultisigFile(text));
}

interface FileOfKind {
  card: MultisigCard;
  proposal: MultisigProposal;
  signature: MultisigSignatureFile;
}

export async function readKind<K extends keyof FileOfKind>(file: string, kind: K): Promise<FileOfKind[K]> {
  const parsed = await readMultisigFile(file);
  if (parsed.kind !== kind) throw usageFailure(`${file} is a ${parsed.kind} file, not a ${kind} file.`);
  return parsed.file as FileOfKind[K];
}

export async function chainOf(ctx: CommandContext) {
  const profile = await ctx.network();
  const chain = createChainRestClient(
    { restUrl: profile.restUrl, dialect: profile.dialect },
    httpOptions({ retries: 1, timeoutMs: 15_000, fetch: nodeHttpFetchForCore }),
  );
  return { profile, chain };
}

export async function openProposalFile(ctx: CommandContext, file: string): Promise<OpenedProposal> {
  const proposal = await readKind(file, 'proposal');
  const profile = await ctx.network();
  return local(() => openProposal(proposal, profile.dialect));
}

/**
 * One --members word: `[Name=]<what>` where <what> is one of this wallet's accounts (name or address), an
 * address-book name, an address whose key the chain knows, or a base64 public key.
 */
export function memberSourceOf(
  word: string,
  accounts: AccountInfo[],
  contacts: AddressBookEntry[],
): MemberSource {
  const eq = word.indexOf('=');
  const name = eq > 0 ? word.slice(0, eq).trim() : undefined;
  const what = (eq > 0 ? word.slice(eq + 1) : word).trim();
  const own = accounts.find((a) => a.name === what || a.address === what);
  if (own) return { kind: 'account', accountId: own.id, ...(name ? { name } : {}) };
  const contact = contacts.find((c) => c.name === what || c.address === what);
  if (contact) return { kind: 'contact', address: contact.address, name: name ?? contact.name };
  if (/^[a-z]{1,16}1[02-9ac-hj-np-z]{38,90}$/.test(what)) {
    return { kind: 'contact', address: what, ...(name ? { name } : {}) };
  }
  return { kind: 'pubkey', pubkey: what, ...(name ? { name } : {}) };
}

export async function resolveMembers(ctx: CommandContext, words: string[]): Promise<ResolvedMember[]> {
  const { accounts } = await ctx.call<{ accounts: AccountInfo[] }>('keys/list', {});
  const { entries } = await ctx.call<{ entries: AddressBookEntry[] }>('addressbook/list', {});
  const { chain } = await chainOf(ctx);
  const deps = {
    ownAccount: (id: string) => accounts.find((a) => a.id === id)!,
    contactName: (address: string) => entries.find((c) => c.address === address)?.name ?? null,
    chainPubkey: async (address: string) => chainKeyOf(await chain.account(address)),
  };
  const out: ResolvedMember[] = [];
  for (const word of words)
    out.push(await local(() => resolveMember(memberSourceOf(word, accounts, entries), deps)));
  return out;
}

export const memberLines = (card: Pick<MultisigCard, 'account'>) =>
  card.account.members.map(
    (m, i) => `  ${i + 1}. ${m.name === '' ? `member ${i + 1}` : m.name}  ${m.pubkey}`,
  );

export const proposalLines = (p: MultisigProposal) => [
  `Shared:     ${p.account.address} (${p.account.threshold} of ${p.account.members.length})`,
  `Chain:      ${p.chain_id}, account ${p.account_number}, sequence ${p.sequence}`,
  ...p.summary.messages.map((m) => `Message:    ${m}`),
  `Fee:        ${p.summary.fee.map((c) => `${c.amount} ${c.denom}`).join(', ') || 'none'}`,
  `Gas:        ${p.summary.gas}`,
  `Memo:       ${p.summary.memo === '' ? '(none)' : p.summary.memo}`,
  `Sign hash:  ${p.sign_doc_hash}`,
  `Needs:      ${p.account.threshold} of ${p.account.members.length} signatures`,
];
