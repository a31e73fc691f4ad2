// The page's side of the QR decode worker: starts it from the app's own files (CSP worker-src 'self'), sends one
// video frame at a time (a new frame is grabbed only when the last answer is in), and hands back decoded texts.
import type { DecodeAnswer, DecodeRequest } from './decode-protocol';

export interface DecodeClient {
  /** Resolves once the worker has said whether it can decode ('failed': the worker itself did not start). */
  ready: Promise<'ready' | 'no_decoder' | 'failed'>;
  /** Decodes one frame (the bitmap is transferred and closed by the worker). */
  decode(frame: ImageBitmap): Promise<string | null>;
  stop(): void;
}

export function startDecodeWorker(): DecodeClient {
  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  let nextId = 1;
  const waiting = new Map<number, (text: string | null) => void>();
  let markReady!: (state: 'ready' | 'no_decoder' | 'failed') => void;
  const ready = new Promise<'ready' | 'no_decoder' | 'failed'>((resolve) => (markReady = resolve));
  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const answer = event.data;
    if (answer.type === 'ready') markReady(answer.decoderAvailable ? 'ready' : 'no_decoder');
    else {
      waiting.get(answer.id)?.(answer.text);
      waiting.delete(answer.id);
    }
  };
  worker.onerror = () => markReady('failed');
  return {
    ready,
    decode(frame) {
      const id = nextId++;
      const request: DecodeRequest = { id, frame };
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage(request, [frame]);
      });
    },
    stop() {
      worker.terminate();
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    },
  };
}
