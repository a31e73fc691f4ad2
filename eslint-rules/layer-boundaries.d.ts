// Types of layer-boundaries.js's pure helpers for the TypeScript tests that call them.
import type { Rule } from 'eslint';
export function layerOf(relPath: string): string | null;
export function coreAreaOf(relPath: string): string | null;
/** The core's areas, top tier first. */
export const CORE_TIERS: string[][];
export function coreAreaProblem(from: string, to: string): 'unplaced' | 'unplacedTarget' | 'coreArea' | null;
declare const rule: Rule.RuleModule;
export default rule;
