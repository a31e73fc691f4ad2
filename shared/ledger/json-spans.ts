// A JSON reader that keeps where each value sits in the text, as the Ledger Cosmos app's tokenizer (jsmn) does.

/** A string's span excludes its quotes and keeps its escapes as written; other spans cover the whole value. */
export type JsonSpan =
  | { kind: 'string'; start: number; end: number }
  | { kind: 'primitive'; start: number; end: number }
  | { kind: 'array'; start: number; end: number; items: JsonSpan[] }
  | { kind: 'object'; start: number; end: number; entries: Array<{ key: string; value: JsonSpan }> };

/** The text of a span exactly as written in the JSON (a string without its quotes, unescaped nothing). */
export const rawText = (json: string, span: JsonSpan): string => json.slice(span.start, span.end);

/** Reads `json` into spans; null when it is not JSON. Keys are kept raw (as written between their quotes). */
export function readJsonSpans(json: string): JsonSpan | null {
  const reader = { json, at: 0 };
  try {
    skipSpace(reader);
    const value = readValue(reader);
    skipSpace(reader);
    return reader.at === json.length ? value : null;
  } catch {
    return null;
  }
}

interface Reader {
  json: string;
  at: number;
}

const fail = (): never => {
  throw new Error('not json');
};

function skipSpace(r: Reader): void {
  while (r.at < r.json.length && ' \t\n\r'.includes(r.json[r.at] as string)) r.at++;
}

function readValue(r: Reader): JsonSpan {
  const c = r.json[r.at];
  if (c === '{') return readObject(r);
  if (c === '[') return readArray(r);
  if (c === '"') return readString(r);
  return readPrimitive(r);
}

function readString(r: Reader): JsonSpan {
  const start = ++r.at;
  while (r.at < r.json.length && r.json[r.at] !== '"') r.at += r.json[r.at] === '\\' ? 2 : 1;
  if (r.at >= r.json.length) fail();
  return { kind: 'string', start, end: r.at++ };
}

function readPrimitive(r: Reader): JsonSpan {
  const start = r.at;
  while (r.at < r.json.length && !',]} \t\n\r'.includes(r.json[r.at] as string)) r.at++;
  const text = r.json.slice(start, r.at);
  if (!/^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)$/.test(text)) fail();
  return { kind: 'primitive', start, end: r.at };
}

function readArray(r: Reader): JsonSpan {
  const start = r.at++;
  const items: JsonSpan[] = [];
  skipSpace(r);
  if (r.json[r.at] === ']') return { kind: 'array', start, end: ++r.at, items };
  for (;;) {
    skipSpace(r);
    items.push(readValue(r));
    skipSpace(r);
    const c = r.json[r.at++];
    if (c === ']') return { kind: 'array', start, end: r.at, items };
    if (c !== ',') fail();
  }
}

function readObject(r: Reader): JsonSpan {
  const start = r.at++;
  const entries: Array<{ key: string; value: JsonSpan }> = [];
  skipSpace(r);
  if (r.json[r.at] === '}') return { kind: 'object', start, end: ++r.at, entries };
  for (;;) {
    skipSpace(r);
    if (r.json[r.at] !== '"') fail();
    const key = readString(r);
    skipSpace(r);
    if (r.json[r.at++] !== ':') fail();
    skipSpace(r);
    entries.push({ key: rawText(r.json, key), value: readValue(r) });
    skipSpace(r);
    const c = r.json[r.at++];
    if (c === '}') return { kind: 'object', start, end: r.at, entries };
    if (c !== ',') fail();
  }
}
