import { GangwayProvider } from '@gangway/kernel/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createDemoGangway } from './create-demo-gangway';
import type { DemoRemote } from './example-remote';
import { DEVNET, readSettings } from './settings';

declare let __webpack_nonce__: string | undefined;

const nonce = document.querySelector('meta[name="gangway-csp-nonce"]')?.getAttribute('content');
const settings = readSettings(location.search, nonce);

function start(remote?: DemoRemote) {
  const gangway = createDemoGangway(settings, remote);
  // Exposed for end-to-end tests and for poking at from the console.
  (window as unknown as { gangway: typeof gangway }).gangway = gangway;

  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <App settings={settings} />
    </GangwayProvider>,
  );
}

// The example remote plugin's manifest and trust settings are a chunk of their own (?remote only),
// fetched with the page's nonce.
const { remote } = settings;
if (remote) {
  __webpack_nonce__ = settings.nonce;
  void import('./example-remote').then((m) => start(m.exampleRemote(remote, DEVNET.exampleRemote)));
} else start();
