import { GangwayProvider } from '@gangway/kernel/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createDemoGangway, isSiwxSwitch } from './create-demo-gangway';
import type { DemoRemote } from './example-remote';
import type { DemoPlugin } from './plugin-from-url';
import type { SIWXConfig } from '@gangway/plugin-siwx/public';
import { DEVNET, readSettings } from './settings';

declare let __webpack_nonce__: string | undefined;

const nonce = document.querySelector('meta[name="gangway-csp-nonce"]')?.getAttribute('content');
const settings = readSettings(location.search, nonce);

function start(remote?: DemoRemote, plugin?: DemoPlugin, siwx?: SIWXConfig) {
  const gangway = createDemoGangway(settings, remote, plugin, siwx);
  // Exposed for end-to-end tests and for poking at from the console.
  (window as unknown as { gangway: typeof gangway }).gangway = gangway;

  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <App settings={settings} pluginViews={plugin?.manifest.views} />
    </GangwayProvider>,
  );
}

// The example remote plugin's manifest and trust settings (?remote), and a third-party plugin's
// (?plugin), are chunks of their own, fetched with the page's nonce.
// So is the sign-in option (?siwx, or ?enable=siwx from the plugin matrix: the optional local sign-in).
const { remote, plugin } = settings;
const signIn = settings.siwx ?? (settings.enable.some(isSiwxSwitch) ? { kind: 'local' as const, required: false } : undefined);
if (remote || plugin || signIn) {
  __webpack_nonce__ = settings.nonce;
  void Promise.all([
    remote ? import('./example-remote').then((m) => m.exampleRemote(remote, DEVNET.exampleRemote)) : undefined,
    plugin ? import('./plugin-from-url').then((m) => m.pluginFromUrl(plugin, settings.grant)) : undefined,
    signIn ? import('./siwx').then((m) => m.demoSiwx(signIn)) : undefined,
  ]).then(([r, p, siwx]) => start(r, p, siwx), (error: unknown) => {
    // A bad ?plugin= file: say so on the page instead of a blank one.
    document.getElementById('root')!.textContent = String(error);
  });
} else start();
