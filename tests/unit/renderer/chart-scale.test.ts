// The charts' axes: value ranges that hold the data with room around it, round value ticks, time ticks on calendar
// boundaries of the person's own time zone, and the column the pointer is nearest to.
import { describe, expect, it } from 'vitest';
import {
  extent,
  nearestIndex,
  paddedRange,
  TIME_INCRS,
  timeTicks,
  valueTicks,
} from '../../../renderer/src/lib/charts/chart-scale';

const DAY_S = 86_400;
/** Epoch seconds of a local date and time. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m, d, h, min).getTime() / 1000;

describe('extent', () => {
  it('spans the values that are numbers and ignores gaps', () => {
    expect(extent([3, null, -2, 7, null])).toEqual([-2, 7]);
  });
  it('is null when there is nothing to draw', () => {
    expect(extent([])).toBeNull();
    expect(extent([null, null])).toBeNull();
  });
});

describe('paddedRange', () => {
  it('adds a tenth of the span either side', () => {
    expect(paddedRange(100, 200)).toEqual([90, 210]);
  });
  it('never goes below zero for values that are not negative', () => {
    expect(paddedRange(1, 100)[0]).toBe(0);
  });
  it('keeps negative data below zero', () => {
    expect(paddedRange(-10, 10)).toEqual([-12, 12]);
  });
  it('gives a flat line a band around it, and zero a band of one', () => {
    expect(paddedRange(50, 50)).toEqual([47.5, 52.5]);
    expect(paddedRange(0, 0)).toEqual([0, 1]);
  });
});

describe('valueTicks', () => {
  it('picks the smallest round step that keeps to the number of ticks', () => {
    expect(valueTicks([0, 10], 5)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(valueTicks([0, 10], 6)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(valueTicks([3, 97], 4)).toEqual([20, 40, 60, 80]);
    expect(valueTicks([3, 97], 3)).toEqual([25, 50, 75]);
  });
  it('never prints float drift', () => {
    expect(valueTicks([0.1, 0.7], 7)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });
  it('works for tiny prices', () => {
    const ticks = valueTicks([0.000012, 0.000019], 4);
    expect(ticks).toEqual([0.000012, 0.000014, 0.000016, 0.000018]);
  });
  it('gives nothing for an empty range or no room', () => {
    expect(valueTicks([5, 5], 4)).toEqual([]);
    expect(valueTicks([0, 1], 0)).toEqual([]);
  });
});

describe('timeTicks', () => {
  it('steps by hours from local midnight when a day fits', () => {
    const from = local(2026, 10, 24, 1, 30);
    const to = local(2026, 10, 25, 1, 30);
    const { splits, incr } = timeTicks([from, to], 400, 70);
    expect(incr).toBe(6 * 3600);
    expect(splits).toEqual([
      local(2026, 10, 24, 6),
      local(2026, 10, 24, 12),
      local(2026, 10, 24, 18),
      local(2026, 10, 25, 0),
    ]);
  });

  it('puts day ticks on local midnights', () => {
    const from = local(2026, 10, 1, 12);
    const to = local(2026, 10, 8, 12);
    const { splits, incr } = timeTicks([from, to], 700, 70);
    expect(incr).toBe(DAY_S);
    expect(splits[0]).toBe(local(2026, 10, 2));
    expect(splits).toHaveLength(7);
    expect(splits.every((s) => new Date(s * 1000).getHours() === 0)).toBe(true);
  });

  it('puts month ticks on the first of the month, quarters on January, April, July and October', () => {
    const year = timeTicks([local(2025, 0, 15), local(2026, 0, 15)], 420, 70);
    expect(year.incr).toBe(91 * DAY_S);
    expect(year.splits).toEqual([local(2025, 3, 1), local(2025, 6, 1), local(2025, 9, 1), local(2026, 0, 1)]);
    const months = timeTicks([local(2025, 0, 1), local(2025, 3, 15)], 420, 70);
    expect(months.incr).toBe(30 * DAY_S);
    expect(months.splits).toEqual([
      local(2025, 0, 1),
      local(2025, 1, 1),
      local(2025, 2, 1),
      local(2025, 3, 1),
    ]);
  });

  it('puts year ticks on the first of January', () => {
    const { splits, incr } = timeTicks([local(2020, 5, 1), local(2026, 5, 1)], 600, 70);
    expect(incr).toBe(365 * DAY_S);
    expect(splits).toEqual([2021, 2022, 2023, 2024, 2025, 2026].map((y) => local(y, 0, 1)));
  });

  it('uses only the steps it is given (a portfolio of days never shows hours)', () => {
    const days = TIME_INCRS.filter((s) => s >= DAY_S);
    const { incr } = timeTicks([local(2026, 10, 24, 12), local(2026, 10, 25, 12)], 700, 70, days);
    expect(incr).toBe(DAY_S);
  });

  it('leaves at least the space asked for between ticks', () => {
    const range = [local(2026, 0, 1), local(2026, 0, 31)] as const;
    for (const width of [140, 300, 700, 1400]) {
      const { splits } = timeTicks(range, width, 70);
      const perSecond = width / (range[1] - range[0]);
      for (let i = 1; i < splits.length; i++)
        expect((splits[i]! - splits[i - 1]!) * perSecond).toBeGreaterThanOrEqual(70 * 0.9);
    }
  });
});

describe('nearestIndex', () => {
  const xs = [10, 20, 30, 40];
  it('finds the closest column', () => {
    expect(nearestIndex(xs, 24)).toBe(1);
    expect(nearestIndex(xs, 26)).toBe(2);
  });
  it('clamps to the ends', () => {
    expect(nearestIndex(xs, -100)).toBe(0);
    expect(nearestIndex(xs, 100)).toBe(3);
  });
  it('handles one column and none', () => {
    expect(nearestIndex([5], 1000)).toBe(0);
    expect(nearestIndex([], 5)).toBeNull();
  });
});
