// Opens once the first screen has had time to paint: a short while after the boot snapshot has been answered, or
// after a longer fallback when nothing asks for one (the CLI, a core without a window). Start-up work whose cost grows
// with the cache (the cache file's quick_check: ~0.5 s of CPU at 100,000 rows and tokens) waits for it instead of
// competing with the window's first frame for the same cores.

export interface FirstScreenGateOptions {
  /** ms after the boot snapshot's answer (the renderer mounts and paints in between). */
  afterBootMs: number;
  /** ms after the core started, when no boot snapshot has been asked for by then. */
  fallbackMs: number;
}

export const FIRST_SCREEN_GATE_DEFAULTS: FirstScreenGateOptions = { afterBootMs: 1000, fallbackMs: 5000 };

export interface FirstScreenGate {
  /** Settles when the gate opens (never rejects). */
  opened: Promise<void>;
  /** The boot snapshot has been answered: the gate opens `afterBootMs` later (unless it is open already). */
  bootAnswered(): void;
  /** Core closing: clears the timers; the gate never opens if it has not yet. */
  close(): void;
}

export function createFirstScreenGate(opts: FirstScreenGateOptions): FirstScreenGate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let isOpen = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const openIn = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      isOpen = true;
      open();
    }, ms);
    timer.unref?.();
  };
  openIn(opts.fallbackMs);
  return {
    opened,
    bootAnswered() {
      if (!isOpen) openIn(opts.afterBootMs);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
