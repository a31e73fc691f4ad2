// Attack (issue #27, 4): the air-gapped signer cut every text at 1,500 characters, so a CW20 `send` whose long `msg`
// field came first showed neither the contract it paid nor the amount (999,999 tokens) on the offline review.
// Proof: the same file's review now carries the whole message — token contract, receiving contract and amount.
import { describe, expect, it } from 'vitest';
import { prepareSignDoc } from '../../../electron/core/offline/offline-sign';
import { buildExecute } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';
import { ALICE, PARAMS, signingKeyOf } from '../offline/fixtures';

const TOKEN = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9sxyz4zu';
const THIEF = 'xyz1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q';

describe('the offline review of a file built to hide its payload', () => {
  it('shows the token contract, the receiving contract and the amount after a 4,000-character field', async () => {
    // Key order is kept by JSON: the padding comes first, the payload last.
    const msg = { send: { msg: 'A'.repeat(4000), contract: THIEF, amount: '999999000000' } };
    const body = makeBodyBytes(
      createTxRegistry('spec'),
      [buildExecute({ sender: ALICE, contract: TOKEN, msg })],
      '',
      'spec',
    );
    const { review } = prepareSignDoc({
      key: await signingKeyOf('alice'),
      bodyBytes: body,
      params: PARAMS,
      dialect: 'spec',
    });
    const [line] = review.summary.messages;
    expect(line).toContain(`Execute contract ${TOKEN}`);
    expect(line).toContain(`"contract":"${THIEF}"`);
    expect(line).toContain('"amount":"999999000000"');
    expect(line).not.toContain('…');
  });
});
