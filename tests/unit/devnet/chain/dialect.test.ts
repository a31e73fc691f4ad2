// Unit (devnet chain): the dialect is data. One chain speaks the spec names (the default, unchanged) or a stock
// Cosmos SDK node's names: its type URLs, amino names and REST paths come from one table per dialect, a tx named in
// the other dialect is refused as a stock node refuses an unknown type URL (code 2, "unable to resolve type URL"),
// and a data directory created in one dialect is never reopened in the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secp256k1HdWallet, makeSignDoc as makeAminoSignDoc } from '@cosmjs/amino';
import { fromBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dialect } from '../../../../shared/dialect';
import { parseArgs } from '../../../../devnet/cli';
import { Chain } from '../../../../devnet/chain/chain';
import { dialectNames } from '../../../../devnet/chain/codec/dialect-names';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';

const now = new Date('2026-11-22T00:00:00Z');
const alice = DEVNET_KEYS.alice;
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function chainIn(dialect: Dialect, dataDir?: string): Chain {
  const chain = new Chain({
    contracts: [],
    bridgeAuthority: DEVNET_KEYS.faucet.address,
    clock: () => now,
    dialect,
    dataDir,
  });
  if (chain.isFresh()) writeBaseGenesis(chain, new Date('2026-11-20T00:00:00Z'));
  chain.produceBlock();
  return chain;
}

const sendValue = () =>
  MsgSend.encode({
    fromAddress: alice.address,
    toAddress: DEVNET_KEYS.bob.address,
    amount: [{ denom: 'uxyz', amount: '7' }],
  }).finish();

/** Alice's MsgSend of 7 uxyz to bob, signed SIGN_MODE_DIRECT with the given message and key type URLs. */
async function directSend(chain: Chain, msgUrl: string, pubkeyUrl: string): Promise<Uint8Array> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(alice.mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  const { accountNumber, sequence } = chain.account(alice.address)!;
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: msgUrl, value: sendValue() }] }),
  ).finish();
  const pubkey = { typeUrl: pubkeyUrl, value: PubKey.encode({ key: account!.pubkey }).finish() };
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence }],
    [{ denom: 'uxyz', amount: '5000' }],
    200_000,
    undefined,
    undefined,
  );
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, chain.chainId, accountNumber);
  const { signature } = await wallet.signDirect(alice.address, signDoc);
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

/** The same send signed LEGACY_AMINO_JSON, the sign doc naming the message `aminoType`. */
async function aminoSend(chain: Chain, aminoType: string): Promise<Uint8Array> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(alice.mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  const { accountNumber, sequence } = chain.account(alice.address)!;
  const fee = { amount: [{ denom: 'uxyz', amount: '5000' }], gas: '200000' };
  const value = {
    from_address: alice.address,
    to_address: DEVNET_KEYS.bob.address,
    amount: [{ denom: 'uxyz', amount: '7' }],
  };
  const doc = makeAminoSignDoc([{ type: aminoType, value }], fee, chain.chainId, '', accountNumber, sequence);
  const { signature } = await wallet.signAmino(alice.address, doc);
  const names = chain.names;
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: names.msgUrl.send, value: sendValue() }] }),
  ).finish();
  const pubkey = { typeUrl: names.pubkeyUrl, value: PubKey.encode({ key: account!.pubkey }).finish() };
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence }],
    fee.amount,
    200_000,
    undefined,
    undefined,
    SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
  );
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

describe('the devnet names of each dialect', () => {
  it('keeps the spec names the devnet has always spoken (the default)', () => {
    const spec = dialectNames();
    expect(spec.dialect).toBe('spec');
    expect(spec.msgUrl).toMatchObject({
      send: '/ledger.bank.v1beta1.MsgSend',
      execute: '/ledgerwasm.wasm.v1.MsgExecuteContract',
      bridgeOut: '/xyz.bridge.v1.MsgBurnForBridgeOut',
      vote: '/ledger.gov.v1.MsgVote',
    });
    expect(spec.aminoName).toMatchObject({
      send: 'ledger-sdk/MsgSend',
      withdrawReward: 'ledger-sdk/MsgWithdrawDelegationReward',
      execute: 'wasm/MsgExecuteContract',
    });
    expect([spec.pubkeyUrl, spec.txUrl, spec.baseAccountUrl, spec.sdkVersionKey]).toEqual([
      '/ledger.crypto.secp256k1.PubKey',
      '/ledger.tx.v1beta1.Tx',
      '/ledger.auth.v1beta1.BaseAccount',
      'ledger_sdk_version',
    ]);
    expect(spec.route('/ledger/base/consensus/v1beta1/node_info')).toBe(
      '/ledger/base/consensus/v1beta1/node_info',
    );
  });

  it('speaks a stock Cosmos SDK + wasmd node in the cosmos dialect', () => {
    const cosmos = dialectNames('cosmos');
    expect(cosmos.msgUrl).toMatchObject({
      send: '/cosmos.bank.v1beta1.MsgSend',
      redelegate: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
      execute: '/cosmwasm.wasm.v1.MsgExecuteContract',
      bridgeIn: '/xyz.bridge.v1.MsgMintForBridgeIn',
      voteWeighted: '/cosmos.gov.v1.MsgVoteWeighted',
    });
    expect(cosmos.aminoName).toMatchObject({ send: 'cosmos-sdk/MsgSend', vote: 'cosmos-sdk/v1/MsgVote' });
    expect([
      cosmos.pubkeyUrl,
      cosmos.ed25519PubkeyUrl,
      cosmos.vestingAccountUrl,
      cosmos.sdkVersionKey,
    ]).toEqual([
      '/cosmos.crypto.secp256k1.PubKey',
      '/cosmos.crypto.ed25519.PubKey',
      '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
      'cosmos_sdk_version',
    ]);
    expect(cosmos.route('/ledger/base/consensus/v1beta1/blocks/:height')).toBe(
      '/cosmos/base/tendermint/v1beta1/blocks/:height',
    );
    expect(cosmos.route('/ledgerwasm/wasm/v1/contract/:address/smart/:query')).toBe(
      '/cosmwasm/wasm/v1/contract/:address/smart/:query',
    );
    expect(cosmos.route('/ledger/gov/v1/proposals/:id/votes/:voter')).toBe(
      '/cosmos/gov/v1/proposals/:id/votes/:voter',
    );
    expect(cosmos.kindOfUrl('/ledger.bank.v1beta1.MsgSend')).toBeUndefined();
  });
});

describe('a chain in one dialect', () => {
  it.each<Dialect>(['spec', 'cosmos'])(
    'executes a send named in the %s dialect and reports it in the same names',
    async (dialect) => {
      const chain = chainIn(dialect);
      const names = dialectNames(dialect);
      const check = chain.checkTx(await directSend(chain, names.msgUrl.send, names.pubkeyUrl));
      expect(check).toMatchObject({ code: 0 });
      const tx = chain.produceBlock().txs[0]!;
      expect(tx.code).toBe(0);
      expect(tx.txJson).toMatchObject({
        body: { messages: [{ '@type': names.msgUrl.send }] },
        auth_info: { signer_infos: [{ public_key: { '@type': names.pubkeyUrl } }] },
      });
      const actions = tx.events.flatMap((e) =>
        e.type === 'message' ? e.attributes.filter((a) => a.key === 'action').map((a) => a.value) : [],
      );
      expect(actions).toEqual([names.msgUrl.send]);
    },
  );

  it.each<[Dialect, Dialect]>([
    ['spec', 'cosmos'],
    ['cosmos', 'spec'],
  ])(
    'on a %s chain refuses a message named in %s as a stock node refuses an unknown type URL',
    async (own, other) => {
      const chain = chainIn(own);
      const foreign = dialectNames(other).msgUrl.send;
      const check = chain.checkTx(await directSend(chain, foreign, chain.names.pubkeyUrl));
      expect(check).toMatchObject({
        code: 2,
        codespace: 'sdk',
        rawLog: `unable to resolve type URL ${foreign}: tx parse error`,
      });
    },
  );

  it.each<[Dialect, Dialect]>([
    ['spec', 'cosmos'],
    ['cosmos', 'spec'],
  ])('on a %s chain refuses a signer key typed in %s', async (own, other) => {
    const chain = chainIn(own);
    const foreignKey = dialectNames(other).pubkeyUrl;
    const check = chain.checkTx(await directSend(chain, chain.names.msgUrl.send, foreignKey));
    expect(check).toMatchObject({
      code: 2,
      rawLog: `unable to resolve type URL ${foreignKey}: tx parse error`,
    });
  });

  it.each<[Dialect, string, string]>([
    ['spec', 'ledger-sdk/MsgSend', 'cosmos-sdk/MsgSend'],
    ['cosmos', 'cosmos-sdk/MsgSend', 'ledger-sdk/MsgSend'],
  ])('on a %s chain verifies amino signatures over %s, not %s', async (dialect, own, other) => {
    const wrong = chainIn(dialect);
    expect(wrong.checkTx(await aminoSend(wrong, other))).toMatchObject({ code: 4 });
    const right = chainIn(dialect);
    expect(right.checkTx(await aminoSend(right, own))).toMatchObject({ code: 0 });
  });
});

describe('a data directory keeps its dialect', () => {
  it('reopens in its own dialect and refuses the other with a sentence naming both', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-devnet-dialect-'));
    dirs.push(dir);
    chainIn('cosmos', dir).close();
    const again = new Chain({
      contracts: [],
      bridgeAuthority: DEVNET_KEYS.faucet.address,
      dataDir: dir,
      dialect: 'cosmos',
    });
    expect(again.isFresh()).toBe(false);
    again.close();
    expect(
      () => new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address, dataDir: dir }),
    ).toThrow(
      /holds a chain in the cosmos dialect, not spec: start it with --dialect cosmos, or use --reset/,
    );
  });

  it('treats a data directory from before dialects as spec', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-devnet-dialect-'));
    dirs.push(dir);
    chainIn('spec', dir).close();
    expect(
      () =>
        new Chain({
          contracts: [],
          bridgeAuthority: DEVNET_KEYS.faucet.address,
          dataDir: dir,
          dialect: 'cosmos',
        }),
    ).toThrow(/holds a chain in the spec dialect, not cosmos/);
  });
});

describe('npm run devnet -- --dialect', () => {
  it('reads the dialect, spec being the default', () => {
    expect(parseArgs([]).dialect).toBeUndefined();
    expect(parseArgs(['--dialect', 'cosmos']).dialect).toBe('cosmos');
    expect(parseArgs(['--dialect=spec']).dialect).toBe('spec');
  });
});
