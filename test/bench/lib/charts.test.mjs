import { describe, expect, it } from 'vitest';
import { barChartSvg, benchCharts, CHARTS } from './charts.mjs';

describe('bench charts', () => {
  it('draws one bar per app, longest for the largest value, with the value written at its end', () => {
    const svg = barChartSvg({ title: 'Initial JS', unit: 'KB', rows: [
      { label: 'Gangway', value: 20, kind: 'gangway' }, { label: 'Peer', value: 80, kind: 'peer' }, { label: 'Floor', value: 10, kind: 'floor' },
    ] });
    const widths = [...svg.matchAll(/<rect x="250" y="\d+" width="(\d+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([100, 400, 50]);
    expect(svg).toContain('>20.0 KB<');
    expect(svg).toContain('fill="#3b6cf6"');
  });

  it('shows a missing figure as "not measured", and escapes labels', () => {
    const svg = barChartSvg({ title: 'a < b', unit: 'ms', rows: [{ label: '<x>', value: null, kind: 'peer' }, { label: 'y', value: 12.4, kind: 'peer' }] });
    expect(svg).toContain('not measured');
    expect(svg).toContain('&lt;x&gt;');
    expect(svg).toContain('>12 ms<');
    expect(svg).not.toContain('<x>');
  });

  it('makes every chart from a results file', () => {
    const results = { apps: [
      { id: 'g', kind: 'gangway', label: 'Gangway', summary: { initialJs: 2048, toViewBytes: 4096, speed: { fast: { clickToViewMs: 90 }, slow: null } } },
      { id: 'p', kind: 'peer', label: 'Peer', summary: { initialJs: 8192, toViewBytes: 9000, speed: { fast: { clickToViewMs: 120 }, slow: { clickToViewMs: 300 } } } },
      { id: 'x', kind: 'peer', label: 'Not run' },
    ] };
    const charts = benchCharts(results);
    expect(charts.map((c) => c.file)).toEqual(CHARTS.map((c) => c.file));
    expect(charts[0].svg).toContain('>2.0 KB<');
    expect(charts[0].svg).not.toContain('Not run');
    expect(charts[2].svg).toContain('not measured');
  });
});
