// Block production: a timer committing a block every `blockTimeMs` (or manual mode), with pause/resume.
import type { Chain } from './chain';

export type BlockTime = number | 'manual';

export class BlockProducer {
  private timer: NodeJS.Timeout | undefined;
  private paused = false;

  constructor(
    private readonly chain: Chain,
    readonly blockTime: BlockTime,
  ) {}

  start(): void {
    if (this.blockTime === 'manual' || this.timer || this.paused) return;
    this.timer = setInterval(() => {
      try {
        this.chain.produceBlock();
      } catch (err) {
        console.error('[devnet] block production failed:', err);
      }
    }, this.blockTime);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  pause(): void {
    this.paused = true;
    this.stop();
  }

  resume(): void {
    this.paused = false;
    this.start();
  }

  isPaused(): boolean {
    return this.paused || this.blockTime === 'manual';
  }

  /** Commits `count` blocks now (works while paused and in manual mode). */
  produce(count: number): number {
    for (let i = 0; i < count; i++) this.chain.produceBlock();
    return this.chain.height();
  }
}
