// Turns results.json into docs/benchmarks.md: the speed of the first open side by side (unthrottled and
// on a slow network), what the click fetches, where Gangway is ahead of each peer and where it is
// behind, the byte and memory figures, Gangway's per-feature costs, and the machine and versions.
import { chartsMarkdown } from './charts.mjs';

const kb = (b) => (b == null ? '—' : `${(b / 1024).toFixed(1)} KB`);
const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`);
const mb = (b) => (b == null ? '—' : `${(b / 2 ** 20).toFixed(1)} MB`);
const x = (a, b) => (a == null || !b ? null : a / b);
const times = (r) => (r == null ? '—' : `${r.toFixed(1)}×`);

/** One frame at 60 Hz: the tolerance of "as fast as the floor". */
export const FRAME_MS = 1000 / 60;
export const NETWORK_IDS = ['fast', 'slow'];

export function median(values) {
  const v = values.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** The run at the (upper) median of `pick(run)`: a whole run, so its figure and its details agree. */
function medianRun(runs, pick) {
  const v = runs.filter((r) => typeof pick(r) === 'number').sort((a, b) => pick(a) - pick(b));
  return v.length ? v[v.length >> 1] : null;
}

const of = (runs, network, mode) => runs.filter((r) => (r.network ?? 'fast') === network && (r.mode ?? 'cold') === mode);

/** Per network: medians of the cold, intent and navigation runs, and the shape of the click's requests. */
function speedOf(runs, network) {
  const cold = of(runs, network, 'cold');
  const intent = of(runs, network, 'intent');
  const nav = of(runs, network, 'nav');
  const all = [...cold, ...intent, ...nav];
  if (!all.length) return null;
  const ok = (rs) => rs.filter((r) => r.ok);
  const med = (rs, k) => median(ok(rs).map((r) => r[k]));
  const waveRun = medianRun(ok(cold), (r) => r.wave?.scriptWaves);
  const depthRun = ok(cold).reduce((a, r) => ((r.wave?.depth ?? 0) > (a?.wave?.depth ?? -1) ? r : a), null);
  const intentDepthRun = ok(intent).reduce((a, r) => ((r.wave?.depth ?? 0) > (a?.wave?.depth ?? -1) ? r : a), null);
  return {
    runs: { cold: cold.length, intent: intent.length, nav: nav.length },
    okRuns: { cold: ok(cold).length, intent: ok(intent).length, nav: ok(nav).length },
    opened: `${ok(all).length}/${all.length}`,
    buttonMs: median(cold.map((r) => r.buttonMs)),
    loadMs: median(cold.map((r) => r.loadMs).filter((v) => v != null)),
    fcpMs: median(cold.map((r) => r.fcpMs).filter((v) => v != null)),
    clickToDialogMs: med(cold, 'clickToDialogMs'),
    clickToViewMs: med(cold, 'clickToViewMs'),
    intentClickToDialogMs: med(intent, 'clickToDialogMs'),
    intentClickToViewMs: med(intent, 'clickToViewMs'),
    intentLeadMs: med(intent, 'intentLeadMs'),
    navButtonMs: med(nav, 'buttonMs'),
    navToViewMs: med(nav, 'navToViewMs'),
    // Structural: the deepest initiator chain seen in any cold run (and from the pointer, in intent runs).
    depth: depthRun?.wave?.depth ?? null,
    depthChain: depthRun?.wave?.chain ?? null,
    scriptDepth: ok(cold).reduce((d, r) => Math.max(d ?? 0, r.wave?.scriptDepth ?? 0), null),
    intentDepth: intentDepthRun?.wave?.depth ?? null,
    clickRequests: median(ok(cold).map((r) => r.wave?.requests)),
    clickScripts: median(ok(cold).map((r) => r.wave?.scripts)),
    scriptWaves: waveRun?.wave?.scriptWaves ?? null,
    waveChain: waveRun?.wave?.waveChain ?? null,
  };
}

/** Per-app headline figures from its runs (times: medians; bytes: first successful unthrottled cold run). */
export function summarize(app, floor) {
  const runs = app.runs ?? [];
  const fastCold = of(runs, 'fast', 'cold');
  const first = fastCold.find((r) => r.ok) ?? fastCold.find((r) => r.loaded);
  const initialJs = first?.loaded?.jsBytes ?? null;
  const speed = Object.fromEntries(NETWORK_IDS.map((n) => [n, speedOf(runs, n)]));
  return {
    opened: `${runs.filter((r) => r.ok).length}/${runs.length}`,
    buttonMs: speed.fast?.buttonMs ?? null,
    clickToViewMs: speed.fast?.clickToViewMs ?? null,
    speed,
    initialJs,
    eagerOverFloor: initialJs != null && floor?.initialJs != null && app.id !== floor.id ? initialJs - floor.initialJs : null,
    jsOnOpen: first?.onOpen?.jsBytes ?? null,
    toViewRequests: first?.ok ? first.toView.requests : null,
    toViewBytes: first?.ok ? first.toView.bytes : null,
    blockedToView: first?.toView?.blocked ?? first?.loaded?.blocked ?? null,
    blockedHosts: [...new Set(runs.flatMap((r) => r.blockedHosts ?? []))].sort(),
    otherLocalToView: first?.toView?.otherLocal ?? null,
    otherLocalOrigins: [...new Set(runs.flatMap((r) => r.otherLocalOrigins ?? []))].sort(),
    pageErrors: runs.reduce((n, r) => n + (r.errors?.length ?? 0), 0),
  };
}

/** Ratios of each peer's figures to one Gangway configuration's: "peer is N× Gangway". */
export function ratios(apps, gangwayId) {
  const g = apps.find((a) => a.id === gangwayId);
  if (!g?.summary?.initialJs) return [];
  return apps
    .filter((a) => a.kind === 'peer' && a.summary)
    .map((a) => ({
      peer: a.id,
      against: gangwayId,
      initialJs: x(a.summary.initialJs, g.summary.initialJs),
      eagerOverFloor: x(a.summary.eagerOverFloor, g.summary.eagerOverFloor),
      toViewBytes: x(a.summary.toViewBytes, g.summary.toViewBytes),
      totalJs: x(a.static?.totalJs?.gzip, g.static?.totalJs?.gzip),
    }));
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** One markdown table; `cols` are [heading, (app, summary) => cell]. Apps not measured show their status. */
function table(apps, cols) {
  const lines = [row(['App', ...cols.map((c) => c[0])]), row(['---', ...cols.map(() => '---')])];
  for (const a of apps) {
    if (!a.summary) lines.push(row([a.label, `**${a.status}**`, ...cols.slice(1).map(() => '—')]));
    else lines.push(row([a.label, ...cols.map(([, cell]) => cell(a, a.summary))]));
  }
  return lines.join('\n');
}

const MODE_OF = { intentClickToDialogMs: 'intent', intentClickToViewMs: 'intent', navToViewMs: 'nav' };
/** A median, and "(k/n)" when only k of the n runs it is taken from opened the modal. */
const fig = (sp, k, fmt) => {
  const mode = MODE_OF[k] ?? 'cold';
  const n = sp?.runs?.[mode];
  const okN = sp?.okRuns?.[mode];
  return `${fmt(sp?.[k])}${n && okN < n && fmt === ms ? ` (${okN}/${n})` : ''}`;
};
/** "fast / slow" in one cell, so the two networks sit side by side. */
const pair = (s, k, fmt = ms) => `${fig(s.speed.fast, k, fmt)} / ${fig(s.speed.slow, k, fmt)}`;
const num = (v) => (v == null ? '—' : String(Math.round(v)));
/** The deepest initiator chain over both networks, and where it was seen. */
const deepestChain = (s) => {
  const [f, sl] = [s.speed.fast, s.speed.slow];
  const pick = (f?.depth ?? 0) > (sl?.depth ?? 0) ? ['unthrottled', f] : ['slow', sl];
  return pick[1]?.depth > 1 ? `${chainCell(pick[1].depthChain)} (${pick[0]})` : '—';
};

const speedColumns = [
  ['Button visible', (a, s) => pair(s, 'buttonMs')],
  ['Click → dialog', (a, s) => pair(s, 'clickToDialogMs')],
  ['Click → first view', (a, s) => pair(s, 'clickToViewMs')],
  ['With intent: click → dialog', (a, s) => pair(s, 'intentClickToDialogMs')],
  ['With intent: click → first view', (a, s) => pair(s, 'intentClickToViewMs')],
  ['Navigation → first view, clicking at first sight of the button', (a, s) => pair(s, 'navToViewMs')],
];

/** The Gangway rows, one per `prefetch` mode: the host's page load, the bytes the mode costs, the click. */
function modeTable(apps) {
  const rows = apps.filter((a) => a.kind === 'gangway');
  const none = rows.find((a) => a.id === 'gangway-none')?.summary?.initialJs;
  return table(rows, [
    ['Host first paint', (a, s) => pair(s, 'fcpMs')],
    ['Page load', (a, s) => pair(s, 'loadMs')],
    ['Button visible', (a, s) => pair(s, 'buttonMs')],
    ['JS after load, no click', (a, s) => (s.initialJs == null || none == null ? '—' : kb(s.initialJs - none))],
    ['Click → first view', (a, s) => pair(s, 'clickToViewMs')],
    ['With intent: click → first view', (a, s) => pair(s, 'intentClickToViewMs')],
  ]);
}

const waveColumns = [
  ['Requests, click → first view', (a, s) => pair(s, 'clickRequests', num)],
  ['of them scripts', (a, s) => pair(s, 'clickScripts', num)],
  ['Depth by initiator: all requests', (a, s) => pair(s, 'depth', num)],
  ['Depth by initiator: scripts', (a, s) => pair(s, 'scriptDepth', num)],
  ['Script waves by timing (slow)', (a, s) => num(s.speed.slow?.scriptWaves)],
  ['Deepest chain by initiator (when > 1)', (a, s) => deepestChain(s)],
  ['Script waves, longest chain (slow, when > 1)', (a, s) => (s.speed.slow?.scriptWaves > 1 ? chainCell(s.speed.slow.waveChain) : '—')],
];

const chainCell = (chain) => {
  if (!chain?.length) return '—';
  const short = (u) => {
    const s = u.replace(/^https?:\/\//, '').replace(/\?.*$/, '');
    return `\`${s.length > 48 ? `${s.slice(0, 45)}…` : s}\``;
  };
  return chain.map(short).join(' → ');
};

const sizeColumns = [
  ['Initial JS (gzip)', (a, s) => kb(s.initialJs)],
  ['Eager cost over floor', (a, s) => (a.kind === 'floor' ? '(floor)' : kb(s.eagerOverFloor))],
  ['JS fetched on open', (a, s) => kb(s.jsOnOpen)],
  ['Load → first view: requests / bytes', (a, s) => (s.toViewRequests == null ? '—' : `${s.toViewRequests} / ${kb(s.toViewBytes)}`)],
  ['Total JS emitted (gzip, files)', (a) => (a.static ? `${kb(a.static.totalJs.gzip)} (${a.static.totalJs.files})` : '—')],
];

const memoryColumns = (results) => [
  [`Heap after ${results.settings.cycles} open/close`, (a) => (a.heap?.ok ? mb(a.heap.afterCycles) : a.heap ? `failed: ${a.heap.reason}` : '—')],
  ['Previous run', (a) => {
    const b = results.baseline?.heap?.[a.id];
    return b == null ? '—' : mb(b);
  }],
  ['Heap growth over the cycles', (a) => (a.heap?.ok ? mb(a.heap.growth) : '—')],
  ['Opened (offline)', (a, s) => s.opened],
  ['Non-local requests failed (load → view)', (a, s) => String(s.blockedToView ?? '—')],
];

// ---- Gangway against the peers, figure by figure --------------------------------------------------

const FIGURES = [
  ['click → dialog', 'clickToDialogMs'],
  ['click → first view', 'clickToViewMs'],
  ['click → first view with intent', 'intentClickToViewMs'],
  ['navigation → first view', 'navToViewMs'],
  ['button visible', 'buttonMs'],
];
const NET_LABEL = { fast: 'unthrottled', slow: 'slow network' };

/** Where Gangway is behind a peer and where ahead, per figure and network (a frame or less is "level"). */
export function standing(apps, gangwayId) {
  const g = apps.find((a) => a.id === gangwayId && a.summary);
  if (!g) return null;
  const peers = apps.filter((a) => a.kind === 'peer' && a.summary);
  const out = [];
  for (const n of NETWORK_IDS) {
    for (const [label, key] of FIGURES) {
      const gv = g.summary.speed[n]?.[key];
      if (gv == null) continue;
      const behind = [];
      const ahead = [];
      const level = [];
      for (const p of peers) {
        const pv = p.summary.speed[n]?.[key];
        if (pv == null) continue;
        const item = { peer: p.label, value: pv };
        if (gv - pv > FRAME_MS) behind.push(item);
        else if (pv - gv > FRAME_MS) ahead.push(item);
        else level.push(item);
      }
      out.push({ network: n, figure: label, key, gangway: gv, behind, ahead, level });
    }
  }
  return out;
}

const shortLabel = (label) => label.replace(/ \(useConnectModal\)$/, '').replace(/^Reown /, '');

/** One table per Gangway configuration: rows figure × network, a column per peer, each cell that peer's
 * median and whether Gangway is ahead of it or behind; then the "behind" cases spelled out. */
function standingLines(apps, gid) {
  const st = standing(apps, gid);
  const g = apps.find((a) => a.id === gid);
  if (!st) return `- ${g?.label ?? gid}: **pending** (not measured in this run).`;
  const peers = apps.filter((a) => a.kind === 'peer' && a.summary);
  const lines = [row(['Figure', 'Gangway', ...peers.map((p) => shortLabel(p.label))]), row(['---', '---', ...peers.map(() => '---')])];
  for (const s of st) {
    const cell = (p) => {
      const find = (list) => list.find((i) => i.peer === p.label);
      const b = find(s.behind);
      const a = find(s.ahead);
      const l = find(s.level);
      if (b) return `${ms(b.value)}: **behind by ${ms(s.gangway - b.value)}**`;
      if (a) return `${ms(a.value)}: ahead by ${ms(a.value - s.gangway)}`;
      if (l) return `${ms(l.value)}: level`;
      return '—';
    };
    lines.push(row([`${s.figure}, ${NET_LABEL[s.network]}`, ms(s.gangway), ...peers.map(cell)]));
  }
  const behind = st.filter((s) => s.behind.length);
  const said = behind.length
    ? behind.map((s) => `- ${s.figure}, ${NET_LABEL[s.network]}: Gangway ${ms(s.gangway)}, behind ${s.behind.map((i) => `${shortLabel(i.peer)} (${ms(i.value)})`).join(', ')}.`).join('\n')
    : '- Nowhere: within a frame of, or ahead of, every peer on every figure.';
  return `**${g.label}**\n\n${lines.join('\n')}\n\nWhere it is behind:\n\n${said}`;
}

/** The peers ahead on click → first view, and what their modal cost before the click. */
function whyLine(apps) {
  const ids = new Set();
  for (const gid of ['gangway-basic', 'gangway-all']) {
    for (const s of standing(apps, gid) ?? []) if (s.key.endsWith('ClickToViewMs') || s.key === 'clickToViewMs') for (const b of s.behind) ids.add(b.peer);
  }
  const peers = apps.filter((a) => ids.has(a.label));
  if (!peers.length) return '';
  const g = apps.find((a) => a.id === 'gangway-basic')?.summary;
  return `Why: the peers ahead of Gangway on click → first view have their modal loaded before the click — JS fetched on the
click ${peers.map((p) => `${shortLabel(p.label)} ${kb(p.summary.jsOnOpen)}`).join(', ')}, against ${kb(g?.jsOnOpen)} for Gangway (basic) — and pay for it
at page load: initial JS ${peers.map((p) => `${kb(p.summary.initialJs)}`).join(', ')} respectively, against ${kb(g?.initialJs)}; hence their later button
and their later navigation → first view. Gangway downloads the modal on the click, or on intent.`;
}

// ---- First-open targets -----------------------------------------------------------------------------

const mark = (ok) => (ok == null ? '—' : ok ? 'yes' : '**no**');

/** The first-open targets of the design (DESIGN.md "First open"), checked for one Gangway configuration. */
export function targets(results, gid) {
  const apps = results.apps;
  const g = apps.find((a) => a.id === gid && a.summary)?.summary;
  const floor = apps.find((a) => a.kind === 'floor' && a.summary)?.summary;
  const peers = apps.filter((a) => a.kind === 'peer' && a.summary);
  if (!g) return null;
  const best = (n, k) => peers.reduce((b, p) => {
    const v = p.summary.speed[n]?.[k];
    return v != null && (b == null || v < b.value) ? { peer: p.label, value: v } : b;
  }, null);
  const rows = [];
  for (const n of NETWORK_IDS) {
    const gv = g.speed[n]?.clickToDialogMs;
    const fv = floor?.speed[n]?.clickToDialogMs;
    rows.push([`Click → dialog within one frame (${FRAME_MS.toFixed(1)} ms) of the floor's, ${NET_LABEL[n]}`, `${ms(gv)} vs the floor's ${ms(fv)}`, gv == null || fv == null ? null : gv - fv <= FRAME_MS]);
  }
  const [f, sl] = [g.speed.fast, g.speed.slow];
  rows.push(['The click\'s code comes in one wave: scripts at depth 1 by initiator on both networks, 1 script wave by timing on the slow one',
    `depth ${num(f?.scriptDepth)} / ${num(sl?.scriptDepth)}; ${num(sl?.scriptWaves)} wave(s)`,
    f?.scriptDepth == null || sl?.scriptDepth == null ? null : f.scriptDepth <= 1 && sl.scriptDepth <= 1 && (sl.scriptWaves ?? 1) <= 1]);
  rows.push(['Everything the click requests (data too) is one wave: depth 1 by initiator on both networks',
    `depth ${num(f?.depth)} / ${num(sl?.depth)}${Math.max(f?.depth ?? 0, sl?.depth ?? 0) > 1 ? `; deepest: ${deepestChain(g)}` : ''}`,
    f?.depth == null || sl?.depth == null ? null : f.depth <= 1 && sl.depth <= 1]);
  const slowCold = g.speed.slow?.clickToViewMs;
  rows.push(['Slow network: click → first view ≤ 400 ms, cold', ms(slowCold), slowCold == null ? null : slowCold <= 400]);
  const gi = g.speed.slow?.intentClickToViewMs;
  const bi = best('slow', 'intentClickToViewMs');
  rows.push(['Slow network: click → first view with intent no slower than the fastest peer', `${ms(gi)} vs ${bi ? `${bi.peer} ${ms(bi.value)}` : '—'}`, gi == null || !bi ? null : gi <= bi.value]);
  const gn = g.speed.slow?.navToViewMs;
  const bn = best('slow', 'navToViewMs');
  rows.push(['Slow network: navigation → first view ahead of every peer', `${ms(gn)} vs ${bn ? `${bn.peer} ${ms(bn.value)}` : '—'}`, gn == null || !bn ? null : gn < bn.value]);
  const heap = apps.find((a) => a.id === gid)?.heap;
  const prev = results.baseline?.heap?.[gid];
  // A regression: more than 5 % (or 0.25 MB) above the previous run's figure.
  const regressed = heap?.ok && prev != null ? heap.afterCycles - prev > Math.max(0.05 * prev, 0.25 * 2 ** 20) : null;
  const pct = heap?.ok && prev ? ` (${heap.afterCycles >= prev ? '+' : '−'}${(Math.abs(heap.afterCycles - prev) / 2 ** 20).toFixed(2)} MB, ${heap.afterCycles >= prev ? '+' : '−'}${((Math.abs(heap.afterCycles - prev) / prev) * 100).toFixed(1)} %)` : '';
  rows.push([`Heap after ${results.settings.cycles} open/close cycles not regressed (≤ previous + max(5 %, 0.25 MB))`, `${mb(heap?.afterCycles)} vs ${mb(prev)}${pct}; previous: ${results.baseline?.from ?? 'none'}`, regressed == null ? null : !regressed]);
  return rows;
}

function targetTable(results) {
  const ids = ['gangway-basic', 'gangway-all'].filter((id) => results.apps.some((a) => a.id === id && a.summary));
  if (!ids.length) return '_Pending: Gangway was not measured in this run._';
  const per = Object.fromEntries(ids.map((id) => [id, targets(results, id)]));
  const label = Object.fromEntries(results.apps.map((a) => [a.id, a.label]));
  const lines = [row(['Target', ...ids.flatMap((id) => [label[id], 'met'])]), row(['---', ...ids.flatMap(() => ['---', '---'])])];
  per[ids[0]].forEach(([name], i) => lines.push(row([name, ...ids.flatMap((id) => [per[id][i][1], mark(per[id][i][2])])])));
  return lines.join('\n');
}

// ---- The rest ---------------------------------------------------------------------------------------

function ratioLines(apps, results) {
  const out = [];
  const label = Object.fromEntries(apps.map((a) => [a.id, a.label]));
  for (const gid of ['gangway-basic', 'gangway-all']) {
    const rs = results.ratios[gid] ?? [];
    if (!rs.length) {
      out.push(`- Against ${label[gid] ?? gid}: **pending** (Gangway not built or not measured in this run).`);
      continue;
    }
    out.push(`Against **${label[gid]}**:`, '');
    for (const r of rs) {
      out.push(
        `- ${label[r.peer]}: initial JS is **${times(r.initialJs)}** Gangway's; eager cost over the floor is **${times(r.eagerOverFloor)}**; ` +
          `bytes from load to the first modal view are **${times(r.toViewBytes)}**; total JS emitted is ${times(r.totalJs)}.`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

function behaviourLines(apps) {
  return apps
    .filter((a) => a.summary)
    .map((a) => {
      const s = a.summary;
      const hosts = s.blockedHosts.length ? s.blockedHosts.map((h) => `\`${h}\``).join(', ') : 'none';
      const failed = {};
      for (const r of a.runs ?? []) if (!r.ok) failed[`${NET_LABEL[r.network ?? 'fast']} ${r.mode ?? 'cold'}`] = (failed[`${NET_LABEL[r.network ?? 'fast']} ${r.mode ?? 'cold'}`] ?? 0) + 1;
      const fails = Object.entries(failed).map(([k, n]) => `${k} runs: ${n}`).join(', ');
      const opened = s.opened.startsWith('0/') ? 'the modal **did not open**' : `the modal opened in ${s.opened} runs${fails ? ` (**not** in ${fails}${failed['unthrottled nav'] ? ': the click, sent right after the button\'s first frame, was lost — nothing opened' : ''})` : ''}`;
      const note = s.otherLocalOrigins?.length
        ? ` It also called the devnet's loopback origins (${s.otherLocalOrigins.map((o) => `\`${o}\``).join(', ')}; ${s.otherLocalToView ?? 0} requests before the first view), blocked like remote hosts.`
        : '';
      return `- **${a.label}**: ${opened}; ${s.blockedToView ?? 0} requests to remote hosts failed between load and the first view (hosts tried over the runs: ${hosts}); ${s.pageErrors} uncaught page errors.${note}`;
    })
    .join('\n');
}

function pluginTable(costs) {
  if (!costs) return '_Pending: Gangway\'s demo was not built in this run._';
  const lines = [row(['Chunk group (loaded on first use)', 'gzip', 'files']), row(['---', '---', '---'])];
  for (const r of costs.rows) lines.push(row([`\`${r.name}\``, kb(r.gzip), r.files.map((f) => `\`${f.replace(/^chunks\//, '')}\``).join(', ')]));
  return `${lines.join('\n')}\n\nSource: ${costs.source}. Each row is what that group costs on its own when first used; chunks shared by several groups are counted in each (${kb(costs.sharedOnce)} gzip of such shared chunks in this build).`;
}

export function renderMarkdown(results) {
  const m = results.machine;
  const apps = results.apps;
  const versions = Object.entries(results.versions).map(([k, v]) => `\`${k}\` ${v ?? '(not installed)'}`).join(', ');
  const pending = apps.filter((a) => !a.summary).map((a) => `${a.label} (${a.status})`);
  const peers = apps.filter((a) => a.kind === 'peer').map((a) => a.label.split(' (')[0].split(' +')[0].replace(/ v\d+$/, ''));
  const peerNames = [...new Set(peers)];
  const slow = results.settings.networks?.slow;
  return `# Benchmarks: Gangway beside ${peerNames.slice(0, -1).join(', ')} and ${peerNames.at(-1)}

Generated by \`npm run bench\` (\`test/bench/run.mjs\`) on ${m.date.slice(0, 10)}; do not edit by hand. How each figure
is measured, and the caveats, are in [test/bench/README.md](../test/bench/README.md). Raw data: \`test/bench/results.json\`.
${pending.length ? `\n**Pending in this run:** ${pending.join('; ')}.\n` : ''}${results.kept ? `\n**Not re-measured in this run** (\`--only … --keep-others\`): ${apps.filter((a) => results.kept.apps.includes(a.id)).map((a) => a.label).join(', ')} — their figures are from the ${results.kept.from}${results.kept.heap ? '; the heap figures of every row are from the previous run too (\`--no-heap\`)' : ''}.\n` : ''}
Every peer app is the same page (a heading and a "Connect Wallet" button that opens the widget's modal), React
${results.versions.react}, built by one rspack production configuration; Gangway's rows are the project's demo page with its control
panel hidden (\`?panel=0\`: a heading, the button and a status line), built by the project's own root build. All are served
gzip -9 from 127.0.0.1 and loaded cold in headless Chromium ${m.chromium} with **every request that leaves the app's own
server failing** (remote hosts do not resolve; the devnet's loopback ports are blocked). Each figure is measured twice:
**unthrottled** (loopback) and on a **slow network** emulated by Chromium (\`Network.emulateNetworkConditions\`, set
before navigation: ${slow ? `${slow.latency} ms added latency, ${((slow.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s down, ${Math.round((slow.uploadThroughput * 8) / 1e3)} kbit/s up` : 'not measured in this run'}).
Times are medians of ${results.settings.runs} runs per figure and network, on a shared, noisy ${m.nproc}-core machine: compare them within
this page, not with other machines. Bytes are gzip bytes on the wire.

## In charts

Drawn from the same results by \`test/bench/lib/charts.mjs\` (\`docs/images/bench-*.svg\`); Gangway in blue, the floor in light grey.

${chartsMarkdown()}

## The first open, side by side

Each cell: **unthrottled / slow network**.

${table(apps, speedColumns)}

- *Button visible*: navigation → the first frame in which the connect button is visible.
- *Click → dialog*: the click (a capture listener on \`window\`, ahead of the widget's own handler) → the first animation frame in
  which the widget's dialog is in the DOM with a box (for Gangway the frame its eager code paints on the click; for each
  peer its own first dialog element — see the README for each selector). Measured after the page has loaded and its network
  has been quiet for 1 s; the click is a plain DOM click, with no pointer or focus event before it (no intent).
- *Click → first view*: the same click → the first frame in which the modal's first real content is visible: its wallet list
  (the first wallet entry with its name; Gangway's view element with its view rendered, not the loading spinner).
- *With intent*: the same, with the pointer moved over the button ${ms(median(apps.map((a) => a.summary?.speed?.fast?.intentLeadMs)))} (median) before a real mouse click:
  what a prefetch on \`pointerenter\` gains. The peers have no such prefetch and gain nothing.
- *Navigation → first view*: a fresh load in which the button is clicked right after its first visible frame.
- *(k/n)* after a time: only k of its n runs opened the modal (within 30 s of the click); the median is over those k.

## The \`prefetch\` modes

Gangway's rows only (basic mode but for *all features on*), each cell **unthrottled / slow network**. The default,
\`visible\`, fetches the first view's code once the page has loaded and is idle and a connect button is in the viewport;
\`intent\` on pointer over, focus or touch; \`idle\` once the page is idle wherever the button is; \`none\` on the click.

${modeTable(apps)}

- *Host first paint*: navigation → the page's first contentful paint; *page load*: navigation → the end of its \`load\`
  event. The prefetch waits for \`load\` and an idle moment, so neither moves with the mode (within noise).
- *JS after load, no click*: the JS fetched before any click (as *Initial JS* below) minus the same figure of
  \`prefetch: 'none'\`: what the mode costs a visitor who sees the button and never clicks. A visitor who never sees
  the button (it stays outside the viewport) or who asked to save data (Save-Data, 2g) fetches nothing with
  \`visible\` (test/e2e/kernel/prefetch-visible.spec.ts asserts the requests); with \`idle\` they pay the same bytes.
- *Click → first view*: the cold click as in the table above (the page loaded and quiet for 1 s, the button in view,
  a plain DOM click with no intent before it); *with intent*: the pointer over the button ~150 ms before a real click.

## What the click fetches

Cold click, the requests sent between the click and the first view. Cells with a slash: **unthrottled / slow network**
(the numbers differ where a request falls before the first view on one network and after it on the other).

${table(apps, waveColumns)}

- *Depth by initiator*: the longest chain in which each request was asked for by code that came in a file fetched in that
  same window (Chromium's initiator stack and URL, \`Network.requestWillBeSent\` over CDP). 1 = everything was asked for
  by code loaded before the click: one wave. 0 = the click fetched nothing. *Scripts*: the same over the scripts alone
  (did the code come in one wave, whatever data it then asked for). The deepest chain over the runs is shown.
  Initiators cannot see a wait inside code loaded earlier (an \`await import(a)\` in the entry, then \`import(b)\`);
  the timing column can.
- *Script waves by timing*: among the scripts of the window, one is a wave later than any of them that had finished before
  it was requested (median run). On the slow network every response takes at least a 150 ms round trip, so a script
  requested after another had arrived was, in effect, waiting for it: an upper bound on the chain, read on the slow
  network only (unthrottled, responses arrive before the page has asked for everything).
- Requests that fail at once here (remote hosts, the devnet's API) count too: online, each would be a round trip.

## Where Gangway is ahead, and where it is behind

Per figure and network, each peer against Gangway; a difference of one frame (${FRAME_MS.toFixed(1)} ms) or less is "level".

${standingLines(apps, 'gangway-basic')}

${standingLines(apps, 'gangway-all')}

${whyLine(apps)}

## First-open targets

${targetTable(results)}

## Bytes

${table(apps, sizeColumns)}

- *Initial JS*: JS the page fetched from navigation until the network was quiet for 1 s after the button showed, before any
  click (entry scripts plus whatever they import eagerly). *Eager cost over floor*: the same minus the floor app's.
- *JS fetched on open*: JS requested between the click and the first modal view (unthrottled, cold).
- *Load → first view*: all local requests (HTML, JS, CSS, images, fonts) and their bytes from navigation to the first view visible.

## Memory, and offline behaviour

${table(apps, memoryColumns(results))}

- *Heap*: V8 used heap (\`Runtime.getHeapUsage\` after forced GC) after one warm-up open/close and ${results.settings.cycles} more, unthrottled;
  growth is from after the warm-up. The floor's growth is the harness's own share (Playwright's polling and clicks).
  *Previous run*: the same figure in the \`results.json\` this run replaced${results.baseline?.from ? ` (${results.baseline.from})` : ''}.

${behaviourLines(apps)}

## Ratios

${ratioLines(apps, results)}
## Gangway: what each feature adds only when used

${pluginTable(results.gangway?.pluginCosts)}

## Machine and versions

- Date: ${m.date}
- Machine: ${m.nproc} cores (\`nproc\`), ${m.cpu ?? 'unknown CPU'}, ${m.memoryGiB} GiB memory, ${m.os}
- Node ${m.node}, npm ${m.npm}, Chromium ${m.chromium} (headless), rspack ${m.rspack}
- Gangway at commit ${m.gitCommit}${m.gitDirty ? ' (with uncommitted changes in kernel/plugins/hosts)' : ''}
- Packages: ${versions}
`;
}
