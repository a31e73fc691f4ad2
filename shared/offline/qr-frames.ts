// Splits a text payload into numbered QR frames "XYZTX:<index>/<total>:<checksum>:<chunk>" and joins them back
// with checks (missing, duplicate or conflicting frames, frames of another set, checksum). Pure and browser-safe.
// @noble/hashes (what @cosmjs/crypto itself uses) by path: @cosmjs/crypto's index pulls every curve and hash into the
// camera's renderer chunk (66 KB gzip), decision 0753.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { WalletError } from '../errors';

export const FRAME_PREFIX = 'XYZTX';
/** Longest frame text, in characters: small enough for a QR code that phone and laptop cameras read reliably. */
export const MAX_FRAME_CHARS = 800;
/** Most frames one payload may use (bounds a 256 KiB file at the default size). */
export const MAX_FRAMES = 999;

const HEADER_RESERVE = `${FRAME_PREFIX}:${MAX_FRAMES}/${MAX_FRAMES}:00000000:`.length;
const FRAME_PATTERN = /^XYZTX:([1-9]\d{0,2})\/([1-9]\d{0,2}):([0-9a-f]{8}):([\s\S]*)$/;

export type FrameProblem =
  'not_a_frame' | 'missing_frames' | 'duplicate_frame' | 'mixed_sets' | 'checksum' | 'too_large';

function frameError(reason: FrameProblem, message: string, extra: Record<string, unknown> = {}): WalletError {
  return new WalletError('invalid_request', message, { reason, ...extra });
}

/** First 8 hex digits of sha256(UTF-8 payload): names the set and verifies the joined payload. */
export function payloadChecksum(payload: string): string {
  return bytesToHex(sha256(utf8ToBytes(payload))).slice(0, 8);
}

export interface Frame {
  /** 1-based position. */
  index: number;
  total: number;
  checksum: string;
  chunk: string;
}

/**
 * Splits `payload` into frames of at most `maxFrameChars` characters each (header included).
 * A payload that fits in one frame still gets the header ("1/1"), so readers handle one shape.
 */
export function splitIntoFrames(payload: string, maxFrameChars = MAX_FRAME_CHARS): string[] {
  const chunkSize = maxFrameChars - HEADER_RESERVE;
  if (chunkSize < 16) throw new Error(`maxFrameChars ${maxFrameChars} leaves no room for data`);
  const chunks: string[] = [];
  // Split by code points so a frame never ends inside a surrogate pair.
  const codePoints = Array.from(payload);
  for (let i = 0; i < codePoints.length; i += chunkSize)
    chunks.push(codePoints.slice(i, i + chunkSize).join(''));
  if (chunks.length === 0) chunks.push('');
  if (chunks.length > MAX_FRAMES) {
    throw frameError(
      'too_large',
      `The payload needs ${chunks.length} QR frames; at most ${MAX_FRAMES} are allowed.`,
    );
  }
  const checksum = payloadChecksum(payload);
  return chunks.map((chunk, i) => `${FRAME_PREFIX}:${i + 1}/${chunks.length}:${checksum}:${chunk}`);
}

/** Parses one frame's text; throws 'not_a_frame' for anything else. */
export function parseFrame(text: string): Frame {
  const match = FRAME_PATTERN.exec(text.replace(/^\s+/, '').replace(/[\r\n]+$/, ''));
  if (!match) throw frameError('not_a_frame', 'This is not an XYZ Wallet QR frame (expected "XYZTX:1/3:…").');
  const index = Number(match[1]);
  const total = Number(match[2]);
  if (index > total)
    throw frameError('not_a_frame', `Frame number ${index} is beyond the total of ${total}.`);
  return { index, total, checksum: match[3]!, chunk: match[4]! };
}

/** Whether `text` looks like a QR frame (to tell frames from JSON or base64 in a paste box). */
export function looksLikeFrame(text: string): boolean {
  return text.trimStart().startsWith(`${FRAME_PREFIX}:`);
}

/** Gathers frames in any order, as a camera scans them; exact repeats are ignored, conflicts refused. */
export class FrameCollector {
  #frames = new Map<number, Frame>();
  #set: { total: number; checksum: string } | null = null;

  /** Adds one frame; returns how many of how many frames are in. Throws on frames of another set or conflicts. */
  add(text: string): { have: number; total: number; complete: boolean } {
    const frame = parseFrame(text);
    if (this.#set && (frame.total !== this.#set.total || frame.checksum !== this.#set.checksum)) {
      throw frameError(
        'mixed_sets',
        'This frame belongs to a different transaction than the frames scanned so far.',
      );
    }
    this.#set ??= { total: frame.total, checksum: frame.checksum };
    const seen = this.#frames.get(frame.index);
    if (seen && seen.chunk !== frame.chunk) {
      throw frameError(
        'duplicate_frame',
        `Frame ${frame.index}/${frame.total} was read twice with different content.`,
      );
    }
    this.#frames.set(frame.index, frame);
    return { have: this.#frames.size, total: frame.total, complete: this.#frames.size === frame.total };
  }

  /** Frame numbers still missing (1-based). */
  missing(): number[] {
    if (!this.#set) return [];
    const out: number[] = [];
    for (let i = 1; i <= this.#set.total; i++) if (!this.#frames.has(i)) out.push(i);
    return out;
  }

  /** Joins the frames and verifies the checksum; throws 'missing_frames' or 'checksum'. */
  payload(): string {
    if (!this.#set) throw frameError('missing_frames', 'No QR frames were read.');
    const missing = this.missing();
    if (missing.length > 0) {
      throw frameError(
        'missing_frames',
        `Frames missing: ${missing.slice(0, 10).join(', ')} of ${this.#set.total}.`,
        {
          missing,
        },
      );
    }
    const payload = [...this.#frames.values()]
      .sort((a, b) => a.index - b.index)
      .map((f) => f.chunk)
      .join('');
    if (payloadChecksum(payload) !== this.#set.checksum) {
      throw frameError(
        'checksum',
        'The QR frames do not add up to the original data (checksum mismatch): scan again.',
      );
    }
    return payload;
  }
}

/**
 * Joins a complete list of frames (any order). Strict: a frame listed twice, a frame of another set,
 * a missing frame or a checksum mismatch is an error.
 */
export function joinFrames(frameTexts: readonly string[]): string {
  const collector = new FrameCollector();
  const seen = new Set<number>();
  for (const text of frameTexts) {
    const { index, total } = parseFrame(text);
    if (seen.has(index)) throw frameError('duplicate_frame', `Frame ${index}/${total} is listed twice.`);
    seen.add(index);
    collector.add(text);
  }
  return collector.payload();
}

/** Splits pasted text holding several frames (one per line) into frame texts. */
export function framesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
