// The wallet's authz and feegrant messages as the devnet sees them: built by the wallet's builders, turned into amino
// JSON by the wallet's descriptors and signed LEGACY_AMINO_JSON by cosmjs's wallet, the devnet (which renders amino
// JSON on its own, as Go's legacy amino does) verifies the signature and runs them; direct signing too.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EncodeObject } from '@cosmjs/proto-signing';
import type { RunningDevnet } from '../../../devnet/index';
import { genesisValidators } from '../../../devnet/chain/genesis';
import { toAminoMsg } from '../../../electron/core/tx/amino';
import * as build from '../../../electron/core/tx/authz-messages';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry, messageInDialect } from '../../../electron/core/tx/registry';
import { KINDS } from '../../../shared/tx-kinds';
import {
  balanceOf,
  broadcast,
  directSigner,
  fund,
  getJson,
  produce,
  signAmino,
  testDevnet,
  txByHash,
} from '../devnet/chain/support';
import { signTx } from './support';
import { TEST_DIALECT } from '../support/dialect';

const GRANTER_MNEMONIC = 'special sign fit simple patrol salute grocery chicken wheat radar tonight ceiling';
const GRANTEE_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('the wallet’s authz and feegrant messages on the devnet', () => {
  let devnet: RunningDevnet;
  let granter: string;
  let grantee: string;
  const registry = createTxRegistry(TEST_DIALECT);
  const proto = (m: EncodeObject) => {
    const named = messageInDialect(m, TEST_DIALECT);
    return { typeUrl: named.typeUrl, value: registry.encode(named) };
  };

  async function deliverAmino(mnemonic: string, messages: EncodeObject[]): Promise<any> {
    const tx = await signAmino(devnet, mnemonic, {
      aminoMsgs: messages.map((m) => toAminoMsg(m, TEST_DIALECT)),
      protoMsgs: messages.map(proto),
    });
    const res = await broadcast(devnet, tx);
    expect(res.raw_log).toBe('');
    await produce(devnet);
    return (await txByHash(devnet, res.txhash)).body.tx_response;
  }

  beforeAll(async () => {
    devnet = await testDevnet();
    granter = (await directSigner(GRANTER_MNEMONIC)).address;
    grantee = (await directSigner(GRANTEE_MNEMONIC)).address;
    await fund(devnet, granter, '50000000');
    await fund(devnet, grantee, '5000000');
  }, 60_000);
  afterAll(() => devnet?.stop());

  it('grants (send with an expiry, stake, generic), executes, and revokes with amino signatures the devnet verifies', async () => {
    const [validator] = genesisValidators();
    const expiration = new Date(Date.now() + 86_400_000 + 250);
    const grants = [
      build.buildGrant({
        granter,
        grantee,
        authorization: { type: 'send', spendLimit: 3_000_000n, allowList: [grantee] },
        expiration,
        dialect: TEST_DIALECT,
      }),
      build.buildGrant({
        granter,
        grantee,
        authorization: {
          type: 'stake',
          action: 'delegate',
          allowValidators: [validator!],
          maxTokens: 1_000_000n,
        },
        dialect: TEST_DIALECT,
      }),
      build.buildGrant({
        granter,
        grantee,
        authorization: { type: 'generic', msgTypeUrl: '/cosmos.gov.v1.MsgVote' },
        dialect: TEST_DIALECT,
      }),
    ];
    expect((await deliverAmino(GRANTER_MNEMONIC, grants)).code).toBe(0);
    const listed = await getJson(`${devnet.chainRestUrl}/ledger/authz/v1beta1/grants/granter/${granter}`);
    expect(listed.body.grants).toHaveLength(3);

    const before = await balanceOf(devnet, grantee);
    const exec = build.buildExec({
      grantee,
      msgs: [buildSend({ from: granter, to: grantee, amount: 1_000_000n })],
      dialect: TEST_DIALECT,
    });
    expect(KINDS.byTypeUrl(exec.typeUrl)!.describe(exec.value as Record<string, unknown>)).toBe(
      `As ${grantee}, using permissions granted to it: (1) Send 1 XYZ from ${granter} to ${grantee}`,
    );
    const done = await deliverAmino(GRANTEE_MNEMONIC, [exec]);
    expect(done.code).toBe(0);
    expect(await balanceOf(devnet, grantee)).toBe(before + 1_000_000n - 5000n);

    const revoke = build.buildRevoke({
      granter,
      grantee,
      msgTypeUrl: '/cosmos.gov.v1.MsgVote',
      dialect: TEST_DIALECT,
    });
    expect((await deliverAmino(GRANTER_MNEMONIC, [revoke])).code).toBe(0);
    const left = await getJson(`${devnet.chainRestUrl}/ledger/authz/v1beta1/grants/granter/${granter}`);
    expect(left.body.grants.map((g: any) => g.authorization['@type']).sort()).toEqual([
      '/ledger.bank.v1beta1.SendAuthorization',
      '/ledger.staking.v1beta1.StakeAuthorization',
    ]);
  });

  it('grants a periodic, message-limited fee allowance that pays the grantee’s fee, then revokes it', async () => {
    const allowance = build.buildGrantAllowance({
      granter,
      grantee,
      allowance: {
        spendLimit: 100_000n,
        expiration: new Date(Date.now() + 30 * 86_400_000),
        period: { seconds: 86_400, limit: 20_000n, start: new Date() },
        allowedMessages: ['/cosmos.bank.v1beta1.MsgSend'],
      },
      dialect: TEST_DIALECT,
    });
    expect((await deliverAmino(GRANTER_MNEMONIC, [allowance])).code).toBe(0);
    const before = { granter: await balanceOf(devnet, granter), grantee: await balanceOf(devnet, grantee) };
    const signer = await directSigner(GRANTEE_MNEMONIC);
    const paid = await broadcast(
      devnet,
      await signTx(devnet, signer, [proto(buildSend({ from: grantee, to: granter, amount: 1n }))], {
        feeGranter: granter,
      }),
    );
    expect(paid.code).toBe(0);
    await produce(devnet);
    expect(await balanceOf(devnet, granter)).toBe(before.granter - 5000n + 1n);
    expect(await balanceOf(devnet, grantee)).toBe(before.grantee - 1n);
    expect(
      (await deliverAmino(GRANTER_MNEMONIC, [build.buildRevokeAllowance({ granter, grantee })])).code,
    ).toBe(0);
    const gone = await getJson(
      `${devnet.chainRestUrl}/ledger/feegrant/v1beta1/allowance/${granter}/${grantee}`,
    );
    expect(gone.status).toBe(500);
  });
});
