/**
 * A host with no React of its own: it creates the widget, shows its custom elements
 * (`@gangway/kernel/elements`, themed by the page's CSS variables; <gangway-button> is the one Connect
 * button) and follows its state with plain DOM. React is still what renders the modal, but it arrives
 * in the widget's lazy UI chunk on first open.
 */
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { defineGangwayElements } from '@gangway/kernel/elements';

const gangway = createGangway({
  projectId: 'gangway-devnet',
  networks: [{
    id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }],
  endpoints: {
    api: 'http://127.0.0.1:8787', walletServices: 'http://127.0.0.1:8787', analytics: 'http://127.0.0.1:8787',
    rpc: 'http://127.0.0.1:8787', relay: 'ws://127.0.0.1:8547', frame: 'http://127.0.0.1:8788',
  },
  plugins: builtinPlugins,
});
(window as unknown as { gangway: typeof gangway }).gangway = gangway;
// The host components as custom elements (<gangway-button>, <gangway-account-button>,
// <gangway-network-button> in index.html): plain DOM, no React on the page until the modal opens.
defineGangwayElements(gangway);

const status = document.getElementById('status')!;
gangway.subscribeState((s) => {
  status.textContent = s.activeCaipAddress ?? s.chains[s.activeChain ?? 'eip155']?.account.status ?? 'disconnected';
});
