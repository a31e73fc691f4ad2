// Conformance over HTTP: a validator that votes and is then jailed (the devnet control POST /devnet/validators/jail)
// leaves the bonded set, so the live tally stops counting its power — as the SDK's tally over bonded validators does —
// while an unjailed validator's vote still counts; jailing also shows in the validator reads and the pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgVote } from 'cosmjs-types/cosmos/gov/v1/tx';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { validatorOperator } from '../../../../devnet/chain/genesis';
import {
  broadcast,
  directSigner,
  getJson,
  postJson,
  produce,
  signDirect,
  testDevnet,
  type DirectTestSigner,
} from './support';
import { named } from '../../support/dialect';

const XYZ = 1_000_000n;

describe('devnet chain: a jailed validator in the gov tally', () => {
  let devnet: RunningDevnet;
  let val2: DirectTestSigner;
  let val3: DirectTestSigner;
  const tally3 = async () =>
    (await getJson(`${devnet.chainRestUrl}/ledger/gov/v1/proposals/3/tally`)).body.tally;
  const voteNo = async (signer: DirectTestSigner) => {
    const tx = await signDirect(devnet, signer, {
      messages: [
        {
          typeUrl: named('/ledger.gov.v1.MsgVote'),
          value: MsgVote.encode({ proposalId: 3n, voter: signer.address, option: 3, metadata: '' }).finish(),
        },
      ],
    });
    expect((await broadcast(devnet, tx)).code).toBe(0);
    await produce(devnet);
  };

  beforeAll(async () => {
    devnet = await testDevnet();
    val2 = await directSigner(DEVNET_KEYS['validator-2'].mnemonic);
    val3 = await directSigner(DEVNET_KEYS['validator-3'].mnemonic);
  });
  afterAll(() => devnet?.stop());

  it("counts a bonded validator's vote, and not once that validator is jailed", async () => {
    await voteNo(val2);
    await voteNo(val3);
    const mv = (n: bigint) => (n * XYZ).toString();
    expect((await tally3()).no_count).toBe(mv(2_000_000n)); // 1,000,000 XYZ each

    const pool = async () => (await getJson(`${devnet.chainRestUrl}/ledger/staking/v1beta1/pool`)).body.pool;
    const before = await pool();
    const jailed = await postJson(`${devnet.backendUrl}/devnet/validators/jail`, {
      operator: validatorOperator('validator-2'),
    });
    expect(jailed).toEqual({
      status: 200,
      body: { operator: validatorOperator('validator-2'), jailed: true, status: 'BOND_STATUS_UNBONDING' },
    });
    const read = await getJson(
      `${devnet.chainRestUrl}/ledger/staking/v1beta1/validators/${validatorOperator('validator-2')}`,
    );
    expect(read.body.validator).toMatchObject({ jailed: true, status: 'BOND_STATUS_UNBONDING' });
    const after = await pool();
    expect(BigInt(before.bonded_tokens) - BigInt(after.bonded_tokens)).toBe(1_000_000n * XYZ);
    expect(BigInt(after.not_bonded_tokens) - BigInt(before.not_bonded_tokens)).toBe(1_000_000n * XYZ);

    // The jailed validator's vote is still stored but weighs nothing; validator-3's still counts.
    expect((await tally3()).no_count).toBe(mv(1_000_000n));
  });

  it('refuses to jail an unknown validator', async () => {
    const res = await postJson(`${devnet.backendUrl}/devnet/validators/jail`, {
      operator: validatorOperator('nobody'),
    });
    expect(res.status).toBe(400);
  });
});
