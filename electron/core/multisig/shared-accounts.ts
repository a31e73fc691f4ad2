// Creating, importing and exporting shared accounts: members from the wallet's own accounts, contacts the chain
// knows, or pasted keys (each error names the member); a member card's address is recomputed from its keys; the
// stored account (kind 'multisig', no secret) is one of the wallet's accounts.
import type { MemberSourceRequest } from '../../../shared/api/multisig';
import type { AccountInfo } from '../../../shared/api/keys';
import { convertAddressPrefix } from '../../../shared/address';
import { WalletError } from '../../../shared/errors';
import {
  MULTISIG_ACCOUNT_FORMAT,
  MULTISIG_FILE_VERSION,
  type MultisigAccountDef,
  type MultisigCard,
} from '../../../shared/multisig/files';
import { parseMultisigCard, serializeMultisigFile } from '../../../shared/multisig/parse';
import { accountDefOf, sharedInfoOf } from '../../../shared/multisig/definition';
import {
  chainKeyOf,
  createMemberCard,
  resolveMember,
  type MemberSource,
  type ResolvedMember,
} from './account';
import { multisigError } from './errors';
import { multisigFileJson } from './file-text';
import type { SharedAccountDeps } from './service-deps';

function sourceOf(request: MemberSourceRequest): MemberSource {
  if (request.source === 'account')
    return { kind: 'account', accountId: request.accountId, name: request.name };
  if (request.source === 'contact') return { kind: 'contact', address: request.address, name: request.name };
  return { kind: 'pubkey', pubkey: request.pubkey, name: request.name };
}

/** Resolves one member's key; any refusal says which member (position and what was given) it concerns. */
async function resolveOne(
  deps: SharedAccountDeps,
  request: MemberSourceRequest,
  index: number,
): Promise<ResolvedMember> {
  const memberDeps = {
    ownAccount(accountId: string) {
      const account = deps.getAccount(accountId);
      if (account.kind === 'multisig') {
        throw multisigError(
          'unknown_member_key',
          `${account.name} is itself a shared account: it cannot be a member.`,
        );
      }
      return account;
    },
    contactName: (address: string) => deps.contactName(address),
    async chainPubkey(address: string) {
      return chainKeyOf(await deps.chain().account(address));
    },
  };
  try {
    return await resolveMember(sourceOf(request), memberDeps);
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    const given =
      request.source === 'account'
        ? request.accountId
        : request.source === 'contact'
          ? request.address
          : request.pubkey;
    throw new WalletError(error.code, `Member ${index + 1}: ${error.message}`, {
      ...error.details,
      memberIndex: index,
      memberSource: request.source,
      member: given.slice(0, 128),
    });
  }
}

function cardOf(def: MultisigAccountDef, chainId: string, now: Date): MultisigCard {
  return {
    format: MULTISIG_ACCOUNT_FORMAT,
    version: MULTISIG_FILE_VERSION,
    chain_id: chainId,
    account: def,
    created_at: now.toISOString(),
  };
}

export async function createSharedAccount(
  deps: SharedAccountDeps,
  request: { name: string; threshold: number; members: MemberSourceRequest[] },
): Promise<{ account: AccountInfo; card: { fileText: string } }> {
  const members: ResolvedMember[] = [];
  for (const [index, source] of request.members.entries())
    members.push(await resolveOne(deps, source, index));
  const profile = deps.network();
  const card = createMemberCard({
    chainId: profile.chainId,
    prefix: profile.prefix,
    threshold: request.threshold,
    members,
    now: new Date(deps.clock()),
  });
  const account = await deps.addSharedAccount({
    name: request.name,
    address: card.account.address,
    multisig: sharedInfoOf(card.account, profile.prefix),
  });
  return { account, card: { fileText: serializeMultisigFile(card) } };
}

export async function importSharedAccount(
  deps: SharedAccountDeps,
  request: { fileText: string; name?: string },
): Promise<{ account: AccountInfo }> {
  const card = parseMultisigCard(multisigFileJson(request.fileText));
  const profile = deps.network();
  if (card.chain_id !== profile.chainId) {
    throw multisigError(
      'wrong_chain',
      `This shared account card is for chain ${card.chain_id}; the active network is ${profile.chainId}.`,
    );
  }
  const { threshold, members } = card.account;
  const account = await deps.addSharedAccount({
    name: request.name ?? `Shared ${threshold} of ${members.length}`,
    address: convertAddressPrefix(card.account.address, profile.prefix),
    multisig: sharedInfoOf(card.account, profile.prefix),
  });
  return { account };
}

export function memberCardText(deps: SharedAccountDeps, accountId: string): { fileText: string } {
  const def = accountDefOf(deps.getAccount(accountId));
  return { fileText: serializeMultisigFile(cardOf(def, deps.network().chainId, new Date(deps.clock()))) };
}
