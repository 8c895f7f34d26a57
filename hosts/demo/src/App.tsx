/** The demo page: a connect button and live state; the control panel loads lazily. */
import { GangwayConnectButton, GangwayModal, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
import { lazy, Suspense } from 'react';
import type { DemoSettings } from './settings';

const Panel = lazy(() => import(/* webpackChunkName: "demo-panel" */ './Panel'));

/** `pluginViews`: the views of a ?plugin= remote plugin, added to the panel's shortcuts. */
export function App({ settings, pluginViews = [] }: { settings: DemoSettings; pluginViews?: string[] }) {
  const account = useGangwayAccount();
  const network = useGangwayNetwork();
  return (
    <main>
      <h1>Gangway demo</h1>
      <p><GangwayConnectButton /></p>
      <p>
        Status: <span data-testid="status">{account.status}</span> · Address: <span data-testid="address">{account.address ?? '—'}</span> ·
        Network: <span data-testid="network">{network.caipNetworkId ?? '—'}</span>
      </p>
      {settings.embedded ? <GangwayModal /> : null}
      {settings.panel ? <Suspense fallback={<p>Loading the control panel…</p>}><Panel settings={settings} pluginViews={pluginViews} /></Suspense> : null}
    </main>
  );
}
