// Vite plugin: marks the scripts of the first screen for eager compilation (V8's `//# allFunctionsCalledOnLoad`).
//
// Without the hint V8 only pre-parses a module's functions and compiles each on its first call, on the main thread,
// in the middle of mounting the first screen. With it (Chromium 136+, so Electron 36+), every function of the file is
// compiled while the file streams in, off the main thread, in one pass. Only the chunks the page loads before its
// first screen (the entry and its static imports) get it: nearly all of their code runs at once, while a lazy
// screen's chunk would spend compile time and memory on code that may never run. Decision 0714.

/** The magic comment V8 reads on the first line of a script (explicit compile hints). */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of a Rollup/Rolldown output chunk this plugin reads and writes. */
export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
}

/** The part of an output bundle this plugin reads: chunks and assets by file name. */
export type OutputBundleLike = Record<string, OutputChunkLike | { type: 'asset'; fileName: string }>;

/** File names of the entry chunks and every chunk they import statically, transitively (what loads before mounting). */
export function firstScreenChunks(bundle: OutputBundleLike): Set<string> {
  const chunks = new Map<string, OutputChunkLike>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const found = new Set<string>();
  const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) pending.push(imported);
  }
  return found;
}

/** `code` with the eager-compile hint as its first line (unchanged when it already has it). */
export function withEagerCompileHint(code: string): string {
  return code.startsWith(EAGER_COMPILE_HINT) ? code : `${EAGER_COMPILE_HINT}\n${code}`;
}

/**
 * The plugin: prefixes the first screen's chunks after minification (which would drop the comment) and after Vite's
 * own edits of the entry.
 */
export function eagerCompileFirstScreen() {
  return {
    name: 'xyz-eager-compile-first-screen',
    apply: 'build' as const,
    enforce: 'post' as const,
    generateBundle: {
      // Last: Vite's own generateBundle puts its preload helper (`__vite__mapDeps`) at the top of the entry chunk.
      order: 'post' as const,
      handler(_options: unknown, bundle: OutputBundleLike) {
        for (const name of firstScreenChunks(bundle)) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') chunk.code = withEagerCompileHint(chunk.code);
        }
      },
    },
  };
}
