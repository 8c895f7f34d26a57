/**
 * The benchmark's main figures as bar charts: hand-written SVG (no chart library), one file per figure
 * in docs/images/bench-*.svg, written by run.mjs beside docs/benchmarks.md (which shows them) from the
 * same results. Gangway's bars are in the accent colour, the peers' in grey, the floor (a bare React
 * app) in a light grey; a missing figure is a labelled gap, never a zero-length bar.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The charts: file name, title, unit and how to read the figure off an app's summary. */
export const CHARTS = [
  { file: 'bench-initial-js.svg', title: 'Initial JS (gzip, KB) — smaller is better', unit: 'KB', pick: (s) => s.initialJs, scale: 1 / 1024 },
  { file: 'bench-click-to-view.svg', title: 'Click → first view, unthrottled (ms, median) — smaller is better', unit: 'ms', pick: (s) => s.speed?.fast?.clickToViewMs, scale: 1 },
  { file: 'bench-click-to-view-slow.svg', title: 'Click → first view, slow network (ms, median) — smaller is better', unit: 'ms', pick: (s) => s.speed?.slow?.clickToViewMs, scale: 1 },
  { file: 'bench-bytes-to-view.svg', title: 'Bytes to the first view (gzip, KB) — smaller is better', unit: 'KB', pick: (s) => s.toViewBytes, scale: 1 / 1024 },
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const COLOURS = { gangway: '#3b6cf6', peer: '#8b93a1', floor: '#c9ced6' };

/**
 * One horizontal bar chart. `rows`: { label, value (a number or null), kind: 'gangway' | 'peer' | 'floor' }.
 * Fixed layout (label column, bar area, value at the bar's end), so it reads the same in light and dark
 * pages: its own white background.
 */
export function barChartSvg({ title, unit, rows }) {
  const W = 760, LABEL = 250, BAR = 400, ROW = 28, TOP = 44, PAD = 16;
  const max = Math.max(...rows.map((r) => r.value ?? 0), 0) || 1;
  const H = TOP + rows.length * ROW + PAD;
  const fmt = (v) => (unit === 'ms' ? `${Math.round(v)} ms` : `${v.toFixed(1)} ${unit}`);
  const bars = rows.map((r, i) => {
    const y = TOP + i * ROW;
    const label = `<text x="${LABEL - 10}" y="${y + 18}" text-anchor="end" font-weight="${r.kind === 'gangway' ? 700 : 400}">${esc(r.label)}</text>`;
    if (r.value == null) return `${label}<text x="${LABEL}" y="${y + 18}" fill="#6b7280">not measured</text>`;
    const w = Math.max(1, Math.round((r.value / max) * BAR));
    return `${label}<rect x="${LABEL}" y="${y + 5}" width="${w}" height="${ROW - 10}" rx="3" fill="${COLOURS[r.kind] ?? COLOURS.peer}"/>`
      + `<text x="${LABEL + w + 6}" y="${y + 18}">${esc(fmt(r.value))}</text>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="13" fill="#141414">
<rect width="${W}" height="${H}" rx="8" fill="#fff"/>
<text x="${PAD}" y="26" font-size="15" font-weight="700">${esc(title)}</text>
${bars}
</svg>
`;
}

/** Every chart from a results.json: apps with a summary, in the report's order. */
export function benchCharts(results) {
  const apps = results.apps.filter((a) => a.summary);
  return CHARTS.map((c) => ({
    file: c.file,
    title: c.title,
    svg: barChartSvg({
      title: c.title,
      unit: c.unit,
      rows: apps.map((a) => {
        const v = c.pick(a.summary);
        return { label: a.label, value: v == null ? null : v * c.scale, kind: a.kind };
      }),
    }),
  }));
}

/** Writes the charts into `dir` (docs/images); returns their file names. */
export function writeBenchCharts(results, dir) {
  mkdirSync(dir, { recursive: true });
  const charts = benchCharts(results);
  for (const c of charts) writeFileSync(path.join(dir, c.file), c.svg);
  return charts.map((c) => c.file);
}

/** The Markdown that shows them (docs/benchmarks.md, images relative to docs/). */
export const chartsMarkdown = () => CHARTS.map((c) => `![${c.title}](images/${c.file})`).join('\n\n');
