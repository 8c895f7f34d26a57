/**
 * The demo's control panel: shortcuts to views, every feature switch, plugin states and the event
 * log. Host UI, not widget code: loaded lazily so the demo's eager JS measures the widget alone.
 */
import { useGangway, useGangwayState } from '@gangway/kernel/react';
import { useEffect, useState } from 'react';
import type { DemoSettings } from './settings';
import { TOGGLES, toggleHref } from './toggles';

const SHORTCUTS = ['Account', 'Networks', 'Send', 'Receive', 'Swap', 'OnRamp', 'Activity', 'AllWallets', 'ExampleGreeting', 'Faulty'];

function EventLog() {
  const g = useGangway();
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => g.subscribeEvents((e) => setEvents((l) => [e.type, ...l].slice(0, 12))), [g]);
  return <ol data-testid="events">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>;
}

export default function Panel({ settings, pluginViews }: { settings: DemoSettings; pluginViews: string[] }) {
  const g = useGangway();
  const plugins = useGangwayState((s) => s.plugins);
  const search = location.search;
  return (
    <>
      <p>{[...SHORTCUTS, ...pluginViews].map((v) => <button key={v} type="button" data-testid={`open-${v}`} onClick={() => void g.open({ view: v })}>{v}</button>)}
        <button type="button" data-testid="disconnect" onClick={() => void g.disconnect().catch(() => {})}>Disconnect</button></p>
      <fieldset>
        <legend>Feature switches (reload the page with the switch flipped)</legend>
        <a data-testid="toggle-basic" href={toggleHref(search, 'mode', 'basic')}>basic mode: {settings.basic ? 'on' : 'off'}</a>{' · '}
        <a href={toggleHref(search, 'theme', 'dark')}>theme: {settings.theme}</a>{' · '}
        <a href={toggleHref(search, 'remote', '1')}>remote plugin: {settings.remote ? 'on' : 'off'}</a>{' · '}
        <a href={toggleHref(search, 'faulty', '1')}>faulty plugin: {settings.faulty ? 'on' : 'off'}</a>{' · '}
        <a href={toggleHref(search, 'embedded', '1')}>embedded: {settings.embedded ? 'on' : 'off'}</a>
        <br />
        {TOGGLES.map((k) => (
          <a key={k} data-testid={`toggle-${k}`} href={toggleHref(search, 'off', k)}>{k}: {settings.off.includes(k) ? 'off' : 'default'} </a>
        ))}
      </fieldset>
      <details><summary>Plugins</summary>
        <ul data-testid="plugins">{Object.entries(plugins).map(([id, r]) => <li key={id}>{id}: {r.status}{r.ms !== undefined ? ` (${r.ms} ms)` : ''}</li>)}</ul>
      </details>
      <h2>Events</h2>
      <EventLog />
    </>
  );
}
