// Staking and governance refusals through the wallet core against the devnet: each carries the SDK's codespace and
// code, and the renderer's error mapping words it as one clear sentence (the code stays in the technical details).
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanError } from '../../../../renderer/src/lib/errors';
import type { ErrorInfo } from '../../../../shared/errors';
import { confirmAndWait, importDevnetKey, startHarness, type Harness } from './harness';

let h: Harness;
let carol: { id: string; address: string };
let validator: string;

/** The draft's error (the call must fail). */
async function refusal(channel: string, payload: Record<string, unknown>): Promise<ErrorInfo> {
  const result = await h.invoke(channel, { accountId: carol.id, ...payload });
  if (result.ok) throw new Error(`${channel} was accepted`);
  return result.error as ErrorInfo;
}

beforeAll(async () => {
  h = await startHarness();
  carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
  const { validators } = await h.call('staking/validator-set', {});
  validator = validators.find((v) => v.active)!.operatorAddress;
  const delegate = await h.call('tx/draft-delegate', { accountId: carol.id, validator, amount: '10' });
  expect(await confirmAndWait(h, delegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
});

afterAll(async () => {
  await h?.stop();
});

describe('staking and governance refusals carry the SDK code and read as one sentence', () => {
  it('undelegating more than delegated: sdk 18 "invalid shares amount"', async () => {
    const error = await refusal('tx/draft-undelegate', { validator, amount: '10.000001' });
    expect(error.details).toMatchObject({ codespace: 'sdk', code: 18, simulated: true });
    expect(String(error.details?.rawLog)).toContain('invalid shares amount');
    const human = humanError(error);
    expect(human.text).toBe(
      'That is more than you have delegated to this validator. Enter at most your delegated amount (Max fills it in).',
    );
    expect(human.detail).toContain('code 18 (sdk)');
  });

  it('redelegating to the same validator: staking 29, refused before signing', async () => {
    const error = await refusal('tx/draft-redelegate', {
      source: validator,
      destination: validator,
      amount: '1',
    });
    expect(error.details).toMatchObject({ codespace: 'staking', code: 29, reason: 'self_redelegation' });
    expect(humanError(error).text).toBe(
      'Stake cannot be redelegated to the validator it is already with. Choose a different validator.',
    );
  });

  it('voting on a proposal outside its voting period: gov 3 "inactive proposal"', async () => {
    const { proposals } = await h.call('gov/proposals', { status: 'passed' });
    const error = await refusal('tx/draft-vote', { proposalId: proposals[0]!.id, option: 'yes' });
    expect(error.details).toMatchObject({ codespace: 'gov', code: 3, simulated: true });
    expect(humanError(error).text).toBe(
      'This proposal is not in its voting period, so the network refuses votes on it.',
    );
    expect(humanError(error).detail).toContain('code 3 (gov)');
  });

  it('delegating to a validator the chain does not know: staking 3 "validator does not exist"', async () => {
    const unknown = toBech32(fromBech32(validator, 256).prefix, new Uint8Array(20).fill(7), 256);
    const error = await refusal('tx/draft-delegate', { validator: unknown, amount: '1' });
    expect(error.details).toMatchObject({ codespace: 'staking', code: 3, simulated: true });
    expect(humanError(error).text).toBe(
      'This validator does not exist on the network. Check the address, or choose one from the validator list.',
    );
  });
});
