import { describe, expect, it, vi } from 'vitest';
import { indexSnapshot, printNewObjects, retainingPath } from './heap-retainers.mjs';

// A heap snapshot in V8's format, small enough to read: nodes [type, name, id, self_size, edge_count],
// edges [type, name_or_index, to_node (an offset into nodes)].
function snap(nodes, edges) {
  const strings = [];
  const s = (v) => (strings.includes(v) ? strings.indexOf(v) : strings.push(v) - 1);
  const types = ['hidden', 'object', 'string', 'synthetic'];
  const edgeTypes = ['property', 'element', 'weak', 'internal'];
  const flatNodes = [];
  const flatEdges = [];
  for (const [type, name, id, size] of nodes) {
    const out = edges.filter((e) => e[0] === id);
    flatNodes.push(types.indexOf(type), s(name), id, size, out.length);
    for (const [, type2, label, to] of out) flatEdges.push(edgeTypes.indexOf(type2), type2 === 'element' ? label : s(label), nodes.findIndex((n) => n[2] === to) * 5);
  }
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], edge_fields: ['type', 'name_or_index', 'to_node'], node_types: [types], edge_types: [edgeTypes] } },
    nodes: flatNodes, edges: flatEdges, strings,
  };
}

// root → Window -.cache-> Map -[0]-> Entry -.msg-> "hello"; Window -.weak-> Stale (weak only: not retained).
const base = [['synthetic', '(GC roots)', 1, 0], ['object', 'Window', 3, 10], ['object', 'Map', 5, 20]];
const baseEdges = [[1, 'element', 0, 3], [3, 'property', 'cache', 5]];

describe('heap snapshot retainers', () => {
  it('walks the shortest strong path from an object up to the root, skipping weak edges', () => {
    const g = indexSnapshot(snap(
      [...base, ['object', 'Entry', 7, 30], ['string', 'hello', 9, 16], ['object', 'Stale', 11, 8]],
      [...baseEdges, [5, 'element', 0, 7], [7, 'property', 'msg', 9], [3, 'weak', 'w', 11], [11, 'property', 'again', 9]],
    ));
    expect(retainingPath(g, 4)).toEqual(['string:hello', '<-msg- object:Entry', '<-[0]- object:Map', '<-cache- object:Window']);
    expect(g.dist[5]).toBe(-1); // Stale: held by a weak edge only
  });

  it('counts as new only the ids the earlier snapshot lacks, grouped, with each group\'s path', () => {
    const before = snap([...base, ['object', 'Entry', 7, 30]], [...baseEdges, [5, 'element', 0, 7]]);
    const after = snap(
      [...base, ['object', 'Entry', 7, 30], ['object', 'Entry', 13, 30], ['object', 'Entry', 15, 30]],
      [...baseEdges, [5, 'element', 0, 7], [5, 'element', 1, 13], [5, 'element', 2, 15]],
    );
    const lines = [];
    const log = vi.spyOn(console, 'log').mockImplementation((l) => lines.push(l));
    try { printNewObjects(before, after, { cycles: 2 }); } finally { log.mockRestore(); }
    expect(lines[0]).toContain('(ids absent before): 2, 0.1 KB');
    expect(lines[1]).toMatch(/2 × object:Entry {2}\+0\.1 KB \(1\.00 per cycle\)/);
    // Two entries, one shape of path: printed once.
    expect(lines.slice(2)).toEqual(['        object:Entry <-[1]- object:Map <-cache- object:Window']);
  });
});
