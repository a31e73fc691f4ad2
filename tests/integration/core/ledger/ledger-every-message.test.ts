// Every message type the wallet signs, signed by a Ledger (the emulator behind the real core) and accepted by the
// devnet (code 0, included): send, delegate, undelegate, redelegate, claim rewards, vote, weighted vote, CW20
// instantiate and transfer, launchpad create/buy/sell, AMM swap both ways, bridge out; and an offline-signed file
// (amino JSON, as the Ledger app signs) that verifies, broadcasts and is included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { CODE_ID } from '../../../../shared/chain';
import type { ResponseOf } from '../../../../shared/api';
import { deviceScreens } from '../../../../shared/ledger/device-screens';
import { DEVICE_VALUE_LABELS } from '../../../../shared/ledger/device-tables';
import { LedgerEmulator } from '../../../support/ledger-emulator';
import { confirmAndWait, startHarness, waitFor, type Harness } from '../flows/harness';
import { cw20Balance, eventAttribute } from '../support/chain-reads';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});
const BOB = DEVNET_KEYS.bob.address;
let h: Harness;
let ledger: { id: string; address: string };
let first: string;
let second: string;

/** Confirms a Ledger review, asserting the device was asked to sign amino JSON and the chain included the tx. */
async function signOnLedgerAndInclude(review: ResponseOf<'tx/draft-send'>) {
  expect(review.signMode).toBe('amino');
  emulator.prompts.length = 0;
  const status = await confirmAndWait(h, review.reviewId);
  expect(status).toMatchObject({ status: 'included', code: 0 });
  expect(emulator.prompts.map((p) => p.kind)).toEqual(['sign']);
  expectReviewShowsTheDeviceScreens(review, emulator.prompts[0]!);
  return status;
}

/** The review carried the very JSON the device signed, and the device's screens for it name this tx. */
function expectReviewShowsTheDeviceScreens(
  review: ResponseOf<'tx/draft-send'>,
  prompt: (typeof emulator.prompts)[number],
) {
  if (prompt.kind !== 'sign') throw new Error('not a sign prompt');
  expect(review.aminoSignDoc).toBe(prompt.json);
  const result = deviceScreens(prompt.json);
  if (!result.ok) throw new Error(`device refuses: ${result.error}`);
  const shown = new Map(result.screens.map((s) => [s.key, s.value]));
  expect(shown.get('Chain ID')).toBe(review.chainId);
  expect(shown.get('Account')).toBe(review.accountNumber);
  expect(shown.get('Sequence')).toBe(review.sequence);
  expect(shown.get('Fee')).toBe(`${review.fee.amount} ${review.fee.denom}`);
  expect(shown.get('Gas')).toBe(review.gasLimit);
  const signed = JSON.parse(prompt.json) as { msgs: Array<{ type: string }> };
  const types = result.screens.filter((s) => s.key === 'Type').map((s) => s.value);
  expect(types.length).toBeGreaterThan(0);
  // The app shows a known amino type by its short name (cosmos-sdk/MsgSend -> "Send"), any other as it is.
  const shownTypes = signed.msgs.map((m) => DEVICE_VALUE_LABELS[m.type] ?? m.type);
  for (const type of types) expect(shownTypes).toContain(type);
}

const display = (micro: bigint) =>
  `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;

beforeAll(async () => {
  h = await startHarness({
    ledgerTransport: emulator.factory,
    ledgerTimeouts: { readMs: 5000, userMs: 5000 },
  });
  const { accounts } = await h.call('ledger/add-accounts', { accounts: [{ hdIndex: 0, name: 'Ledger' }] });
  ledger = { id: accounts[0]!.id, address: accounts[0]!.address };
  await h.faucet(ledger.address, '500000000');
  const { validators } = await h.call('staking/validator-set', {});
  const active = validators.filter((v) => v.active);
  first = active[0]!.operatorAddress;
  second = active[1]!.operatorAddress;
});

afterAll(async () => {
  await h?.stop();
});

describe('Ledger-signed bank and staking messages on the devnet', () => {
  it('send', async () => {
    const review = await h.call('tx/draft-send', { accountId: ledger.id, to: BOB, amount: '1' });
    await signOnLedgerAndInclude(review);
  });

  it('delegate', async () => {
    const review = await h.call('tx/draft-delegate', {
      accountId: ledger.id,
      validator: first,
      amount: '50',
    });
    await signOnLedgerAndInclude(review);
  });

  it('claim rewards', async () => {
    await h.control('/devnet/fees', { amount: '100000000' });
    await waitFor(async () => {
      const p = await h.call('staking/positions', { accountId: ledger.id });
      return BigInt(p.totalRewards.split('.')[0]!) > 0n ? p : null;
    }, 'rewards from the fee pool');
    const review = await h.call('tx/draft-claim-rewards', { accountId: ledger.id });
    await signOnLedgerAndInclude(review);
  });

  it('redelegate', async () => {
    const review = await h.call('tx/draft-redelegate', {
      accountId: ledger.id,
      source: first,
      destination: second,
      amount: '10',
    });
    await signOnLedgerAndInclude(review);
  });

  it('undelegate', async () => {
    const review = await h.call('tx/draft-undelegate', {
      accountId: ledger.id,
      validator: first,
      amount: '5',
    });
    await signOnLedgerAndInclude(review);
  });
});

describe('Ledger-signed governance messages on the devnet', () => {
  let proposalId: string;

  beforeAll(async () => {
    const { proposals } = await h.call('gov/proposals', { status: 'voting' });
    proposalId = proposals[0]!.id;
  });

  it('vote', async () => {
    const review = await h.call('tx/draft-vote', { accountId: ledger.id, proposalId, option: 'yes' });
    await signOnLedgerAndInclude(review);
  });

  it('weighted vote', async () => {
    const review = await h.call('tx/draft-vote-weighted', {
      accountId: ledger.id,
      proposalId,
      options: [
        { option: 'yes', weight: '0.7' },
        { option: 'abstain', weight: '0.3' },
      ],
    });
    await signOnLedgerAndInclude(review);
    const detail = await h.call('gov/proposal', { proposalId, accountId: ledger.id });
    expect(detail.myVote?.options.map((o) => o.option)).toEqual(['yes', 'abstain']);
  });
});

describe('Ledger-signed contract and bridge messages on the devnet', () => {
  it('CW20 instantiate and token transfer', async () => {
    const instantiate = await h.call('tx/draft-instantiate', {
      accountId: ledger.id,
      codeId: CODE_ID.CW20,
      label: 'ledger-plain',
      msg: JSON.stringify({
        name: 'Ledger Token',
        symbol: 'LDG',
        decimals: 6,
        initial_balances: [{ address: ledger.address, amount: '5000000' }],
      }),
    });
    const created = await signOnLedgerAndInclude(instantiate);
    const token = await eventAttribute(h, created.txHash, 'instantiate', '_contract_address');
    const transfer = await h.call('tx/draft-token-transfer', {
      accountId: ledger.id,
      token,
      to: BOB,
      amount: '1.25',
    });
    await signOnLedgerAndInclude(transfer);
    expect(await cw20Balance(h, token, BOB)).toBe(1_250_000n);
  });

  it('launchpad create, buy and sell', async () => {
    const create = await h.call('tx/draft-launchpad-create', {
      accountId: ledger.id,
      name: 'Ledger Coin',
      symbol: 'LEDG',
    });
    const created = await signOnLedgerAndInclude(create);
    const token = await eventAttribute(h, created.txHash, 'wasm-create_token', 'token');
    await signOnLedgerAndInclude(
      await h.call('tx/draft-launchpad-buy', { accountId: ledger.id, token, amount: '10' }),
    );
    const held = await cw20Balance(h, token, ledger.address);
    expect(held).toBeGreaterThan(0n);
    await signOnLedgerAndInclude(
      await h.call('tx/draft-launchpad-sell', { accountId: ledger.id, token, amount: display(held / 2n) }),
    );
    expect(await cw20Balance(h, token, ledger.address)).toBe(held - held / 2n);
  });

  it('AMM swap both ways after graduation', async () => {
    // A very high XYZ price makes the graduation threshold tiny, so one buy graduates the token.
    await h.control('/devnet/oracle', { price_usd: '10000000' });
    const create = await h.call('tx/draft-launchpad-create', {
      accountId: ledger.id,
      name: 'Ledger Grad',
      symbol: 'LGRAD',
    });
    const token = await eventAttribute(
      h,
      (await signOnLedgerAndInclude(create)).txHash,
      'wasm-create_token',
      'token',
    );
    await signOnLedgerAndInclude(
      await h.call('tx/draft-launchpad-buy', { accountId: ledger.id, token, amount: '1' }),
    );
    const progress = await h.call('tokens/progress', { token });
    expect(progress.graduated).toBe(true);
    const pair = progress.pair!;
    const before = await cw20Balance(h, token, ledger.address);
    await signOnLedgerAndInclude(
      await h.call('tx/draft-swap', {
        accountId: ledger.id,
        pair,
        token,
        direction: 'buy',
        amount: '0.5',
        maxSpread: '0.5',
      }),
    );
    const bought = (await cw20Balance(h, token, ledger.address)) - before;
    expect(bought).toBeGreaterThan(0n);
    await signOnLedgerAndInclude(
      await h.call('tx/draft-swap', {
        accountId: ledger.id,
        pair,
        token,
        direction: 'sell',
        amount: display(bought),
      }),
    );
    expect(await cw20Balance(h, token, ledger.address)).toBe(before);
  });

  it('bridge out', async () => {
    const review = await h.call('tx/draft-bridge-out', {
      accountId: ledger.id,
      amount: '3',
      externalAddress: '0x00000000000000000000000000000000000000aa',
    });
    await signOnLedgerAndInclude(review);
  });
});

describe('offline signing with a Ledger account', () => {
  it('signs an unsigned file in amino JSON on the device; the file verifies and the devnet includes it', async () => {
    const unsigned = await h.call('offline/export-unsigned', {
      accountId: ledger.id,
      draft: { to: BOB, amount: '0.75', memo: 'offline ledger' },
    });
    const source = { kind: 'unsigned_file' as const, text: unsigned.fileText };
    const review = await h.call('offline/review-sign', { accountId: ledger.id, source });
    emulator.prompts.length = 0;
    const signed = await h.call('offline/sign', {
      accountId: ledger.id,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    const prompt = emulator.prompts[0];
    expect(prompt?.kind === 'sign' && JSON.parse(prompt.json)).toMatchObject({
      memo: 'offline ledger',
      sequence: unsigned.envelope.sequence,
    });
    // The offline review carried the exact JSON the device signed (the panel shows its screens from it).
    expect(prompt?.kind === 'sign' && prompt.json).toBe(review.aminoSignDoc);
    const checked = await h.call('offline/review-broadcast', { text: signed.fileText });
    expect(checked).toMatchObject({ signer: ledger.address });
    const sent = await h.call('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: signed.envelope.tx_hash,
    });
    const status = await waitFor(async () => {
      const s = await h.call('tx/status', { txHash: sent.txHash, refresh: true });
      return s.status === 'included' || s.status === 'failed' ? s : null;
    }, 'offline ledger tx');
    expect(status).toMatchObject({ status: 'included', code: 0 });
  });
});
