// Every words part of the renderer's i18n (renderer/src/lib/i18n/parts), imported: each module but the type-only
// keys.ts exports `<name>Words = { en, de }`, and importing it registers those words into t()'s table.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { RENDERER_SRC } from './value-imports';

export const PARTS_DIR = path.join(RENDERER_SRC, 'lib/i18n/parts');

export interface WordsPart {
  name: string;
  file: string;
  en: Record<string, string>;
  de: Record<string, string>;
}

export async function loadParts(): Promise<WordsPart[]> {
  const names = readdirSync(PARTS_DIR)
    .filter((f) => f.endsWith('.ts') && f !== 'keys.ts')
    .map((f) => f.slice(0, -3));
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(PARTS_DIR, `${name}.ts`);
      const mod = (await import(file)) as Record<string, Omit<WordsPart, 'name' | 'file'>>;
      const words = mod[`${name}Words`];
      if (!words) throw new Error(`${name}.ts exports no ${name}Words`);
      return { name, file, ...words };
    }),
  );
}
