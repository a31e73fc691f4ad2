// Vitest's sequencer with the long files of each group started first (scripts/lib/heavy-first.ts, decision 0742).
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { heavyFirst } from './heavy-first';

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
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
