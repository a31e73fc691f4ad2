// Types of scripts/lib/heavy-first.mjs (plain JS so vitest's config loads it without a transform).
export declare const KNOWN_SECONDS: Readonly<Record<string, number>>;
export declare function heavyFirst<T extends { group: number; path: string; index: number }>(
  files: readonly T[],
): T[];
