// Types of scripts/lib/heavy-first-sequencer.mjs.
import { BaseSequencer } from 'vitest/node';
export declare class HeavyFirstSequencer extends BaseSequencer {}
