/**
 * The demo's control panel (the page's side panel): shortcuts to views, every feature switch, plugin
 * states and the event log. Host UI, not widget code: loaded lazily so the demo's eager JS measures
 * the widget alone.
 */
import { useGangway, useGangwayState } from '@gangway/kernel/react';
import { useEffect, useState } from 'react';
import type { DemoSettings } from './settings';
import { featureHref, featureOn, TOGGLES, toggleHref } from './toggles';

const SHORTCUTS = ['Account', 'Networks', 'Send', 'Receive', 'Swap', 'OnRamp', 'Activity', 'AllWallets', 'ExampleGreeting', 'Faulty'];

function EventLog() {
  const g = useGangway();
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => g.subscribeEvents((e) => setEvents((l) => [e.type, ...l].slice(0, 12))), [g]);
  return <ol data-testid="events" className="demo-events">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>;
}

/** A switch as a link (the page reloads with the setting flipped) that reads like a toggle. */
function Switch({ href, on, label, testId }: { href: string; on: boolean; label: string; testId?: string }) {
  return <a className="demo-switch" data-on={on} data-testid={testId} href={href}>{label}: {on ? 'on' : 'off'}</a>;
}

export default function Panel({ settings, pluginViews }: { settings: DemoSettings; pluginViews: string[] }) {
  const g = useGangway();
  const plugins = useGangwayState((s) => s.plugins);
  const search = location.search;
  // The switches as the widget resolved them (defaults, ?on/?off, the project configuration once fetched).
  const features = g.kernel.options.features as Record<string, unknown>;
  return (
    <>
      <section>
        <h2>Open a view</h2>
        <p className="demo-chips">{[...SHORTCUTS, ...pluginViews].map((v) => <button key={v} type="button" data-testid={`open-${v}`} onClick={() => void g.open({ view: v })}>{v}</button>)}
          <button type="button" data-testid="disconnect" onClick={() => void g.disconnect().catch(() => {})}>Disconnect</button></p>
      </section>
      <section>
        <h2>Page</h2>
        <p className="demo-note">Each switch reloads the page with the setting flipped.</p>
        <div className="demo-switches">
          <Switch testId="toggle-basic" href={toggleHref(search, 'mode', 'basic')} on={settings.basic} label="basic mode" />
          <a className="demo-switch" data-on={settings.theme === 'dark'} href={toggleHref(search, 'theme', 'dark')}>theme: {settings.theme}</a>
          <Switch href={toggleHref(search, 'remote', '1')} on={!!settings.remote} label="remote plugin" />
          <Switch href={toggleHref(search, 'faulty', '1')} on={settings.faulty} label="faulty plugin" />
          <Switch href={toggleHref(search, 'embedded', '1')} on={settings.embedded} label="embedded" />
        </div>
      </section>
      <section>
        <h2>Chain families</h2>
        <p className="demo-note">The two EVM devnet chains are always there; these add the devnet's other families.</p>
        <div className="demo-switches">
          <Switch testId="toggle-solana" href={toggleHref(search, 'solana', '1')} on={settings.solana} label="Solana" />
          <Switch testId="toggle-bitcoin" href={toggleHref(search, 'bitcoin', '1')} on={settings.bitcoin} label="Bitcoin" />
        </div>
      </section>
      <section>
        <h2>Feature switches</h2>
        <div className="demo-switches">
          {TOGGLES.map((k) => {
            const on = featureOn(features[k]);
            return <Switch key={k} testId={`toggle-${k}`} href={featureHref(search, k, on)} on={on} label={k} />;
          })}
        </div>
      </section>
      <details><summary>Plugins</summary>
        {/* kernel.inspect(): why and when each plugin activated, its load and setup times (re-read as `plugins` changes). */}
        <ul data-testid="plugins">{(plugins && g.kernel.inspect().plugins).map((p) => (
          <li key={p.id} data-plugin={p.id}>
            {p.id}: {p.status}{p.reason ? ` — ${p.reason}` : ''}{p.at !== undefined ? `, at ${p.at} ms` : ''}
            {p.loadMs !== undefined ? `, load ${p.loadMs} ms` : ''}{p.setupMs !== undefined ? `, setup ${p.setupMs} ms` : ''}
          </li>
        ))}</ul>
      </details>
      <section>
        <h2>Events</h2>
        <EventLog />
      </section>
    </>
  );
}
