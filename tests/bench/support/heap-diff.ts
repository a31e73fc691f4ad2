// Compares two V8 heap snapshots by constructor (count and self size), largest growth first:
// `npx tsx tests/bench/support/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]`; and reads the size of
// V8's script list from a snapshot (the soak takes it out of the page's heap figure, decision 0764).
import { readFileSync } from 'node:fs';

export interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields?: string[];
      edge_types?: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges?: number[];
  strings: string[];
}

/**
 * Self size (bytes) of V8's script list: the isolate's weak list of every script it compiled, reached from the
 * strong roots as `script_list`. A dead script's slot is cleared but the list is not shrunk, so it grows with every
 * script ever compiled (each Playwright call compiles about two). 0 when the snapshot has no such list. Pure.
 */
export function scriptListBytes(snapshot: Snapshot): number {
  const { node_fields: fields, node_types: nodeTypes, edge_fields, edge_types } = snapshot.snapshot.meta;
  if (!edge_fields || !edge_types || !snapshot.edges) return 0;
  const width = fields.length;
  const edgeWidth = edge_fields.length;
  const at = {
    type: fields.indexOf('type'),
    name: fields.indexOf('name'),
    size: fields.indexOf('self_size'),
    edges: fields.indexOf('edge_count'),
    edgeType: edge_fields.indexOf('type'),
    edgeName: edge_fields.indexOf('name_or_index'),
    to: edge_fields.indexOf('to_node'),
  };
  const { nodes, edges, strings } = snapshot;
  let edge = 0;
  for (let node = 0; node < nodes.length; node += width) {
    const count = nodes[node + at.edges]!;
    const isRoots =
      nodeTypes[0][nodes[node + at.type]!] === 'synthetic' &&
      strings[nodes[node + at.name]!] === '(Strong root list)';
    if (isRoots) {
      for (let e = edge; e < edge + count * edgeWidth; e += edgeWidth) {
        // Element and hidden edges carry an index, not a string: only a named edge can be `script_list`.
        const type = edge_types[0][edges[e + at.edgeType]!];
        const named = type !== 'element' && type !== 'hidden';
        if (named && strings[edges[e + at.edgeName]!] === 'script_list')
          return nodes[edges[e + at.to]! + at.size]!;
      }
      return 0;
    }
    edge += count * edgeWidth;
  }
  return 0;
}

export interface ConstructorTotals {
  count: number;
  selfSize: number;
}

/** Totals of a snapshot's nodes by "type:name" (e.g. "object:Map", "closure:refresh", "code:..."). */
export function totalsByConstructor(snapshot: Snapshot): Map<string, ConstructorTotals> {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const totals = new Map<string, ConstructorTotals>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    const raw = snapshot.strings[snapshot.nodes[i + nameAt]!]!;
    const name =
      type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '' : raw.slice(0, 60);
    const key = `${type}:${name}`;
    const entry = totals.get(key) ?? { count: 0, selfSize: 0 };
    entry.count += 1;
    entry.selfSize += snapshot.nodes[i + sizeAt]!;
    totals.set(key, entry);
  }
  return totals;
}

/** Rows of (key, count delta, size delta) sorted by size growth, largest first. */
export function diffTotals(
  before: Map<string, ConstructorTotals>,
  after: Map<string, ConstructorTotals>,
): Array<{ key: string; count: number; size: number }> {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .map((key) => ({
      key,
      count: (after.get(key)?.count ?? 0) - (before.get(key)?.count ?? 0),
      size: (after.get(key)?.selfSize ?? 0) - (before.get(key)?.selfSize ?? 0),
    }))
    .sort((a, b) => b.size - a.size);
}

if (process.argv[1]?.endsWith('heap-diff.ts')) {
  const [beforeFile, afterFile, rows = '30'] = process.argv.slice(2);
  if (!beforeFile || !afterFile)
    throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
  const read = (file: string) => totalsByConstructor(JSON.parse(readFileSync(file, 'utf8')) as Snapshot);
  for (const row of diffTotals(read(beforeFile), read(afterFile)).slice(0, Number(rows)))
    console.log(`${String(row.size).padStart(10)} B ${String(row.count).padStart(7)}  ${row.key}`);
}
