// The build's eager-compile hint: only the chunks loaded before the first screen (entry + static imports) get V8's
// `//# allFunctionsCalledOnLoad`, as their first line, once.
import { describe, expect, it } from 'vitest';
import {
  EAGER_COMPILE_HINT,
  eagerCompileFirstScreen,
  firstScreenChunks,
  withEagerCompileHint,
  type OutputBundleLike,
} from '../../../../renderer/build/compile-hints';

function chunk(fileName: string, imports: string[] = [], isEntry = false) {
  return { type: 'chunk' as const, fileName, imports, isEntry, code: `/* ${fileName} */` };
}

function bundle(): OutputBundleLike {
  return {
    'index.js': chunk('index.js', ['runtime.js', 'words.js'], true),
    'runtime.js': chunk('runtime.js', ['shared.js']),
    'words.js': chunk('words.js', ['runtime.js']),
    'shared.js': chunk('shared.js'),
    // A lazy screen: reached only by a dynamic import, so absent from every `imports` list of the entry's graph.
    'Tokens.js': chunk('Tokens.js', ['shared.js', 'list.js']),
    'list.js': chunk('list.js'),
    'index.css': { type: 'asset', fileName: 'index.css' },
  };
}

describe('firstScreenChunks', () => {
  it('is the entry and everything it imports statically, transitively, and nothing a lazy screen alone needs', () => {
    expect([...firstScreenChunks(bundle())].sort()).toEqual([
      'index.js',
      'runtime.js',
      'shared.js',
      'words.js',
    ]);
  });

  it('is empty without an entry chunk, and survives an import of a file that is not in the bundle', () => {
    expect(firstScreenChunks({ 'a.js': chunk('a.js') }).size).toBe(0);
    expect([...firstScreenChunks({ 'e.js': chunk('e.js', ['gone.js'], true) })].sort()).toEqual([
      'e.js',
      'gone.js',
    ]);
  });
});

describe('withEagerCompileHint', () => {
  it('puts the magic comment on the first line, once', () => {
    expect(withEagerCompileHint('import"x";')).toBe(`${EAGER_COMPILE_HINT}\nimport"x";`);
    expect(withEagerCompileHint(withEagerCompileHint('a()'))).toBe(`${EAGER_COMPILE_HINT}\na()`);
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('the plugin', () => {
  it('prefixes exactly the first-screen chunks of the bundle it is given', () => {
    const output = bundle();
    eagerCompileFirstScreen().generateBundle.handler(undefined, output);
    const hinted = Object.values(output)
      .filter((file) => file.type === 'chunk' && file.code.startsWith(`${EAGER_COMPILE_HINT}\n`))
      .map((file) => file.fileName)
      .sort();
    expect(hinted).toEqual(['index.js', 'runtime.js', 'shared.js', 'words.js']);
  });
});
