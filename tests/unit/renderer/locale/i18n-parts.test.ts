// The words of later screens live in parts (renderer/src/lib/i18n/parts) that register themselves into t()'s table
// when imported (decision 0713). The rule that makes this safe, checked statically here: every renderer file that
// names a key of a part (quoted, as a plural base, or as a template prefix like `stake.${x}`) imports that part, so
// ES module order registers the words before the file's code runs. A key nobody registered shows as the key and is
// reported with console.error in development and tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../renderer/src/lib/i18n/en';
import { REPO, RENDERER_SRC, sourceFiles, valueImports } from '../support/value-imports';
import { loadParts, type WordsPart as Part } from '../support/words-parts';

const I18N_DIR = path.join(RENDERER_SRC, 'lib/i18n');

/** The key-like literals of a file: quoted strings ("stake.title", a plural base "stake.count") and template heads. */
function keyLiterals(text: string): Array<{ literal: string; prefix: boolean }> {
  const quoted = [...text.matchAll(/(['"])([a-zA-Z][\w-]*\.[\w.-]*)\1/g)].map((m) => ({
    literal: m[2]!,
    prefix: m[2]!.endsWith('.'),
  }));
  const templates = [...text.matchAll(/`([a-zA-Z][\w-]*\.[^`$]*)\$\{/g)].map((m) => ({
    literal: m[1]!,
    prefix: true,
  }));
  return [...quoted, ...templates];
}

/** True when `literal` names `key`: the key itself, its plural base, or (as a prefix) its start. */
function names(key: string, { literal, prefix }: { literal: string; prefix: boolean }): boolean {
  return key === literal || key.startsWith(`${literal}.`) || (prefix && key.startsWith(literal));
}

/** The files outside lib/i18n that name a key of `part`, each with the keys it names. */
function usersOf(part: Part): Map<string, string[]> {
  const keys = Object.keys(part.en);
  const users = new Map<string, string[]>();
  for (const file of sourceFiles().filter((f) => !f.startsWith(I18N_DIR + path.sep))) {
    const literals = keyLiterals(readFileSync(file, 'utf8'));
    const named = keys.filter((key) => literals.some((l) => names(key, l)));
    if (named.length > 0) users.set(file, named);
  }
  return users;
}

const rel = (file: string) => path.relative(REPO, file);

describe('words parts: every file that uses a key of a part imports the part', () => {
  it('finds no file naming a key of a part it does not import', async () => {
    const missing: string[] = [];
    for (const part of await loadParts())
      for (const [file, keys] of usersOf(part))
        if (!valueImports(file).includes(part.file))
          missing.push(
            `${rel(file)} uses ${keys.slice(0, 3).join(', ')} but does not import parts/${part.name}`,
          );
    expect(missing).toEqual([]);
  });

  it('sees the users of every part (a part nobody names is dead weight; a blind scan would pass anything)', async () => {
    const unused = (await loadParts()).filter((part) => usersOf(part).size === 0).map((p) => p.name);
    expect(unused).toEqual([]);
    const stake = (await loadParts()).find((p) => p.name === 'stake')!;
    expect([...usersOf(stake).keys()].map(rel)).toContain('renderer/src/screens/Stake.svelte');
  });

  it('counts template prefixes and plural bases as uses', () => {
    const part = { name: 'x', file: '', en: { 'stake.count.one': '', 'stake.theme.dark': '' }, de: {} };
    expect(keyLiterals("tn('stake.count', n)").some((l) => names('stake.count.one', l))).toBe(true);
    expect(keyLiterals('t(`stake.theme.${theme}`)').some((l) => names('stake.theme.dark', l))).toBe(true);
    expect(keyLiterals("t('other.key')").some((l) => Object.keys(part.en).some((k) => names(k, l)))).toBe(
      false,
    );
  });

  it('keeps every key in one place: no part repeats a key of en.ts or of another part', async () => {
    const seen = new Map<string, string>(Object.keys(en).map((k) => [k, 'en.ts']));
    const repeated: string[] = [];
    for (const part of await loadParts())
      for (const key of Object.keys(part.en)) {
        if (seen.has(key)) repeated.push(`${key} in ${part.name} and ${seen.get(key)}`);
        seen.set(key, part.name);
      }
    expect(repeated).toEqual([]);
  });
});

describe('t() on a key whose part is not registered', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('shows the key and reports it with console.error, then the words once the part is imported', async () => {
    vi.resetModules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { t } = await import('../../../../renderer/src/lib/i18n');
    expect(t('stake.title')).toBe('stake.title');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("t('stake.title')"));
    await import('../../../../renderer/src/lib/i18n/parts/stake');
    errors.mockClear();
    expect(t('stake.title')).not.toBe('stake.title');
    expect(errors).not.toHaveBeenCalled();
  });
});
