/**
 * A dapp that draws its own connect screen on Gangway's headless API (docs/headless.md): the wallet
 * list in the spec's order, registry search and pages, the WalletConnect URI as text and QR code, the
 * social providers, the connecting wallet — and wallet buttons that connect one wallet without the
 * modal (a React component and a custom element). Run: `npm start`, open http://127.0.0.1:5183/.
 */
import { createRoot } from 'react-dom/client';
import { createGangway } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { defineWalletButtonElement } from '@gangway/plugin-headless/public';
import { App } from './App';
import { endpoints, evmNetworks as networks, projectId } from '../../common/src/devnet';

const gangway = createGangway({
  projectId,
  networks,
  plugins: builtinPlugins,
  endpoints,
  features: { socials: ['google', 'github', 'discord'] },
  metadata: { name: 'Gangway headless', description: 'A custom connect screen', url: location.origin, icons: [] },
});
(window as unknown as { gangway: typeof gangway }).gangway = gangway;
defineWalletButtonElement(gangway);

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <App />
  </GangwayProvider>,
);
