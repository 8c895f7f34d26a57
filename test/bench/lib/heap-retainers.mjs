// Which objects are new between two heap snapshots of one page, and what keeps them alive (issue 35's
// heap item). V8 keeps a heap object's snapshot id for its lifetime, so "new" is exact: ids in the later
// snapshot that the earlier one lacks. For the groups (type:name) with the most new objects it prints a
// retaining path from a GC root — the shortest one, as DevTools' Retainers panel shows first.

/** The snapshot's graph with the indices the walk needs. */
export function indexSnapshot(snap) {
  const { node_fields: nf, edge_fields: ef, node_types: [nodeTypes], edge_types: [edgeTypes] } = snap.snapshot.meta;
  const N = nf.length;
  const E = ef.length;
  const count = snap.nodes.length / N;
  const iType = nf.indexOf('type'), iName = nf.indexOf('name'), iId = nf.indexOf('id'), iSize = nf.indexOf('self_size'), iEdges = nf.indexOf('edge_count');
  const eType = ef.indexOf('type'), eName = ef.indexOf('name_or_index'), eTo = ef.indexOf('to_node');
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n] + snap.nodes[n * N + iEdges];
  const type = (n) => nodeTypes[snap.nodes[n * N + iType]];
  const name = (n) => snap.strings[snap.nodes[n * N + iName]];
  const id = (n) => snap.nodes[n * N + iId];
  const size = (n) => snap.nodes[n * N + iSize];
  const edge = (e) => ({ type: edgeTypes[snap.edges[e * E + eType]], nameOrIndex: snap.edges[e * E + eName], to: snap.edges[e * E + eTo] / N });
  const edgeName = (ed) => (ed.type === 'element' || ed.type === 'hidden' ? `[${ed.nameOrIndex}]` : String(snap.strings[ed.nameOrIndex]));
  // Distances from the root over strong edges (weak ones do not retain), and each node's retainers.
  const dist = new Int32Array(count).fill(-1);
  const retainers = Array.from({ length: count }, () => []);
  for (let n = 0; n < count; n++) {
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e++) {
      const ed = edge(e);
      if (ed.type !== 'weak') retainers[ed.to].push(e, n);
    }
  }
  const queue = [0];
  dist[0] = 0;
  for (let q = 0; q < queue.length; q++) {
    const n = queue[q];
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e++) {
      const ed = edge(e);
      if (ed.type === 'weak' || dist[ed.to] >= 0) continue;
      dist[ed.to] = dist[n] + 1;
      queue.push(ed.to);
    }
  }
  return { count, type, name, id, size, edge, edgeName, dist, retainers };
}

/** The shortest retaining path of node n, from it up to a root: ["Foo", "-.bar-> Map", …]. */
export function retainingPath(g, n, maxSteps = 14) {
  const label = (m) => `${g.type(m)}:${g.name(m).slice(0, 50)}`;
  const steps = [label(n)];
  let cur = n;
  for (let s = 0; s < maxSteps && g.dist[cur] > 1; s++) {
    const list = g.retainers[cur];
    let best = -1;
    let bestEdge = -1;
    for (let i = 0; i < list.length; i += 2) {
      const from = list[i + 1];
      if (g.dist[from] >= 0 && (best < 0 || g.dist[from] < g.dist[best])) { best = from; bestEdge = list[i]; }
    }
    if (best < 0) { steps.push('(unreachable: garbage the GC had not collected)'); break; }
    steps.push(`<-${g.edgeName(g.edge(bestEdge))}- ${label(best)}`);
    cur = best;
  }
  return steps;
}

/** New objects of `after` (ids `before` lacks), grouped, with a retaining path for the top groups. */
export function printNewObjects(beforeSnap, afterSnap, { groups = 12, paths = 2, cycles = 1 } = {}) {
  const b = indexSnapshot(beforeSnap);
  const ids = new Set();
  for (let n = 0; n < b.count; n++) ids.add(b.id(n));
  const a = indexSnapshot(afterSnap);
  const by = new Map();
  for (let n = 0; n < a.count; n++) {
    if (ids.has(a.id(n)) || a.dist[n] < 0) continue;
    const t = a.type(n);
    if (t === 'number' || t === 'synthetic') continue;
    // Strings by their first words (a per-cycle message or key names its source); others by constructor.
    const key = `${t}:${t === 'string' ? JSON.stringify(a.name(n).slice(0, 48)) : t.includes('string') ? '(string)' : a.name(n).slice(0, 60)}`;
    const e = by.get(key) ?? { count: 0, size: 0, samples: [] };
    e.count += 1;
    e.size += a.size(n);
    if (e.samples.length < 40) e.samples.push(n);
    by.set(key, e);
  }
  const rows = [...by].sort((x, y) => y[1].size - x[1].size);
  const total = rows.reduce((s, [, e]) => s + e.size, 0);
  console.log(`  new objects still alive after ${cycles} cycles (ids absent before): ${rows.reduce((s, [, e]) => s + e.count, 0)}, ${(total / 1024).toFixed(1)} KB self size`);
  for (const [key, e] of rows.slice(0, groups)) {
    console.log(`    ${String(e.count).padStart(6)} × ${key}  +${(e.size / 1024).toFixed(1)} KB (${(e.count / cycles).toFixed(2)} per cycle)`);
    // Paths of distinct shapes: the samples' paths, deduplicated by their text without indices.
    const seen = new Set();
    for (const n of e.samples) {
      const path = retainingPath(a, n);
      const shape = path.join(' ').replace(/\[\d+\]/g, '[i]').replace(/@\d+/g, '');
      if (seen.has(shape)) continue;
      seen.add(shape);
      console.log(`        ${path.join(' ')}`);
      if (seen.size >= paths) break;
    }
  }
}
