// #17 item 7 against the devnet: a CW20 transfer and a delegation come back from history as rows with names (contact,
// validator moniker, token symbol), amounts (the token's, the delegation's) and their fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { CODE_ID } from '../../../../shared/chain';
import { buildNameBook } from '../../../../renderer/src/lib/row-names';
import { summarize } from '../../../../renderer/src/lib/tx-summary';
import { formatXyz } from '../../../../renderer/src/lib/money';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';
import { restUrl } from '../../support/dialect';

let h: Harness;
let alice: { id: string; address: string; name: string };
const BOB = DEVNET_KEYS.bob.address;

async function contractOf(txHash: string): Promise<string> {
  const response = await fetch(restUrl(`${h.devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${txHash}`));
  const body = (await response.json()) as {
    tx_response: { events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }> };
  };
  const value = body.tx_response.events
    .find((e) => e.type === 'instantiate')
    ?.attributes.find((a) => a.key === '_contract_address')?.value;
  if (!value) throw new Error(`no contract address in ${txHash}`);
  return value;
}

beforeAll(async () => {
  h = await startHarness();
  alice = { ...(await importDevnetKey(h, 'alice')), name: 'alice' };
  await h.faucet(alice.address, '100000000');
});

afterAll(async () => {
  await h?.stop();
});

describe('history rows of a CW20 transfer and a delegation', () => {
  it('show the contact, the validator moniker and the token symbol, with amounts and fees', async () => {
    await h.call('addressbook/add', { name: 'Bob', address: BOB, memo: '' });
    const created = await confirmAndWait(
      h,
      (
        await h.call('tx/draft-instantiate', {
          accountId: alice.id,
          codeId: CODE_ID.CW20,
          label: 'named',
          msg: JSON.stringify({
            name: 'Named Token',
            symbol: 'NMD',
            decimals: 6,
            initial_balances: [{ address: alice.address, amount: '5000000' }],
          }),
          admin: alice.address,
        })
      ).reviewId,
    );
    const token = await contractOf(created.txHash);
    const transfer = await confirmAndWait(
      h,
      (await h.call('tx/draft-token-transfer', { accountId: alice.id, token, to: BOB, amount: '1.25' }))
        .reviewId,
    );
    const { validators } = await h.call('staking/validators', {});
    const validator = validators[0]!;
    const delegation = await confirmAndWait(
      h,
      (
        await h.call('tx/draft-delegate', {
          accountId: alice.id,
          validator: validator.operatorAddress,
          amount: '2',
        })
      ).reviewId,
    );
    expect([transfer.code, delegation.code]).toEqual([0, 0]);

    // The names come from what the renderer reads: contacts, the validators list, the token list and the holdings
    // (a CW20 instantiated directly is not a B1 token; its symbol comes with the account's B3 holdings).
    const holdings = await waitFor(async () => {
      await h.call('dashboard/get', { accountId: alice.id });
      const view = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      return view.holdings.some((t) => t.token === token) && view.holdings;
    }, 'the new token among the holdings');
    const book = buildNameBook({
      accounts: [alice],
      contacts: (await h.call('addressbook/list', {})).entries,
      validators,
      tokens: [
        ...holdings.map((t) => ({ address: t.token, symbol: t.symbol, name: t.name })),
        ...(await h.call('tokens/list', { refresh: true })).tokens,
      ],
    });
    const rows = await waitFor(async () => {
      await h.call('history/sync', { accountId: alice.id });
      const page = await h.call('history/page', { accountId: alice.id, limit: 20 });
      const wanted = [transfer.txHash, delegation.txHash].map((hash) =>
        page.rows.find((r) => r.hash === hash),
      );
      return wanted.every(Boolean) && wanted.map((r) => r!);
    }, 'both rows in history');

    const [transferRow, delegationRow] = rows;
    const feeOf = (row: (typeof rows)[number]) =>
      formatXyz(row.fee.find((c) => c.denom === 'uxyz')?.amount ?? null);
    expect(summarize(transferRow!, book)).toEqual({
      label: 'Token transfer',
      amount: '−1.25 NMD',
      counterparty: 'Bob',
      counterpartyAddress: BOB,
      fee: feeOf(transferRow!),
      sentence: '',
    });
    expect(summarize(delegationRow!, book)).toEqual({
      label: 'Delegate',
      amount: '−2 XYZ',
      counterparty: validator.moniker,
      counterpartyAddress: validator.operatorAddress,
      fee: feeOf(delegationRow!),
      sentence: `Delegated 2 XYZ to ${validator.moniker}`,
    });
    expect(validator.moniker).not.toBe('');
    expect(BigInt(transferRow!.fee[0]!.amount)).toBeGreaterThan(0n);
  });
});
