// A host page's code, written against the published packages only: the kernel and the built-in list.
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';

const gangway = createGangway({
  projectId: 'example',
  networks: [{
    id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example.com'] } },
  }],
  plugins: builtinPlugins,
});
document.querySelector('button')?.addEventListener('click', () => void gangway.open());
