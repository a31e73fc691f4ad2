// What the scanner does with each decoded text, by mode, as a pure step: gather the app's QR frames, or take one
// code that the screen's own check accepts. No DOM: unit-tested.
import { FrameReassembler } from '../../../../shared/offline/qr-reassembly';

/** A short note the scanner shows after a read that did not finish the scan. */
export type ScanNotice = 'restarted' | 'checksum' | 'not_a_frame' | 'too_large' | 'not_accepted';

export type ScanRead =
  | { kind: 'progress'; have: number; total: number; notice: ScanNotice | null }
  /** The scan is over: `text` goes to the screen exactly as a picked file's or pasted text would. */
  | { kind: 'done'; text: string }
  /** Nothing new (a repeat of a frame or of a refused code). */
  | { kind: 'same' };

export interface ScanReader {
  read(text: string): ScanRead;
}

/** Gathers XYZTX frames; when all are in and the checksum matches, yields the frames one per line, in order. */
export function framesReader(): ScanReader {
  const reassembler = new FrameReassembler();
  return {
    read(text) {
      const step = reassembler.read(text);
      switch (step.kind) {
        case 'complete':
          return { kind: 'done', text: step.frames.join('\n') };
        case 'repeat':
          return { kind: 'same' };
        case 'progress':
          return { kind: 'progress', have: step.have, total: step.total, notice: null };
        case 'restarted':
          return { kind: 'progress', have: step.have, total: step.total, notice: 'restarted' };
        case 'refused':
          return { kind: 'progress', have: step.have, total: step.total, notice: step.reason };
      }
    },
  };
}

/**
 * Takes the first code `accepts` says yes to (an address, a payment URI, a public key); a refused code is noted
 * once and scanning goes on, so a wrong code in view does not end the scan.
 */
export function singleCodeReader(accepts: (text: string) => boolean): ScanReader {
  let lastRefused: string | null = null;
  return {
    read(text) {
      if (accepts(text)) return { kind: 'done', text };
      if (text === lastRefused) return { kind: 'same' };
      lastRefused = text;
      return { kind: 'progress', have: 0, total: 0, notice: 'not_accepted' };
    },
  };
}
