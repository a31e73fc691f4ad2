// The uPlot drawings (price with volume bars and the graduation mark; portfolio with estimated stretches dashed).
// Loaded only by dynamic import, after the first frame: uPlot never sits in the first screen's JS.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PortfolioChartData, PriceChartData } from './chart-data';
import { timeTickLabels } from './time-ticks';

/** The theme's colours, read from the CSS variables when a chart is drawn. */
function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    text: v('--muted') || '#5b6275',
    grid: v('--border') || '#e1e4ee',
    accent: v('--accent') || '#4553e6',
    accentSoft: v('--accent-soft') || '#e8eaff',
    good: v('--good') || '#12703f',
    surface: v('--surface') || '#ffffff',
    warn: v('--warn') || '#8a5a00',
    font: `11px ${css.getPropertyValue('font-family') || 'system-ui'}`,
  };
}

const DAY_S = 86_400;
/** Portfolio points are days: the time axis steps by whole days, weeks, months. */
const DAY_INCRS = [1, 2, 7, 14, 30, 91, 182, 365].map((d) => d * DAY_S);

export interface DrawnChart {
  destroy(): void;
  resize(width: number): void;
  /** The chart as a PNG data URL (axes and lines; the readout is HTML and left out). */
  png(): string;
}

/** Where the crosshair is: the column's index, or null when it left the plot. */
export type CursorListener = (index: number | null, left: number) => void;

function axes(
  colors: ReturnType<typeof palette>,
  yValues: (v: number) => string,
  locale: string,
): uPlot.Axis[] {
  const common = {
    stroke: colors.text,
    font: colors.font,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { show: false },
  };
  return [
    // The time axis in the person's format locale, not uPlot's built-in English month names and 12-hour clock.
    {
      ...common,
      space: 70,
      values: (_u, splits, _axis, _space, incr) => timeTickLabels(splits, incr, locale),
    },
    { ...common, size: 64, values: (_u, splits) => splits.map(yValues) },
  ];
}

function drawn(chart: uPlot): DrawnChart {
  return {
    destroy: () => chart.destroy(),
    resize: (width) => chart.setSize({ width, height: chart.height }),
    png: () => chart.ctx.canvas.toDataURL('image/png'),
  };
}

/** Price line on the upper part, volume bars along the bottom quarter, a dashed vertical line at graduation. */
export function drawPriceChart(
  target: HTMLElement,
  data: PriceChartData,
  size: { width: number; height: number },
  onCursor: CursorListener,
  labels: { graduation: string; price: (v: number) => string; locale: string },
): DrawnChart {
  const colors = palette();
  const prices = data.prices.filter((p): p is number => p !== null);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const pad = hi > lo ? (hi - lo) * 0.1 : Math.max(hi * 0.05, 1e-9);
  const maxVolume = Math.max(0, ...data.volumes.map((v) => v ?? 0));
  const few = data.xs.length <= 3;
  const opts: uPlot.Options = {
    ...size,
    legend: { show: false },
    cursor: { y: false, points: { size: 7, fill: colors.accent } },
    scales: {
      x: { time: true },
      // The bottom 30% is left to the volume bars.
      // ... and a strip along the top to the graduation label.
      price: { range: () => [lo - pad - (hi - lo + 2 * pad) * 0.45, hi + pad + (hi - lo + 2 * pad) * 0.15] },
      volume: { range: () => [0, maxVolume > 0 ? maxVolume * 4 : 1] },
    },
    axes: [
      axes(colors, labels.price, labels.locale)[0]!,
      {
        ...axes(colors, labels.price, labels.locale)[1]!,
        scale: 'price',
        // The band under the lowest price holds the volume bars: no price labels there.
        values: (_u, splits) => splits.map((v) => (v < lo - pad / 2 ? '' : labels.price(v))),
      },
    ],
    series: [
      {},
      {
        scale: 'price',
        stroke: colors.accent,
        width: 2,
        fill: colors.accentSoft + '80',
        points: { show: few, size: 6, fill: colors.accent },
        spanGaps: true,
      },
      {
        scale: 'volume',
        stroke: colors.text,
        fill: colors.text + '40',
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 12] }),
        points: { show: false },
      },
    ],
    hooks: {
      setCursor: [(u) => onCursor(u.cursor.idx ?? null, u.cursor.left ?? 0)],
      draw: [
        (u) => {
          if (data.graduation === null) return;
          const x = Math.round(u.valToPos(data.graduation, 'x', true));
          const { ctx } = u;
          ctx.save();
          ctx.strokeStyle = colors.good;
          ctx.lineWidth = 1.5 * devicePixelRatio;
          ctx.setLineDash([5 * devicePixelRatio, 4 * devicePixelRatio]);
          ctx.beginPath();
          ctx.moveTo(x, u.bbox.top);
          ctx.lineTo(x, u.bbox.top + u.bbox.height);
          ctx.stroke();
          ctx.setLineDash([]);
          ctx.fillStyle = colors.good;
          ctx.font = `600 ${11 * devicePixelRatio}px system-ui, sans-serif`;
          // uPlot leaves the alignment of its last axis labels on the context.
          ctx.textAlign = 'left';
          ctx.textBaseline = 'alphabetic';
          const text = labels.graduation;
          const width = ctx.measureText(text).width;
          const left = x + 6 + width > u.bbox.left + u.bbox.width ? x - 6 - width : x + 6;
          const top = u.bbox.top + 14 * devicePixelRatio;
          // On the surface colour, so the price line never runs through the words.
          ctx.fillStyle = colors.surface;
          ctx.fillRect(left - 3, top - 11 * devicePixelRatio, width + 6, 15 * devicePixelRatio);
          ctx.fillStyle = colors.good;
          ctx.fillText(text, left, top);
          ctx.restore();
        },
      ],
    },
  };
  return drawn(new uPlot(opts, [data.xs, data.prices, data.volumes], target));
}

/** Total value by day: a solid line where exact, dashed where estimated. */
export function drawPortfolioChart(
  target: HTMLElement,
  data: PortfolioChartData,
  size: { width: number; height: number },
  onCursor: CursorListener,
  yValue: (v: number) => string,
  locale: string,
): DrawnChart {
  const colors = palette();
  const few = data.xs.length <= 3;
  const opts: uPlot.Options = {
    ...size,
    legend: { show: false },
    cursor: { y: false, points: { size: 7, fill: colors.accent } },
    scales: {
      // A single day still gets a day either side, so its point sits in the middle.
      x: {
        time: true,
        ...(data.xs.length === 1
          ? { range: (): uPlot.Range.MinMax => [data.xs[0]! - DAY_S, data.xs[0]! + DAY_S] }
          : {}),
      },
    },
    axes: [{ ...axes(colors, yValue, locale)[0]!, incrs: DAY_INCRS }, axes(colors, yValue, locale)[1]!],
    series: [
      {},
      {
        stroke: colors.accent,
        width: 2,
        fill: colors.accentSoft + '80',
        points: { show: few, size: 6, fill: colors.accent },
      },
      { stroke: colors.warn, width: 2, dash: [6, 5], points: { show: few, size: 6, fill: colors.warn } },
    ],
    hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null, u.cursor.left ?? 0)] },
  };
  return drawn(new uPlot(opts, [data.xs, data.exact, data.estimated], target));
}
