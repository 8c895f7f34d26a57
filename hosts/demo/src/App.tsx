/** The demo page: a connect button and live state; the control panel loads lazily. */
import { GangwayConnectButton, GangwayModal, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
import { lazy, Suspense } from 'react';
import { useSiwxSession } from '@gangway/plugin-siwx/public';
import type { DemoSettings } from './settings';

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
      {settings.siwx ? <SignInLine /> : null}
      {settings.pay ? <Suspense fallback={null}><PayButton request={settings.pay} /></Suspense> : null}
      {settings.embedded ? <GangwayModal /> : null}
      {settings.panel ? <Suspense fallback={<p>Loading the control panel…</p>}><Panel settings={settings} pluginViews={pluginViews} /></Suspense> : null}
    </main>
  );
}

/** ?siwx=…: who is signed in (the sign-in plugin's React hook). */
function SignInLine() {
  const session = useSiwxSession();
  return <p>Signed in: <span data-testid="siwx-session">{session ? `${session.data.chainId}:${session.data.accountAddress}` : '—'}</span></p>;
}
