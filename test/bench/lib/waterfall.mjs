// The shape of what one interaction (a click, or the pointer arriving over the button) fetches, from
// the requests Chromium reported over CDP (Network.requestWillBeSent: its wall time, its initiator —
// the URL and the JS call stack that asked for it). Pure functions: the smoke tests them.

/** Every script URL on a request's initiator: its `url` and each frame of its stack (and parent stacks). */
export function initiatorUrls(initiator) {
  const out = new Set();
  if (initiator?.url) out.add(initiator.url);
  for (let s = initiator?.stack; s; s = s.parent) for (const f of s.callFrames ?? []) if (f.url) out.add(f.url);
  return [...out];
}

const isScript = (r) => r.type === 'Script';
/** A URL as the chains show it: without its query, and without the app's own origin. */
const short = (url, origin) => (origin && url.startsWith(origin) ? url.slice(origin.length) : url).replace(/\?.*$/, '');

/**
 * requests: [{ url, type, sent, finished, initiators }] (times in ms since the epoch; `finished` when the
 * response ended or failed, else null). Considers the requests sent in [from, to] (data: and blob: URLs
 * are not requests on the wire). Two depths:
 *
 * - depth (by initiator): a request is 1 deeper than the deepest request of the window whose URL is on
 *   its initiator (its stack: the code that asked for it came in that file); 1 when only code loaded
 *   before `from` asked for it. A chunk fetched on the click that, once run, asks for the next is 2.
 *   It cannot see a wait inside code loaded earlier (`await import(a)` then `import(b)`, both in the
 *   entry): the timing figure does.
 * - scriptWaves (by timing): among the scripts, one is 1 wave later than the latest-waved script of the
 *   window that had finished before it was requested. An upper bound on the chain (a script requested
 *   after another arrived may not have needed it), exact when the round trip is long against the
 *   page's own work — i.e. read it under the slow network.
 *
 * Returns the counts, the depth over the scripts alone (scriptDepth), the deepest chain of each kind (URLs shortened against `origin`), and per depth
 * how many requests.
 */
export function waterfall(requests, { from, to, origin = '' }) {
  const win = requests
    .filter((r) => r.sent >= from && r.sent <= to && !/^(data|blob):/.test(r.url))
    .sort((a, b) => a.sent - b.sent);
  const depth = new Map();
  const parent = new Map();
  const firstByUrl = new Map();
  for (const r of win) {
    let d = 1;
    for (const u of r.initiators ?? []) {
      const p = firstByUrl.get(u);
      if (p && p !== r && depth.get(p) + 1 > d) {
        d = depth.get(p) + 1;
        parent.set(r, p);
      }
    }
    depth.set(r, d);
    if (!firstByUrl.has(r.url)) firstByUrl.set(r.url, r);
  }
  const wave = new Map();
  const waveParent = new Map();
  const scripts = win.filter(isScript);
  for (const r of scripts) {
    let w = 1;
    for (const p of scripts) {
      if (p === r || p.sent > r.sent || p.finished == null || p.finished > r.sent || !wave.has(p)) continue;
      if (wave.get(p) + 1 > w) {
        w = wave.get(p) + 1;
        waveParent.set(r, p);
      }
    }
    wave.set(r, w);
  }
  const deepest = (m) => [...m].reduce((a, b) => (b[1] > (a?.[1] ?? 0) ? b : a), null)?.[0];
  const chainOf = (r, par) => {
    const out = [];
    for (let n = r; n; n = par.get(n)) out.unshift(short(n.url, origin));
    return out;
  };
  const byDepth = {};
  for (const d of depth.values()) byDepth[d] = (byDepth[d] ?? 0) + 1;
  const dr = deepest(depth);
  const wr = deepest(wave);
  return {
    requests: win.length,
    scripts: scripts.length,
    depth: dr ? depth.get(dr) : 0,
    // The same, over the scripts alone: whether the code came in one wave, whatever data it then asked for.
    scriptDepth: Math.max(0, ...scripts.map((r) => depth.get(r))),
    byDepth,
    chain: dr ? chainOf(dr, parent) : [],
    scriptWaves: wr ? wave.get(wr) : 0,
    waveChain: wr ? chainOf(wr, waveParent) : [],
  };
}
