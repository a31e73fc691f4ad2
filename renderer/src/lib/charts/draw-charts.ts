// The two drawings (price with volume bars and the graduation mark; portfolio with estimated stretches dashed) on
// the app's own canvas plot (decision 0757). Loaded only by dynamic import, after the first frame.
import { plot, type Plot, type PlotColors } from './canvas-plot';
import type { PortfolioChartData, PriceChartData } from './chart-data';
import { extent, paddedRange, TIME_INCRS, type Range } from './chart-scale';
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
const DAY_INCRS = TIME_INCRS.filter((s) => s >= DAY_S);

export interface DrawnChart {
  destroy(): void;
  resize(width: number): void;
  /** The chart as a PNG data URL (axes and lines; the readout is HTML and left out). */
  png(): string;
}

/** Where the crosshair is: the column's index, or null when it left the plot. */
export type CursorListener = (index: number | null) => void;

function drawn(chart: Plot): DrawnChart {
  return {
    destroy: () => chart.destroy(),
    resize: (width) => chart.resize(width),
    png: () => chart.canvas.toDataURL('image/png'),
  };
}

/** The time axis's range: the data's, or a day either side of a single point so that it sits in the middle. */
function timeRange(xs: readonly number[]): Range {
  const range = extent(xs) ?? [0, 1];
  return range[1] > range[0] ? range : [range[0] - DAY_S, range[1] + DAY_S];
}

function plotColors(colors: ReturnType<typeof palette>): PlotColors {
  return { text: colors.text, grid: colors.grid, font: colors.font };
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
  const [lo, hi] = extent(data.prices) ?? [0, 0];
  const pad = hi > lo ? (hi - lo) * 0.1 : Math.max(hi * 0.05, 1e-9);
  const maxVolume = Math.max(0, ...data.volumes.map((v) => v ?? 0));
  const few = data.xs.length <= 3;
  const span = hi - lo + 2 * pad;
  return drawn(
    plot(
      target,
      {
        xs: data.xs,
        xRange: timeRange(data.xs),
        // The bottom 30% is left to the volume bars, and a strip along the top to the graduation label.
        yRange: [lo - pad - span * 0.45, hi + pad + span * 0.15],
        colors: plotColors(colors),
        timeLabels: (splits, incr) => timeTickLabels(splits, incr, labels.locale),
        // The band under the lowest price holds the volume bars: no price labels there.
        valueLabel: (v) => (v < lo - pad / 2 ? '' : labels.price(v)),
        series: [
          {
            kind: 'line',
            values: data.prices,
            stroke: colors.accent,
            fill: colors.accentSoft + '80',
            spanGaps: true,
            ...(few ? { points: colors.accent } : {}),
          },
          {
            kind: 'bars',
            values: data.volumes,
            fill: colors.text + '40',
            range: [0, maxVolume > 0 ? maxVolume * 4 : 1],
          },
        ],
        draw: (ctx, box, xPos) => {
          if (data.graduation === null) return;
          const x = Math.round(xPos(data.graduation)) + 0.5;
          ctx.strokeStyle = colors.good;
          ctx.lineWidth = 1.5;
          ctx.setLineDash([5, 4]);
          ctx.beginPath();
          ctx.moveTo(x, box.top);
          ctx.lineTo(x, box.top + box.height);
          ctx.stroke();
          ctx.setLineDash([]);
          ctx.font = '600 11px system-ui, sans-serif';
          ctx.textAlign = 'left';
          ctx.textBaseline = 'alphabetic';
          const text = labels.graduation;
          const width = ctx.measureText(text).width;
          const left = x + 6 + width > box.left + box.width ? x - 6 - width : x + 6;
          const top = box.top + 14;
          // On the surface colour, so the price line never runs through the words.
          ctx.fillStyle = colors.surface;
          ctx.fillRect(left - 3, top - 11, width + 6, 15);
          ctx.fillStyle = colors.good;
          ctx.fillText(text, left, top);
        },
      },
      size,
      onCursor,
    ),
  );
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
  const values = extent([...data.exact, ...data.estimated]) ?? [0, 0];
  return drawn(
    plot(
      target,
      {
        xs: data.xs,
        xRange: timeRange(data.xs),
        yRange: paddedRange(...values),
        incrs: DAY_INCRS,
        colors: plotColors(colors),
        timeLabels: (splits, incr) => timeTickLabels(splits, incr, locale),
        valueLabel: yValue,
        series: [
          {
            kind: 'line',
            values: data.exact,
            stroke: colors.accent,
            fill: colors.accentSoft + '80',
            ...(few ? { points: colors.accent } : {}),
          },
          {
            kind: 'line',
            values: data.estimated,
            stroke: colors.warn,
            dash: [6, 5],
            ...(few ? { points: colors.warn } : {}),
          },
        ],
      },
      size,
      onCursor,
    ),
  );
}
