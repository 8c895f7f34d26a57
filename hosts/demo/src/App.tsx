/**
 * The demo page, laid out like a dapp: a top bar with the network and account buttons (the widget's
 * host components), a hero with the live state, and the control panel (view shortcuts, feature
 * switches, plugins, events) in a side panel that loads lazily. The page's look is index.html's
 * stylesheet (it carries the CSP nonce); `?panel=0` leaves the side panel out.
 */
import { GangwayButton, GangwayModal, GangwayNetworkButton, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
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
    <div className="demo" data-theme={settings.theme}>
      <header className="demo-bar">
        <span className="demo-logo" aria-hidden="true" />
        <span className="demo-brand">Gangway</span>
        <span className="demo-bar-end">
          {settings.panel ? <GangwayNetworkButton /> : null}
          {settings.below ? null : <GangwayButton />}
        </span>
      </header>
      <div className="demo-body">
        <main className="demo-main">
          <h1>Gangway demo</h1>
          <p className="demo-lede">A wallet-connection widget on a local devnet: connect, look at balances and activity, send, receive, swap and buy.</p>
          <p className="demo-state">
            <span>Status <b data-testid="status">{account.status}</b></span>
            <span>Address <b data-testid="address">{account.address ?? '—'}</b></span>
            <span>Network <b data-testid="network">{network.caipNetworkId ?? '—'}</b></span>
          </p>
          {settings.siwx ? <Suspense fallback={null}><SignInLine /></Suspense> : null}
          {settings.pay ? <Suspense fallback={null}><PayButton request={settings.pay} /></Suspense> : null}
          {settings.embedded ? <GangwayModal /> : null}
          {/* ?below=1: the connect button out of the first viewport (the `visible` prefetch's e2e). */}
          {settings.below ? <><div style={{ height: '200vh' }} data-testid="below-spacer" /><GangwayButton /></> : null}
        </main>
        {settings.panel ? (
          <aside className="demo-panel" aria-label="Control panel">
            <Suspense fallback={<p>Loading the control panel…</p>}><Panel settings={settings} pluginViews={pluginViews} /></Suspense>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
