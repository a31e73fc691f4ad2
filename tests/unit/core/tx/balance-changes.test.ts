// Balance-change preview: hand-made simulation event lists for each kind of transaction the wallet drafts.
import { describe, expect, it } from 'vitest';
import type { ChainEventJson } from '../../../../electron/core/chain/chain-schemas';
import { balanceChanges, parseCoins, previewMismatches } from '../../../../electron/core/tx/balance-changes';

const ME = 'xyz1me';
const BOB = 'xyz1bob';
const TOKEN = 'xyz1token';
const PAIR = 'xyz1pair';
const LAUNCHPAD = 'xyz1launchpad';
const POOL = 'xyz1bondedpool';
const FEE = 5_000n;

const ev = (type: string, attrs: Array<[string, string]>): ChainEventJson => ({
  type,
  attributes: attrs.map(([key, value]) => ({ key, value })),
});
const bank = (from: string, to: string, amount: string) => [
  ev('coin_spent', [
    ['spender', from],
    ['amount', amount],
  ]),
  ev('coin_received', [
    ['receiver', to],
    ['amount', amount],
  ]),
  ev('transfer', [
    ['recipient', to],
    ['sender', from],
    ['amount', amount],
  ]),
];
const cw20 = (contract: string, action: string, from: string, to: string, amount: string) =>
  ev('wasm', [
    ['_contract_address', contract],
    ['action', action],
    ['from', from],
    ['to', to],
    ['amount', amount],
  ]);

describe('balanceChanges', () => {
  it('a send: the amount plus the fee goes out, once (transfer is not counted again)', () => {
    const events = bank(ME, BOB, '10000000uxyz');
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([{ denom: 'uxyz', delta: -10_005_000n }]);
  });

  it('the recipient of the same send sees it come in (no fee: it did not sign)', () => {
    expect(balanceChanges(bank(ME, BOB, '7uxyz'), BOB, 0n, 'uxyz')).toEqual([{ denom: 'uxyz', delta: 7n }]);
  });

  it('a delegation: the stake leaves to the bonded pool, plus the fee', () => {
    const events = [
      ev('coin_spent', [
        ['spender', ME],
        ['amount', '2000000uxyz'],
      ]),
      ev('coin_received', [
        ['receiver', POOL],
        ['amount', '2000000uxyz'],
      ]),
      ev('delegate', [
        ['validator', 'xyzvaloper1v'],
        ['amount', '2000000uxyz'],
      ]),
    ];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([{ denom: 'uxyz', delta: -2_005_000n }]);
  });

  it('a CW20 transfer: the tokens go out and only the fee leaves in XYZ', () => {
    const events = [cw20(TOKEN, 'transfer', ME, BOB, '1500000')];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([
      { denom: 'uxyz', delta: -5_000n },
      { token: TOKEN, delta: -1_500_000n },
    ]);
  });

  it('a launchpad buy: XYZ goes to the launchpad, tokens come back through the CW20 transfer', () => {
    const events = [
      ...bank(ME, LAUNCHPAD, '1000000uxyz'),
      ev('wasm', [
        ['_contract_address', LAUNCHPAD],
        ['action', 'buy'],
      ]),
      cw20(TOKEN, 'transfer', LAUNCHPAD, ME, '16485000000'),
      ev('wasm-buy', [
        ['_contract_address', LAUNCHPAD],
        ['token', TOKEN],
        ['trader', ME],
        ['xyz_amount', '1000000'],
        ['token_amount', '16485000000'],
      ]),
    ];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([
      { denom: 'uxyz', delta: -1_005_000n },
      { token: TOKEN, delta: 16_485_000_000n },
    ]);
  });

  it('an AMM swap selling tokens: the CW20 send goes out, XYZ comes back from the pair', () => {
    const events = [
      cw20(TOKEN, 'send', ME, PAIR, '300000'),
      ev('wasm', [
        ['_contract_address', PAIR],
        ['action', 'swap'],
      ]),
      ...bank(PAIR, ME, '41000uxyz'),
      ev('wasm-swap', [
        ['_contract_address', PAIR],
        ['trader', ME],
        ['offer_amount', '300000'],
        ['return_amount', '41000'],
      ]),
    ];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([
      { denom: 'uxyz', delta: 36_000n },
      { token: TOKEN, delta: -300_000n },
    ]);
  });

  it('an AMM swap buying tokens: XYZ goes to the pair, tokens come back through the CW20 transfer', () => {
    const events = [
      ...bank(ME, PAIR, '500000uxyz'),
      ev('wasm', [
        ['_contract_address', PAIR],
        ['action', 'swap'],
      ]),
      cw20(TOKEN, 'transfer', PAIR, ME, '3600000'),
    ];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([
      { denom: 'uxyz', delta: -505_000n },
      { token: TOKEN, delta: 3_600_000n },
    ]);
  });

  it('several executions in one wasm event are read separately', () => {
    const events = [
      ev('wasm', [
        ['_contract_address', PAIR],
        ['action', 'swap'],
        ['_contract_address', TOKEN],
        ['action', 'transfer'],
        ['from', PAIR],
        ['to', ME],
        ['amount', '42'],
      ]),
    ];
    expect(balanceChanges(events, ME, 0n, 'uxyz')).toEqual([{ token: TOKEN, delta: 42n }]);
  });

  it('CW20 burn and mint count for the owner', () => {
    const burn = ev('wasm', [
      ['_contract_address', TOKEN],
      ['action', 'burn'],
      ['from', ME],
      ['amount', '5'],
    ]);
    const mint = ev('wasm', [
      ['_contract_address', TOKEN],
      ['action', 'mint'],
      ['to', ME],
      ['amount', '8'],
    ]);
    expect(balanceChanges([burn, mint], ME, 0n, 'uxyz')).toEqual([{ token: TOKEN, delta: 3n }]);
  });

  it('falls back to transfer events when a chain emits no coin_spent/coin_received', () => {
    const events = [
      ev('transfer', [
        ['recipient', BOB],
        ['sender', ME],
        ['amount', '9uxyz'],
      ]),
    ];
    expect(balanceChanges(events, ME, 1n, 'uxyz')).toEqual([{ denom: 'uxyz', delta: -10n }]);
  });

  it('a fee the simulation already charged in its ante is counted once', () => {
    const events = [
      ...bank(ME, 'xyz1feecollector', '5000uxyz'),
      ev('tx', [
        ['fee', '5000uxyz'],
        ['fee_payer', ME],
      ]),
      ...bank(ME, BOB, '1uxyz'),
    ];
    expect(balanceChanges(events, ME, FEE, 'uxyz')).toEqual([{ denom: 'uxyz', delta: -5_001n }]);
  });

  it('an event list with nothing for the owner leaves only the fee', () => {
    expect(balanceChanges(bank(BOB, 'xyz1carol', '3uxyz'), ME, FEE, 'uxyz')).toEqual([
      { denom: 'uxyz', delta: -5_000n },
    ]);
    expect(balanceChanges([], ME, 0n, 'uxyz')).toEqual([]);
  });
});

describe('parseCoins', () => {
  it('reads several coins and skips junk', () => {
    expect(parseCoins('10uxyz,5ibc/AB12, junk')).toEqual([
      ['uxyz', 10n],
      ['ibc/AB12', 5n],
    ]);
  });
});

describe('previewMismatches', () => {
  it('a send whose simulated outflow is amount + fee agrees', () => {
    const changes = [{ denom: 'uxyz', delta: -10_005_000n }];
    expect(previewMismatches(changes, [{ denom: 'uxyz', exactly: -10_000_000n }], FEE, 'uxyz')).toEqual([]);
  });

  it('a send whose simulated outflow differs from amount + fee is flagged', () => {
    const changes = [{ denom: 'uxyz', delta: -10_105_000n }];
    expect(previewMismatches(changes, [{ denom: 'uxyz', exactly: -10_000_000n }], FEE, 'uxyz')).toEqual([
      { code: 'outflow_differs', asset: { denom: 'uxyz' }, expected: -10_005_000n, simulated: -10_105_000n },
    ]);
  });

  it('a trade returning less than its slippage minimum is flagged; at the minimum it is not', () => {
    const expected = [{ token: TOKEN, atLeast: 1_000n }];
    expect(previewMismatches([{ token: TOKEN, delta: 999n }], expected, FEE, 'uxyz')).toEqual([
      { code: 'below_minimum', asset: { token: TOKEN }, expected: 1_000n, simulated: 999n },
    ]);
    expect(previewMismatches([{ token: TOKEN, delta: 1_000n }], expected, FEE, 'uxyz')).toEqual([]);
  });

  it('a sell minimum in XYZ is compared after the fee', () => {
    const expected = [{ denom: 'uxyz', atLeast: 40_000n }];
    expect(previewMismatches([{ denom: 'uxyz', delta: 36_000n }], expected, FEE, 'uxyz')).toEqual([]);
    expect(previewMismatches([{ denom: 'uxyz', delta: 34_000n }], expected, FEE, 'uxyz')).toHaveLength(1);
  });

  it('an asset the simulation never moved counts as zero', () => {
    expect(previewMismatches([], [{ token: TOKEN, exactly: -5n }], 0n, 'uxyz')).toEqual([
      { code: 'outflow_differs', asset: { token: TOKEN }, expected: -5n, simulated: 0n },
    ]);
  });
});
