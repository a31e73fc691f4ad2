import { describe, expect, it } from 'vitest';
import { portfolioSeries, usdOf } from '../../../../electron/core/charts/portfolio-series';
import { nativeDelta, type HistoryRowLike } from '../../../../electron/core/charts/native-delta';

const ME = 'xyz1me';
const OTHER = 'xyz1other';
const NOW = Date.parse('2026-11-24T15:00:00Z');
const coins = (amount: string) => [{ denom: 'uxyz', amount }];

function row(
  timestamp: string,
  direction: HistoryRowLike['direction'],
  messages: unknown[],
  fee = '0',
  code = 0,
): HistoryRowLike {
  return { timestamp, direction, code, fee: coins(fee), messages };
}
const send = (from: string, to: string, amount: string) => ({
  '@type': '/cosmos.bank.v1beta1.MsgSend',
  from_address: from,
  to_address: to,
  amount: coins(amount),
});
const delegate = {
  '@type': '/cosmos.staking.v1beta1.MsgDelegate',
  delegator_address: ME,
  validator_address: 'v',
  amount: coins('5000000'),
};
const buy = {
  '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
  sender: ME,
  contract: 'xyz1launchpad',
  msg: { buy: { token: 't' } },
  funds: coins('3000000'),
};

/** The fixture: four days of one person's history. */
const HISTORY: HistoryRowLike[] = [
  row('2026-11-21T09:00:00Z', 'in', [send(OTHER, ME, '100000000')]), // +100 XYZ
  row('2026-11-22T10:00:00Z', 'out', [send(ME, OTHER, '20000000')], '5000'), // -20 XYZ - fee
  row('2026-11-22T11:00:00Z', 'self', [delegate], '4000'), // fee only
  row('2026-11-23T08:00:00Z', 'out', [buy], '6000'), // -3 XYZ - fee, proceeds unknown? a buy returns tokens only
  row('2026-11-23T09:00:00Z', 'out', [send(ME, OTHER, '1000000')], '2000', 7), // failed: fee only
];

describe('nativeDelta: what a row did to the total uxyz', () => {
  it('sends in and out, the fee of what the owner signed, and a failed tx that only paid its fee', () => {
    expect(nativeDelta(HISTORY[0]!, ME)).toEqual({ delta: 100_000_000n, known: true });
    expect(nativeDelta(HISTORY[1]!, ME)).toEqual({ delta: -20_005_000n, known: true });
    expect(nativeDelta(HISTORY[2]!, ME)).toEqual({ delta: -4_000n, known: true });
    expect(nativeDelta(HISTORY[4]!, ME)).toEqual({ delta: -2_000n, known: true });
  });
  it('a contract call: funds out are exact, what comes back is unknown', () => {
    expect(nativeDelta(HISTORY[3]!, ME)).toEqual({ delta: -3_006_000n, known: false });
    const transfer = { ...buy, msg: { transfer: { recipient: OTHER, amount: '1' } }, funds: [] };
    expect(nativeDelta(row('2026-11-23T08:00:00Z', 'out', [transfer], '1000'), ME)).toEqual({
      delta: -1_000n,
      known: true,
    });
  });
});

describe('portfolioSeries: total value by day equals hand-computed totals', () => {
  // Today (24th) the cache holds 76.983 XYZ native and tokens worth 2 XYZ.
  const xyzNow = 100_000_000n - 20_005_000n - 4_000n - 3_006_000n - 2_000n; // 76_983_000
  const usdByDay = new Map([
    ['2026-11-22', '1.5'],
    ['2026-11-24', '2'],
  ]);
  const days = portfolioSeries({
    address: ME,
    nowMs: NOW,
    xyzNow,
    tokensNow: 2_000_000n,
    history: HISTORY,
    usdByDay,
  });

  it('one point per day from the first transaction to today', () => {
    expect(days.map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('native XYZ at the end of each day', () => {
    expect(days.map((d) => d.xyzUxyz)).toEqual(['100000000', '79991000', '76983000', '76983000']);
    expect(days.map((d) => d.totalUxyz)).toEqual(['102000000', '81991000', '78983000', '78983000']);
  });

  it('USD at the price seen that day, or the nearest seen day (earlier wins a tie), to the cent', () => {
    expect(days.map((d) => d.usdPerXyz)).toEqual(['1.5', '1.5', '1.5', '2']);
    // 102 x 1.5 = 153.00; 81.991 x 1.5 = 122.9865 -> 122.98; 78.983 x 1.5 = 118.4745 -> 118.47; x 2 = 157.966 -> 157.96
    expect(days.map((d) => d.totalUsd)).toEqual(['153.00', '122.98', '118.47', '157.96']);
  });

  it('labels estimates: an unknown effect later, tokens at today value, a price from another day', () => {
    expect(days.map((d) => d.estimates)).toEqual([
      ['unknown_effect', 'tokens_today', 'price_nearby'],
      ['unknown_effect', 'tokens_today'],
      ['tokens_today', 'price_nearby'],
      [],
    ]);
  });

  it('no history: one exact point for today; no price ever seen: no USD', () => {
    const only = portfolioSeries({
      address: ME,
      nowMs: NOW,
      xyzNow: 5n,
      tokensNow: 0n,
      history: [],
      usdByDay: new Map(),
    });
    expect(only).toEqual([
      {
        day: '2026-11-24',
        xyzUxyz: '5',
        tokensUxyz: '0',
        totalUxyz: '5',
        usdPerXyz: null,
        totalUsd: null,
        estimates: [],
      },
    ]);
  });

  it('usdOf rounds down to cents with bigint only (10^18 uxyz)', () => {
    expect(usdOf(10n ** 18n, '1.25')).toBe('1250000000000.00');
    expect(usdOf(1n, '1.25')).toBe('0.00');
    expect(usdOf(5n, '0')).toBeNull();
  });

  it('a rebuilt balance below zero (the history misses an income) shows as zero, estimated', () => {
    // 4 uxyz today, after receiving 10 on the 23rd: the cache must have missed some income before.
    const history = [
      row('2026-11-22T08:00:00Z', 'self', [delegate], '0'),
      row('2026-11-23T08:00:00Z', 'in', [send(OTHER, ME, '10')]),
    ];
    const series = portfolioSeries({
      address: ME,
      nowMs: NOW,
      xyzNow: 4n,
      tokensNow: 0n,
      history,
      usdByDay: new Map(),
    });
    expect(series.map((d) => [d.day, d.xyzUxyz, d.estimates])).toEqual([
      ['2026-11-22', '0', ['unknown_effect']],
      ['2026-11-23', '4', []],
      ['2026-11-24', '4', []],
    ]);
  });
});
