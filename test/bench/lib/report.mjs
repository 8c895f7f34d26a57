// Turns results.json into docs/benchmarks.md: one table of figures, ratios against each peer spelled
// out, Gangway's per-feature costs, and the machine and versions they were measured with.

const kb = (b) => (b == null ? '—' : `${(b / 1024).toFixed(1)} KB`);
const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`);
const mb = (b) => (b == null ? '—' : `${(b / 2 ** 20).toFixed(1)} MB`);
const x = (a, b) => (a == null || !b ? null : a / b);
const times = (r) => (r == null ? '—' : `${r.toFixed(1)}×`);

export function median(values) {
  const v = values.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** Per-app headline figures from its runs (times: medians; bytes: first successful run). */
export function summarize(app, floor) {
  const runs = app.runs ?? [];
  const first = runs.find((r) => r.ok) ?? runs.find((r) => r.loaded);
  const initialJs = first?.loaded?.jsBytes ?? null;
  return {
    opened: `${runs.filter((r) => r.ok).length}/${runs.length}`,
    buttonMs: median(runs.map((r) => r.buttonMs)),
    clickToViewMs: median(runs.filter((r) => r.ok).map((r) => r.clickToViewMs)),
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

const sizeColumns = [
  ['Initial JS (gzip)', (a, s) => kb(s.initialJs)],
  ['Eager cost over floor', (a, s) => (a.kind === 'floor' ? '(floor)' : kb(s.eagerOverFloor))],
  ['JS fetched on open', (a, s) => kb(s.jsOnOpen)],
  ['Load → first view: requests / bytes', (a, s) => (s.toViewRequests == null ? '—' : `${s.toViewRequests} / ${kb(s.toViewBytes)}`)],
  ['Total JS emitted (gzip, files)', (a) => (a.static ? `${kb(a.static.totalJs.gzip)} (${a.static.totalJs.files})` : '—')],
];

const speedColumns = (cycles) => [
  ['Button visible (median)', (a, s) => ms(s.buttonMs)],
  ['Click → first view (median)', (a, s) => ms(s.clickToViewMs)],
  [`Heap after ${cycles} open/close`, (a) => (a.heap?.ok ? mb(a.heap.afterCycles) : a.heap ? `failed: ${a.heap.reason}` : '—')],
  ['Heap growth over the cycles', (a) => (a.heap?.ok ? mb(a.heap.growth) : '—')],
  ['Opened (offline)', (a, s) => s.opened],
  ['Non-local requests aborted (load → view)', (a, s) => String(s.blockedToView ?? '—')],
];

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
      const opened = s.opened.startsWith('0/') ? 'the modal **did not open**' : `the modal opened in ${s.opened} runs`;
      const note = s.otherLocalOrigins?.length
        ? ` It also called other loopback origins (${s.otherLocalOrigins.map((o) => `\`${o}\``).join(', ')}; ${s.otherLocalToView ?? 0} requests before the first view), not counted in its bytes.`
        : '';
      return `- **${a.label}**: ${opened}; ${s.blockedToView ?? 0} non-local requests were aborted between load and the first view (hosts tried over the runs: ${hosts}); ${s.pageErrors} uncaught page errors.${note}`;
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
  return `# Benchmarks: Gangway beside Reown AppKit, RainbowKit and ConnectKit

Generated by \`npm run bench\` (\`test/bench/run.mjs\`) on ${m.date.slice(0, 10)}; do not edit by hand. How each figure
is measured, and the caveats, are in [test/bench/README.md](../test/bench/README.md). Raw data: \`test/bench/results.json\`.
${pending.length ? `\n**Pending in this run:** ${pending.join('; ')}.\n` : ''}
## Figures

Every peer app is the same page (a heading and a "Connect Wallet" button that opens the widget's modal), React
${results.versions.react}, built by one rspack production configuration; Gangway's rows are the project's demo page with its control
panel hidden (\`?panel=0\`: a heading, the button and a status line), built by the project's own root build. All are served gzip -9 from 127.0.0.1 and loaded cold in
headless Chromium with **every non-local request aborted**.
Bytes are gzip bytes on the wire. Times are medians of ${results.settings.runs} runs; they are from a shared, noisy
${m.nproc}-core machine: compare them within this table, not with other machines.

### Bytes

${table(apps, sizeColumns)}

### Time, memory, offline

${table(apps, speedColumns(results.settings.cycles))}

- *Initial JS*: JS the page fetched from navigation until the network was quiet for 1 s after the button showed, before any
  click (entry scripts plus whatever they import eagerly). *Eager cost over floor*: the same minus the floor app's.
- *JS fetched on open*: JS requested between the click and the first modal view.
- *Load → first view*: all local requests (HTML, JS, CSS, images, fonts) and their bytes from navigation to the first view visible.
- *Heap*: V8 used heap (\`Runtime.getHeapUsage\` after forced GC) after one warm-up open/close and ${results.settings.cycles} more; growth is
  from after the warm-up. The floor's growth is the harness's own share (Playwright's polling and clicks).

## Ratios

${ratioLines(apps, results)}
## With remote services unreachable

${behaviourLines(apps)}

## Gangway: what each feature adds only when used

${pluginTable(results.gangway?.pluginCosts)}

## Machine and versions

- Date: ${m.date}
- Machine: ${m.nproc} cores (\`nproc\`), ${m.cpu ?? 'unknown CPU'}, ${m.memoryGiB} GiB memory, ${m.os}
- Node ${m.node}, npm ${m.npm}, Chromium ${m.chromium}, rspack ${m.rspack}
- Gangway at commit ${m.gitCommit}${m.gitDirty ? ' (with uncommitted changes in kernel/plugins/hosts)' : ''}
- Packages: ${versions}
`;
}
