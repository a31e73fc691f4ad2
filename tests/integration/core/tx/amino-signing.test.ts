// Known vectors on a live chain: txs signed by the wallet in LEGACY_AMINO_JSON mode (spec-dialect amino names)
// verify on the devnet for a bank send, a contract execute and the custom bridge message, like DIRECT ones do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { confirmAndWait, importDevnetKey, startHarness, type Harness } from '../flows/harness';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
});

afterAll(async () => {
  await h?.stop();
});

describe('amino signing on the devnet', () => {
  it('a MsgSend signed in amino mode is included', async () => {
    const review = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '0.25',
      memo: 'amino <&>',
      signMode: 'amino',
    });
    expect(review.signMode).toBe('amino');
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });

  it('a launchpad create (MsgExecuteContract with funds) signed in amino mode is included', async () => {
    const review = await h.call('tx/draft-launchpad-create', {
      accountId: alice.id,
      name: 'Amino Coin',
      symbol: 'AMNO',
      signMode: 'amino',
    });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });

  it('a MsgBurnForBridgeOut signed in amino mode is included', async () => {
    const review = await h.call('tx/draft-bridge-out', {
      accountId: alice.id,
      amount: '0.5',
      externalAddress: '0xabc',
      signMode: 'amino',
    });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });

  it('a MsgDelegate signed in amino mode is included', async () => {
    const { validators } = await h.call('staking/validators', {});
    const review = await h.call('tx/draft-delegate', {
      accountId: alice.id,
      validator: validators[1]!.operatorAddress,
      amount: '1',
      signMode: 'amino',
    });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });
});
