import { describe, expect, it } from 'vitest';
import { diffTotals, scriptListBytes, totalsByConstructor } from '../../bench/support/heap-diff';
import { appHeapBytes } from '../../bench/live-soak';

/** A heap snapshot with nodes of (type index, name index, self size). */
function snapshot(nodes: Array<[number, number, number]>) {
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'self_size'],
        node_types: [['object', 'string', 'code']] as [string[]],
      },
    },
    nodes: nodes.flat(),
    strings: ['Map', 'some text', 'Row'],
  };
}

describe('heap snapshot diff by constructor', () => {
  it('totals nodes by type and name, folding every string into one entry', () => {
    const totals = totalsByConstructor(
      snapshot([
        [0, 0, 10],
        [0, 0, 20],
        [1, 1, 7],
        [0, 2, 5],
      ]),
    );
    expect(totals.get('object:Map')).toEqual({ count: 2, selfSize: 30 });
    expect(totals.get('string:')).toEqual({ count: 1, selfSize: 7 });
    expect(totals.get('object:Row')).toEqual({ count: 1, selfSize: 5 });
  });

  it('lists what grew most first, with constructors that vanished as negative', () => {
    const before = totalsByConstructor(
      snapshot([
        [0, 0, 10],
        [0, 2, 50],
      ]),
    );
    const after = totalsByConstructor(
      snapshot([
        [0, 0, 10],
        [0, 0, 10],
        [0, 0, 10],
      ]),
    );
    expect(diffTotals(before, after)).toEqual([
      { key: 'object:Map', count: 2, size: 20 },
      { key: 'object:Row', count: -1, size: -50 },
    ]);
  });
});

/**
 * A snapshot with the roots (node 0) and three more nodes: edges from the roots name `script_list` (node 2, 4,096
 * bytes) and another list, and an element edge; node 3 is an unrelated object.
 */
function rootedSnapshot(rootEdges: Array<[string, number, number]>) {
  const strings = ['(Strong root list)', 'system / WeakArrayList', 'Thing', 'script_list', 'retained_maps'];
  const edgeTypes = ['internal', 'element', 'property'];
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['synthetic', 'native', 'object']] as [string[]],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [edgeTypes] as [string[]],
      },
    },
    nodes: [0, 0, 1, 0, rootEdges.length, 1, 1, 3, 512, 0, 1, 1, 5, 4096, 0, 2, 2, 7, 64, 0],
    edges: rootEdges.flatMap(([type, name, to]) => [edgeTypes.indexOf(type), name, to * 5]),
    strings,
  };
}

describe("V8's script list in a snapshot", () => {
  it('reads the self size of the list the strong roots name script_list', () => {
    const snapshot = rootedSnapshot([
      ['internal', 4, 1], // retained_maps -> node 1
      ['element', 3, 3], // an element edge whose index happens to equal the string index of 'script_list'
      ['internal', 3, 2], // script_list -> node 2
    ]);
    expect(scriptListBytes(snapshot)).toBe(4096);
  });

  it('reads 0 when there is no such list, or no edges in the snapshot', () => {
    expect(scriptListBytes(rootedSnapshot([['internal', 4, 1]]))).toBe(0);
    expect(scriptListBytes(snapshot([[0, 0, 10]]))).toBe(0);
  });

  it("takes the script list out of the soak's page heap, and nothing else", () => {
    expect(appHeapBytes({ heap: 4_000_000, scriptList: 167_316 })).toBe(3_832_684);
  });
});
