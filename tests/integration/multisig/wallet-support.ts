// A devnet plus the wallet's shared-account core for the multisig tests: members are cosmjs amino wallets (software
// keys), every file crosses between them as text, and broadcasts go once through the wallet's broadcast path.
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { DEVNET_MIN_GAS_PRICE } from '../../../shared/chain';
import type { MultisigCard, MultisigProposal } from '../../../shared/multisig/files';
import {
  parseMultisigCard,
  parseMultisigProposal,
  parseMultisigSignature,
  serializeMultisigFile,
} from '../../../shared/multisig/parse';
import { createChainRestClient } from '../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../electron/core/chain/http';
import { createMemberCard } from '../../../electron/core/multisig/account';
import { broadcastProposal } from '../../../electron/core/multisig/broadcast';
import { addSignature, type CollectedSignature } from '../../../electron/core/multisig/collect';
import { cosignProposal } from '../../../electron/core/multisig/cosign';
import { openProposal, type OpenedProposal } from '../../../electron/core/multisig/proposal';
import { proposeFromBody } from '../../../electron/core/multisig/propose';
import { draftBody } from '../../../electron/core/offline/draft-body';
import { broadcastOnce } from '../../../electron/core/tx/broadcast';
import type { RunningDevnet } from '../../../devnet/index';
import { TEST_DIALECT } from '../support/dialect';

export const CHAIN_ID = 'xyz-devnet-1';

export interface TestMember {
  name: string;
  wallet: Secp256k1HdWallet;
  address: string;
  pubkey: Uint8Array;
}

export async function makeMembers(names: string[]): Promise<TestMember[]> {
  return Promise.all(
    names.map(async (name) => {
      const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'xyz' });
      const [account] = await wallet.getAccounts();
      return { name, wallet, address: account!.address, pubkey: account!.pubkey };
    }),
  );
}

export function walletChain(devnet: RunningDevnet) {
  return createChainRestClient(
    { restUrl: devnet.chainRestUrl, dialect: TEST_DIALECT },
    httpOptions({ retries: 0, timeoutMs: 10_000 }),
  );
}

/** The member card as the creator writes it and another member reads it back. */
export function cardFor(members: TestMember[], threshold: number): MultisigCard {
  const card = createMemberCard({
    chainId: CHAIN_ID,
    prefix: 'xyz',
    threshold,
    members: members.map((m) => ({ pubkey: m.pubkey, name: m.name })),
    now: new Date(),
  });
  return parseMultisigCard(serializeMultisigFile(card));
}

/** Proposes a send of `micro` uxyz from the shared account; returns the proposal file's text. */
export async function proposeSend(
  devnet: RunningDevnet,
  card: MultisigCard,
  to: string,
  amount = '0.001',
  memo = '',
): Promise<string> {
  const proposal = await proposeFromBody({
    chain: walletChain(devnet),
    chainId: CHAIN_ID,
    account: card.account,
    bodyBytes: draftBody({
      from: card.account.address,
      draft: { to, amount, memo },
      prefix: 'xyz',
      denom: 'uxyz',
      dialect: TEST_DIALECT,
    }),
    dialect: TEST_DIALECT,
    denom: 'uxyz',
    gasPrice: DEVNET_MIN_GAS_PRICE,
    gasAdjustment: 1.3,
    now: new Date(),
  });
  return serializeMultisigFile(proposal);
}

export function open(proposalText: string): OpenedProposal {
  return openProposal(parseMultisigProposal(proposalText), TEST_DIALECT);
}

/** The member opens the proposal file and writes a signature file (text). */
export async function cosign(member: TestMember, proposalText: string): Promise<string> {
  const file = await cosignProposal(open(proposalText), member.wallet, member.address, new Date());
  return serializeMultisigFile(file);
}

/** Imports signature files in the order given. */
export function collect(opened: OpenedProposal, signatureTexts: string[]): CollectedSignature[] {
  let collected: CollectedSignature[] = [];
  for (const text of signatureTexts)
    collected = addSignature(opened, collected, parseMultisigSignature(text));
  return collected;
}

export async function send(devnet: RunningDevnet, opened: OpenedProposal, collected: CollectedSignature[]) {
  const chain = walletChain(devnet);
  return broadcastProposal({
    opened,
    collected,
    chain,
    chainId: CHAIN_ID,
    send: (txBytes) => broadcastOnce(txBytes, 'chain', { chain, backend: undefined as never }),
  });
}

/** A signature file made by a key outside the account (cosignProposal itself refuses non-members). */
export async function outsiderSignature(outsider: TestMember, proposalText: string): Promise<string> {
  const opened = open(proposalText);
  const { signature } = await outsider.wallet.signAmino(outsider.address, opened.signDoc);
  const p = opened.proposal;
  return serializeMultisigFile({
    format: 'xyz-wallet/multisig-signature',
    version: 1,
    chain_id: p.chain_id,
    account: p.account.address,
    account_number: p.account_number,
    sequence: p.sequence,
    sign_doc_hash: p.sign_doc_hash,
    member_pubkey: toBase64(outsider.pubkey),
    signature: signature.signature,
    created_at: new Date().toISOString(),
  });
}

export type { MultisigProposal };
