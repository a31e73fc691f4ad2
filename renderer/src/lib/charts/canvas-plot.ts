// One time-series plot on a canvas (decision 0757): a time axis, a value axis with its grid, lines (solid or dashed,
// filled or not), bars on a scale of their own, a hook to draw more, and a crosshair that reports the column under
// the pointer. The crosshair is two DOM elements over the canvas, so the PNG export holds the drawing alone.
import { nearestIndex, timeTicks, valueTicks, type Range } from './chart-scale';

export interface PlotColors {
  text: string;
  grid: string;
  font: string;
}

export interface LineSeries {
  kind: 'line';
  values: readonly (number | null)[];
  stroke: string;
  fill?: string;
  dash?: readonly number[];
  /** Joins the points either side of a null instead of breaking the line there. */
  spanGaps?: boolean;
  /** Draws each point as a dot of this colour (for a line of one to three points). */
  points?: string;
}

export interface BarSeries {
  kind: 'bars';
  values: readonly (number | null)[];
  fill: string;
  /** The bars' own value range: the bottom of the plot is its minimum. */
  range: Range;
}

/** Where the plotting area is, in CSS pixels of the canvas. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PlotSpec {
  xs: readonly number[];
  xRange: Range;
  yRange: Range;
  series: readonly (LineSeries | BarSeries)[];
  colors: PlotColors;
  /** Time-axis steps (seconds) the ticks may use. */
  incrs?: readonly number[];
  timeLabels: (splits: readonly number[], incr: number) => string[];
  valueLabel: (value: number) => string;
  /** Draws on top of the series, in CSS pixels (the context is already scaled for the screen). */
  draw?: (ctx: CanvasRenderingContext2D, box: PlotBox, xPos: (x: number) => number) => void;
}

export interface Plot {
  resize(width: number): void;
  destroy(): void;
  canvas: HTMLCanvasElement;
}

const VALUE_AXIS = 64;
const TIME_AXIS = 44;
const PAD = { top: 10, right: 14 };
const TIME_SPACE = 70;
const VALUE_SPACE = 30;
const LINE_HEIGHT = 13;
const BAR_MAX = 12;

function plotBox(width: number, height: number): PlotBox {
  return {
    left: VALUE_AXIS,
    top: PAD.top,
    width: Math.max(1, width - VALUE_AXIS - PAD.right),
    height: Math.max(1, height - PAD.top - TIME_AXIS),
  };
}

function drawLine(
  ctx: CanvasRenderingContext2D,
  s: LineSeries,
  xs: readonly number[],
  xPos: (x: number) => number,
  yPos: (y: number) => number,
  box: PlotBox,
): void {
  // Runs of consecutive points: a null ends a run unless the series spans gaps.
  const runs: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> | null = null;
  s.values.forEach((v, i) => {
    if (v === null) {
      if (!s.spanGaps) run = null;
      return;
    }
    if (!run) runs.push((run = []));
    run.push([xPos(xs[i]!), yPos(v)]);
  });
  const bottom = box.top + box.height;
  for (const points of runs) {
    if (s.fill && points.length > 1) {
      ctx.beginPath();
      ctx.moveTo(points[0]![0], bottom);
      for (const [x, y] of points) ctx.lineTo(x, y);
      ctx.lineTo(points[points.length - 1]![0], bottom);
      ctx.closePath();
      ctx.fillStyle = s.fill;
      ctx.fill();
    }
    ctx.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = 2;
    ctx.lineJoin = 'round';
    ctx.setLineDash(s.dash ? [...s.dash] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    if (s.points)
      for (const [x, y] of points) {
        ctx.beginPath();
        ctx.arc(x, y, 3, 0, 2 * Math.PI);
        ctx.fillStyle = s.points;
        ctx.fill();
      }
  }
}

function drawBars(
  ctx: CanvasRenderingContext2D,
  s: BarSeries,
  xs: readonly number[],
  xPos: (x: number) => number,
  box: PlotBox,
): void {
  const [min, max] = s.range;
  const bottom = box.top + box.height;
  const width = Math.max(1, Math.min(BAR_MAX, (box.width / Math.max(1, xs.length)) * 0.7));
  ctx.fillStyle = s.fill;
  s.values.forEach((v, i) => {
    if (v === null || max <= min) return;
    const h = ((v - min) / (max - min)) * box.height;
    ctx.fillRect(xPos(xs[i]!) - width / 2, bottom - h, width, h);
  });
}

function drawAxes(
  ctx: CanvasRenderingContext2D,
  spec: PlotSpec,
  box: PlotBox,
  canvasWidth: number,
  xPos: (x: number) => number,
  yPos: (y: number) => number,
): void {
  const { colors } = spec;
  const time = timeTicks(spec.xRange, box.width, TIME_SPACE, spec.incrs);
  const values = valueTicks(spec.yRange, Math.floor(box.height / VALUE_SPACE));
  ctx.strokeStyle = colors.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  // Half-pixel offsets keep one-pixel grid lines sharp.
  for (const s of time.splits) {
    const x = Math.round(xPos(s)) + 0.5;
    ctx.moveTo(x, box.top);
    ctx.lineTo(x, box.top + box.height);
  }
  for (const v of values) {
    const y = Math.round(yPos(v)) + 0.5;
    ctx.moveTo(box.left, y);
    ctx.lineTo(box.left + box.width, y);
  }
  ctx.stroke();
  ctx.fillStyle = colors.text;
  ctx.font = colors.font;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const v of values) ctx.fillText(spec.valueLabel(v), box.left - 8, yPos(v));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  spec.timeLabels(time.splits, time.incr).forEach((label, i) => {
    label.split('\n').forEach((line, row) => {
      const half = ctx.measureText(line).width / 2;
      const x = Math.min(Math.max(xPos(time.splits[i]!), half), canvasWidth - half);
      ctx.fillText(line, x, box.top + box.height + 8 + row * LINE_HEIGHT);
    });
  });
}

/** Draws `spec` into a new canvas in `target` and follows the pointer over it; `onCursor` gets the column or null. */
export function plot(
  target: HTMLElement,
  spec: PlotSpec,
  size: { width: number; height: number },
  onCursor: (index: number | null) => void,
): Plot {
  const canvas = document.createElement('canvas');
  canvas.style.display = 'block';
  const line = document.createElement('div');
  const dot = document.createElement('div');
  Object.assign(line.style, {
    position: 'absolute',
    width: '0',
    borderLeft: `1px dashed ${spec.colors.text}`,
    pointerEvents: 'none',
    display: 'none',
  });
  Object.assign(dot.style, {
    position: 'absolute',
    width: '7px',
    height: '7px',
    margin: '-3.5px 0 0 -3.5px',
    borderRadius: '50%',
    pointerEvents: 'none',
    display: 'none',
  });
  target.append(canvas, line, dot);

  let width = size.width;
  let box = plotBox(width, size.height);
  const [x0, x1] = spec.xRange;
  const [y0, y1] = spec.yRange;
  const xPos = (x: number) => box.left + (x1 > x0 ? ((x - x0) / (x1 - x0)) * box.width : box.width / 2);
  const yPos = (y: number) => box.top + box.height - (y1 > y0 ? ((y - y0) / (y1 - y0)) * box.height : 0);

  function render(): void {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(size.height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${size.height}px`;
    box = plotBox(width, size.height);
    const ctx = canvas.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, size.height);
    drawAxes(ctx, spec, box, width, xPos, yPos);
    ctx.save();
    ctx.beginPath();
    ctx.rect(box.left, box.top, box.width, box.height);
    ctx.clip();
    for (const s of spec.series)
      if (s.kind === 'bars') drawBars(ctx, s, spec.xs, xPos, box);
      else drawLine(ctx, s, spec.xs, xPos, yPos, box);
    ctx.restore();
    ctx.save();
    spec.draw?.(ctx, box, xPos);
    ctx.restore();
  }

  let shown: number | null = null;
  function showCursor(index: number | null): void {
    // The dot sits on the first line that has a value in this column (the dashed estimate where the exact has none).
    const on =
      index === null ? undefined : spec.series.find((s) => s.kind === 'line' && s.values[index] != null);
    const value = index === null || on?.kind !== 'line' ? null : on.values[index]!;
    if (on?.kind === 'line') dot.style.background = on.stroke;
    line.style.display = index === null ? 'none' : 'block';
    dot.style.display = value === null ? 'none' : 'block';
    if (index !== null) {
      const x = `${xPos(spec.xs[index]!)}px`;
      Object.assign(line.style, { left: x, top: `${box.top}px`, height: `${box.height}px` });
      if (value !== null) Object.assign(dot.style, { left: x, top: `${yPos(value)}px` });
    }
    if (index !== shown) onCursor((shown = index));
  }

  function onMove(event: PointerEvent): void {
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const inside = x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
    showCursor(inside ? nearestIndex(spec.xs, x0 + ((x - box.left) / box.width) * (x1 - x0)) : null);
  }
  const onLeave = () => showCursor(null);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerleave', onLeave);
  // A window moved to a screen of another pixel ratio redraws at that ratio (a media query per ratio, renewed).
  let ratio: MediaQueryList | null = null;
  const onRatio = () => {
    render();
    watchRatio();
  };
  function watchRatio(): void {
    ratio?.removeEventListener('change', onRatio);
    ratio = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    ratio.addEventListener('change', onRatio);
  }
  render();
  watchRatio();

  return {
    canvas,
    resize(next) {
      if (next === width) return;
      width = next;
      render();
      showCursor(shown);
    },
    destroy() {
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerleave', onLeave);
      ratio?.removeEventListener('change', onRatio);
      canvas.remove();
      line.remove();
      dot.remove();
    },
  };
}
