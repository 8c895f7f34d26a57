/** The demo page: a connect button and live state; the control panel loads lazily. */
import { GangwayConnectButton, GangwayModal, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
import { lazy, Suspense } from 'react';
import type { DemoSettings } from './settings';

/** ?siwx=…: who is signed in (the sign-in plugin's React hook), a chunk of its own. */
const SignInLine = lazy(() => import('./SignInLine'));

const Panel = lazy(() => import(/* webpackChunkName: "demo-panel" */ './Panel'));
// Only with ?payTo=…: the host's own Pay button (and the pay plugin's tiny public helpers).
const PayButton = lazy(() => import(/* webpackChunkName: "demo-pay" */ './PayButton'));

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
      {settings.siwx ? <Suspense fallback={null}><SignInLine /></Suspense> : null}
      {settings.pay ? <Suspense fallback={null}><PayButton request={settings.pay} /></Suspense> : null}
      {settings.embedded ? <GangwayModal /> : null}
      {settings.panel ? <Suspense fallback={<p>Loading the control panel…</p>}><Panel settings={settings} pluginViews={pluginViews} /></Suspense> : null}
    </main>
  );
}
