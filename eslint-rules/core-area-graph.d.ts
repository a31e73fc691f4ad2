// Types of core-area-graph.js for the TypeScript tests that call it.
export const CORE_ROOT: '<root>';
/** from-area -> to-area -> the first import on that edge ("<file> -> <specifier>"). */
export type CoreAreaGraph = Map<string, Map<string, string>>;
export function relativeSpecifiers(source: string): string[];
export function areaOfPath(coreDir: string, absPath: string): string | null;
export function buildCoreAreaGraph(coreDir: string): CoreAreaGraph;
export function isAllowedPair(allow: ReadonlyArray<readonly [string, string]>, a: string, b: string): boolean;
export function areaPath(
  graph: CoreAreaGraph,
  start: string,
  goal: string,
  allow?: ReadonlyArray<readonly [string, string]>,
): string[] | null;
export function areaCycles(
  graph: CoreAreaGraph,
  allow?: ReadonlyArray<readonly [string, string]>,
): string[][];
