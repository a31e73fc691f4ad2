// Vitest's sequencer with the long files of each group started first (scripts/lib/heavy-first.mjs, decision 0742).
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { heavyFirst } from './heavy-first.mjs';

export class HeavyFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const ordered = heavyFirst(
      sorted.map((spec, index) => ({
        spec,
        index,
        group: spec.project.config.sequence.groupOrder,
        path: path.relative(root, spec.moduleId).split(path.sep).join('/'),
      })),
    );
    return ordered.map((file) => file.spec);
  }
}
