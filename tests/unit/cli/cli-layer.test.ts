// The cli/ layer may use the wallet core and shared/, and nothing of Electron, the renderer or the devnet.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asFile) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'xyz/layer-boundaries').map((m) => m.message);
}

describe('the cli layer', () => {
  it.each([
    "import { createWalletCore } from '../electron/core/wallet-core';",
    "import { formatBaseAmount } from '../shared/format';",
  ])('may import %s', async (code) => {
    expect(await boundaryErrors(code, 'cli/__f__.ts')).toEqual([]);
  });

  it.each([
    ["import x from '../renderer/src/lib/send-warnings';", /'cli' must not import from layer 'renderer'/],
    ["import x from '../electron/main/ipc';", /'cli' must not import from layer 'main'/],
    ["import x from '../devnet/index';", /'cli' must not import from layer 'devnet'/],
    ["import { app } from 'electron';", /must not import 'electron'/],
  ])('refuses %s', async (code, message) => {
    const errors = await boundaryErrors(code, 'cli/__f__.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });
});
