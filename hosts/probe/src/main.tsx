/**
 * The size probe: the floor (React and a button) plus the widget — createGangway with the built-in
 * plugin list, the provider and the connect button — and nothing of a demo page. Built twice: with
 * the real list (`probe`) and with the 30-plugin registry of test/size/registry30 (`probe-registry30`,
 * through an alias of '@gangway/builtin-plugins'), so the eager budget is measured on the widget alone.
 */
import { createGangway, type Network } from '@gangway/kernel';
import { GangwayConnectButton, GangwayProvider } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { createRoot } from 'react-dom/client';

const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const gangway = createGangway({ projectId: 'gangway-devnet', networks: [devnet], plugins: builtinPlugins });

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}><GangwayConnectButton /></GangwayProvider>,
);
