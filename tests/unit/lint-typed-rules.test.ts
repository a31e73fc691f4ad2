// Type-aware lint bites: a floating promise and promises where plain values are expected fail `npm test`'s lint step.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

describe('type-aware lint rules', () => {
  it('fails the fixture on each floating or misused promise', async () => {
    // The fixture is in the global ignores (so `eslint .` passes); ignore:false lints it anyway with the real config.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([
      path.join(root, 'tests/fixtures/typed-lint/floating-promise.ts'),
    ]);
    const found = (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId}`);
    expect(found).toEqual([
      '5:@typescript-eslint/no-floating-promises',
      '10:@typescript-eslint/no-misused-promises',
      '14:@typescript-eslint/no-misused-promises',
    ]);
  }, 60_000);
});
