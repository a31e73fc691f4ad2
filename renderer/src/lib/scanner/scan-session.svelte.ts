// One open scanner: the camera stream, the decode worker and the reader, with the state the Scanner shows.
// Frames go to the worker one at a time (grabbed as ImageBitmaps, transferred): the page never decodes.
import type { CameraProblem } from './camera-problem';
import { closeCamera, listCameras, openCamera, type CameraChoice } from './camera';
import { startDecodeWorker, type DecodeClient } from './decode-client';
import type { ScanNotice, ScanReader } from './scan-reader';

/** Pause between two grabs, so a camera at 30 fps is sampled about 12 times a second and the worker rests. */
const GRAB_PAUSE_MS = 80;
/** A note stays at least this long, so a person can read it while parts keep coming in. */
const NOTICE_MS = 4000;

export type ScanStatus = 'starting' | 'scanning' | 'problem' | 'done';

export class ScanSession {
  status = $state<ScanStatus>('starting');
  problem = $state<CameraProblem | null>(null);
  progress = $state.raw({ have: 0, total: 0 });
  notice = $state<ScanNotice | null>(null);
  cameras = $state.raw<CameraChoice[]>([]);
  cameraId = $state('');

  #reader: ScanReader;
  #onDone: (text: string) => void;
  #stream: MediaStream | null = null;
  #client: DecodeClient | null = null;
  #run = 0;
  #noticeAt = 0;

  constructor(reader: ScanReader, onDone: (text: string) => void) {
    this.#reader = reader;
    this.#onDone = onDone;
  }

  /** Opens the camera (`cameraId` when given) into `video` and starts reading. */
  async start(video: HTMLVideoElement, cameraId?: string): Promise<void> {
    const run = this.#halt();
    this.status = 'starting';
    this.problem = null;
    this.#client ??= startDecodeWorker();
    const decoder = await this.#client.ready;
    if (decoder !== 'ready') return this.#fail(run, decoder === 'no_decoder' ? 'no_decoder' : 'failed');
    const opened = await openCamera(cameraId);
    if (run !== this.#run) {
      if (opened.ok) closeCamera(opened.stream);
      return;
    }
    if (!opened.ok) return this.#fail(run, opened.problem);
    this.#stream = opened.stream;
    // A camera unplugged or taken over while scanning ends its track: say so instead of showing a frozen picture.
    for (const track of opened.stream.getVideoTracks())
      track.addEventListener('ended', () => this.#fail(run, 'no_camera'));
    this.cameraId = opened.stream.getVideoTracks()[0]?.getSettings().deviceId ?? cameraId ?? '';
    video.srcObject = opened.stream;
    await video.play().catch(() => {});
    this.cameras = await listCameras();
    if (run !== this.#run) return;
    this.status = 'scanning';
    void this.#loop(run, video);
  }

  /** Turns the camera off and ends the worker. */
  stop(): void {
    this.#halt();
    this.#client?.stop();
    this.#client = null;
  }

  #halt(): number {
    closeCamera(this.#stream);
    this.#stream = null;
    return ++this.#run;
  }

  #fail(run: number, problem: CameraProblem): void {
    if (run !== this.#run) return;
    this.#halt();
    this.problem = problem;
    this.status = 'problem';
  }

  async #loop(run: number, video: HTMLVideoElement): Promise<void> {
    while (run === this.#run && this.#client) {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        const frame = await createImageBitmap(video).catch(() => null);
        if (frame && run === this.#run && this.#client) {
          const text = await this.#client.decode(frame);
          if (run !== this.#run) return;
          if (text !== null && this.#take(text)) return;
        } else frame?.close();
      }
      await new Promise((resolve) => setTimeout(resolve, GRAB_PAUSE_MS));
    }
  }

  /** Handles one decoded text; true when the scan is over. */
  #take(text: string): boolean {
    const read = this.#reader.read(text);
    if (read.kind === 'same') return false;
    if (read.kind === 'progress') {
      this.progress = { have: read.have, total: read.total };
      const now = performance.now();
      if (read.notice !== null) [this.notice, this.#noticeAt] = [read.notice, now];
      else if (now - this.#noticeAt > NOTICE_MS) this.notice = null;
      return false;
    }
    this.status = 'done';
    this.stop();
    this.#onDone(read.text);
    return true;
  }
}
