import { describe, expect, it } from 'vitest';
import { diffTotals, totalsByConstructor } from '../../bench/support/heap-diff';

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
