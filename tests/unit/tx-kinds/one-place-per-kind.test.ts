// Adding a message kind is one file: each kind's protobuf name appears in at most two non-test source files of the
// app (its descriptor, and at most one more such as a hand-written codec or a word catalogue).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG_KINDS } from '../../../shared/tx-kinds';

const ROOT = path.resolve(__dirname, '../../..');
const APP_FOLDERS = ['electron', 'shared', 'renderer/src', 'cli'];
const SOURCE = /\.(ts|js|mjs|cjs|svelte)$/;

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

const files = APP_FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** The protobuf message name of a kind ("MsgUndelegate"), and its amino name's last part when it differs. */
const namesOf = (kind: (typeof MSG_KINDS)[number]) => [
  ...new Set([kind.typeUrl.split('.').pop()!, kind.aminoType.split('/').pop()!]),
];

describe('one place per message kind', () => {
  it.each(MSG_KINDS.flatMap((kind) => namesOf(kind).map((name) => [name, kind.id] as const)))(
    '%s (%s) is named in at most two app source files',
    (name) => {
      const word = new RegExp(`\\b${name}\\b`);
      const naming = files.filter((f) => word.test(f.text)).map((f) => f.file);
      expect(naming.length, naming.join(', ')).toBeLessThanOrEqual(2);
      expect(naming.some((f) => f.startsWith('shared/tx-kinds/'))).toBe(true);
    },
  );
});
