// Reassembles the app's QR frames ("XYZTX:i/n:checksum:chunk") as a camera reads them: any order, repeats ignored,
// progress after each read, accepted only when the checksum matches; a frame of another payload starts over. Pure.
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { WalletError } from '../errors';
import { FRAME_PREFIX, MAX_FRAMES, parseFrame, payloadChecksum, type Frame } from './qr-frames';

/** Largest payload a scan may assemble, in UTF-8 bytes: the offline files' own limit (docs/offline-files.md). */
export const MAX_SCANNED_PAYLOAD_BYTES = 256 * 1024;

/** What one read did. `have`/`total` are the parts of the payload being gathered after the read. */
export type ScanStep =
  /** A new part was added. */
  | { kind: 'progress'; have: number; total: number }
  /** The same part was read again (a camera reads each frame many times): nothing changed. */
  | { kind: 'repeat'; have: number; total: number }
  /** The frame belongs to another payload: what was gathered was dropped and this frame starts the new one. */
  | { kind: 'restarted'; have: number; total: number }
  /** Every part is in and the checksum matches: `frames` are the frame texts in order, `payload` their join. */
  | { kind: 'complete'; total: number; payload: string; frames: string[] }
  /** The read was refused; `have`/`total` tell what is still gathered (0/0 when everything was dropped). */
  | { kind: 'refused'; reason: ScanRefusal; have: number; total: number };

/**
 * Why a read was refused. not_a_frame: the code is not one of the app's frames (nothing is dropped);
 * too_large: the frames announce or add up to more than the limit (everything is dropped);
 * checksum: all parts were in but do not join to the payload they name, or one part was read with two different
 * contents (everything is dropped: the animation loops, so the next pass gives clean parts).
 */
export type ScanRefusal = 'not_a_frame' | 'too_large' | 'checksum';

export interface ReassemblyLimits {
  /** Most frames a payload may announce. */
  maxFrames: number;
  /** Most UTF-8 bytes the gathered chunks may add up to. */
  maxPayloadBytes: number;
}

const DEFAULT_LIMITS: ReassemblyLimits = {
  maxFrames: MAX_FRAMES,
  maxPayloadBytes: MAX_SCANNED_PAYLOAD_BYTES,
};

/** Gathers frames of one payload at a time. Never throws on what a camera reads: every read returns a step. */
export class FrameReassembler {
  readonly #limits: ReassemblyLimits;
  #parts = new Map<number, Frame>();
  #set: { total: number; checksum: string } | null = null;
  #bytes = 0;

  constructor(limits: Partial<ReassemblyLimits> = {}) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Parts gathered so far and the total the current payload announced (0/0 before the first frame). */
  progress(): { have: number; total: number } {
    return { have: this.#parts.size, total: this.#set?.total ?? 0 };
  }

  /** Drops everything gathered. */
  reset(): void {
    this.#parts = new Map();
    this.#set = null;
    this.#bytes = 0;
  }

  /** Reads one decoded QR text. */
  read(text: string): ScanStep {
    let frame: Frame;
    try {
      frame = parseFrame(text);
    } catch (error) {
      if (error instanceof WalletError) return this.#refuse('not_a_frame', false);
      throw error;
    }
    if (frame.total > this.#limits.maxFrames) return this.#refuse('too_large', true);
    let restarted = false;
    if (this.#set && (this.#set.total !== frame.total || this.#set.checksum !== frame.checksum)) {
      this.reset();
      restarted = true;
    }
    this.#set ??= { total: frame.total, checksum: frame.checksum };
    const seen = this.#parts.get(frame.index);
    if (seen) {
      if (seen.chunk === frame.chunk) return { kind: 'repeat', ...this.progress() };
      return this.#refuse('checksum', true);
    }
    const bytes = utf8ToBytes(frame.chunk).length;
    if (this.#bytes + bytes > this.#limits.maxPayloadBytes) return this.#refuse('too_large', true);
    this.#parts.set(frame.index, frame);
    this.#bytes += bytes;
    if (this.#parts.size === frame.total) return this.#finish();
    return { kind: restarted ? 'restarted' : 'progress', ...this.progress() };
  }

  #finish(): ScanStep {
    const ordered = [...this.#parts.values()].sort((a, b) => a.index - b.index);
    const payload = ordered.map((part) => part.chunk).join('');
    const set = this.#set!;
    if (payloadChecksum(payload) !== set.checksum) return this.#refuse('checksum', true);
    const frames = ordered.map(
      (part) => `${FRAME_PREFIX}:${part.index}/${part.total}:${part.checksum}:${part.chunk}`,
    );
    this.reset();
    return { kind: 'complete', total: set.total, payload, frames };
  }

  #refuse(reason: ScanRefusal, dropAll: boolean): ScanStep {
    if (dropAll) this.reset();
    return { kind: 'refused', reason, ...this.progress() };
  }
}
