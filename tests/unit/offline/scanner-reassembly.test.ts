// Specification of reading QR frames from a camera: any order, repeats, progress, checksum, restarts, limits.
import { describe, expect, it } from 'vitest';
import { FrameReassembler, type ScanStep } from '../../../shared/offline/qr-reassembly';
import { joinFrames, splitIntoFrames } from '../../../shared/offline/qr-frames';

const payload = JSON.stringify({ tx_bytes: 'Q'.repeat(4000), memo: 'grüße 👋'.repeat(30) });
const frames = splitIntoFrames(payload, 200);

function readAll(reassembler: FrameReassembler, texts: readonly string[]): ScanStep[] {
  return texts.map((text) => reassembler.read(text));
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('FrameReassembler', () => {
  it('assembles the payload from frames read in any order', () => {
    expect(frames.length).toBeGreaterThan(20);
    for (const seed of [1, 2, 3]) {
      const steps = readAll(new FrameReassembler(), shuffled(frames, seed));
      const last = steps.at(-1)!;
      expect(last).toMatchObject({ kind: 'complete', total: frames.length, payload });
      if (last.kind === 'complete') {
        expect(last.frames).toEqual(frames);
        expect(joinFrames(last.frames)).toBe(payload);
      }
    }
  });

  it('reports progress after each new part ("14 of 23 parts")', () => {
    const reassembler = new FrameReassembler();
    const steps = readAll(reassembler, frames.slice(0, 14));
    expect(steps.at(-1)).toEqual({ kind: 'progress', have: 14, total: frames.length });
    expect(reassembler.progress()).toEqual({ have: 14, total: frames.length });
  });

  it('ignores a part read again, as a camera reads each frame many times', () => {
    const reassembler = new FrameReassembler();
    reassembler.read(frames[3]!);
    expect(reassembler.read(frames[3]!)).toEqual({ kind: 'repeat', have: 1, total: frames.length });
    const steps = readAll(
      reassembler,
      frames.flatMap((frame) => [frame, frame, frame]),
    );
    expect(steps.filter((s) => s.kind === 'complete')).toHaveLength(1);
    expect(steps.findIndex((s) => s.kind === 'complete')).toBe(3 * frames.length - 3);
  });

  it('waits for missing parts and never completes without them', () => {
    const reassembler = new FrameReassembler();
    const steps = readAll(
      reassembler,
      frames.filter((_, i) => i !== 7),
    );
    expect(steps.some((s) => s.kind === 'complete')).toBe(false);
    expect(reassembler.progress()).toEqual({ have: frames.length - 1, total: frames.length });
    expect(reassembler.read(frames[7]!)).toMatchObject({ kind: 'complete', payload });
  });

  it('refuses parts that do not add up to the checksum, drops them and accepts the next clean pass', () => {
    const corrupted = [...frames];
    corrupted[5] = corrupted[5]!.replace(/Q/, 'R');
    const reassembler = new FrameReassembler();
    const steps = readAll(reassembler, corrupted);
    expect(steps.at(-1)).toEqual({ kind: 'refused', reason: 'checksum', have: 0, total: 0 });
    expect(readAll(reassembler, frames).at(-1)).toMatchObject({ kind: 'complete', payload });
  });

  it('treats one part read with two different contents as a checksum failure and starts over', () => {
    const reassembler = new FrameReassembler();
    reassembler.read(frames[0]!);
    const altered = frames[0]!.replace(/Q/, 'R');
    expect(reassembler.read(altered)).toEqual({ kind: 'refused', reason: 'checksum', have: 0, total: 0 });
  });

  it('starts over cleanly on a frame of another payload', () => {
    const other = splitIntoFrames(`${payload} `, 300);
    const reassembler = new FrameReassembler();
    readAll(reassembler, frames.slice(0, 10));
    expect(reassembler.read(other[4]!)).toEqual({ kind: 'restarted', have: 1, total: other.length });
    const steps = readAll(reassembler, other);
    expect(steps.at(-1)).toMatchObject({ kind: 'complete', payload: `${payload} ` });
  });

  it('ignores a code that is not a frame and keeps what was gathered', () => {
    const reassembler = new FrameReassembler();
    readAll(reassembler, frames.slice(0, 3));
    for (const text of ['xyz1abc', 'XYZTX:4/2:00000000:x', 'XYZTX:1/2:nothex!!:x', ''])
      expect(reassembler.read(text)).toEqual({
        kind: 'refused',
        reason: 'not_a_frame',
        have: 3,
        total: frames.length,
      });
  });

  it('refuses a payload that announces more frames than allowed', () => {
    const reassembler = new FrameReassembler({ maxFrames: 10 });
    readAll(reassembler, splitIntoFrames('small', 300));
    expect(reassembler.read(frames[0]!)).toEqual({ kind: 'refused', reason: 'too_large', have: 0, total: 0 });
  });

  it('refuses a payload whose parts add up to more bytes than allowed', () => {
    const reassembler = new FrameReassembler({ maxPayloadBytes: 1000 });
    const steps = readAll(reassembler, frames);
    expect(steps.find((s) => s.kind === 'refused')).toMatchObject({ reason: 'too_large', have: 0, total: 0 });
    expect(steps.some((s) => s.kind === 'complete')).toBe(false);
  });

  it('assembles a one-frame payload at once', () => {
    const [only] = splitIntoFrames('{"a":1}');
    expect(new FrameReassembler().read(only!)).toMatchObject({
      kind: 'complete',
      total: 1,
      payload: '{"a":1}',
    });
  });
});
