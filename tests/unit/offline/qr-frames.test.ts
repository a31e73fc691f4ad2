// Specification of QR multi-frame splitting and joining.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import {
  FrameCollector,
  MAX_FRAME_CHARS,
  framesFromText,
  joinFrames,
  parseFrame,
  splitIntoFrames,
} from '../../../shared/offline/qr-frames';

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return (error as WalletError).details?.reason;
  }
  throw new Error('expected a WalletError');
}

const bigPayload = JSON.stringify({ tx_bytes: 'A'.repeat(3000), memo: 'héllo 👋 wörld'.repeat(20) });

describe('splitIntoFrames', () => {
  it('puts a small payload in one frame numbered 1/1', () => {
    const frames = splitIntoFrames('{"a":1}');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^XYZTX:1\/1:[0-9a-f]{8}:\{"a":1\}$/);
  });

  it('splits a large payload into frames no longer than the limit', () => {
    const frames = splitIntoFrames(bigPayload);
    expect(frames.length).toBeGreaterThan(3);
    for (const frame of frames) expect(Array.from(frame).length).toBeLessThanOrEqual(MAX_FRAME_CHARS);
    frames.forEach((frame, i) => expect(parseFrame(frame).index).toBe(i + 1));
  });

  it('honours a smaller frame size', () => {
    const frames = splitIntoFrames(bigPayload, 200);
    for (const frame of frames) expect(Array.from(frame).length).toBeLessThanOrEqual(200);
  });
});

describe('joinFrames', () => {
  it('restores the payload from frames in any order', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    expect(joinFrames([...frames].reverse())).toBe(bigPayload);
  });

  it('refuses a missing frame and names it', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    expect(reasonOf(() => joinFrames(frames.filter((_, i) => i !== 1)))).toBe('missing_frames');
  });

  it('refuses a frame listed twice', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    expect(reasonOf(() => joinFrames([...frames, frames[0]!]))).toBe('duplicate_frame');
  });

  it('refuses frames from two different payloads', () => {
    const a = splitIntoFrames(bigPayload, 300);
    const b = splitIntoFrames(`${bigPayload} `, 300);
    expect(reasonOf(() => joinFrames([a[0]!, ...b.slice(1)]))).toBe('mixed_sets');
  });

  it('refuses frames whose content was altered (checksum)', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    frames[2] = frames[2]!.replace(/A/, 'B');
    expect(reasonOf(() => joinFrames(frames))).toBe('checksum');
  });

  it('refuses text that is not a frame', () => {
    expect(reasonOf(() => joinFrames(['hello']))).toBe('not_a_frame');
    expect(reasonOf(() => joinFrames(['XYZTX:3/2:00000000:x']))).toBe('not_a_frame');
  });

  it('refuses an empty list', () => {
    expect(reasonOf(() => joinFrames([]))).toBe('missing_frames');
  });
});

describe('FrameCollector', () => {
  it('ignores an exact repeat while scanning and reports progress', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    const collector = new FrameCollector();
    expect(collector.add(frames[0]!)).toMatchObject({ have: 1, complete: false });
    expect(collector.add(frames[0]!)).toMatchObject({ have: 1, complete: false });
    expect(collector.missing()).toHaveLength(frames.length - 1);
    for (const f of frames.slice(1)) collector.add(f);
    expect(collector.payload()).toBe(bigPayload);
  });

  it('refuses the same frame number with different content', () => {
    const collector = new FrameCollector();
    collector.add('XYZTX:1/2:0000abcd:hello');
    expect(reasonOf(() => collector.add('XYZTX:1/2:0000abcd:other'))).toBe('duplicate_frame');
  });
});

describe('framesFromText', () => {
  it('reads one frame per line, ignoring blank lines', () => {
    const frames = splitIntoFrames(bigPayload, 300);
    expect(joinFrames(framesFromText(`\n${frames.join('\r\n')}\n\n`))).toBe(bigPayload);
  });
});
