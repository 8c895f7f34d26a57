/**
 * A small dapp on wagmi, with Gangway as its connect UI — set up as wagmi's docs show (WagmiProvider
 * over QueryClientProvider), with the adapter's config. Run: `npm start`, open http://127.0.0.1:5180/.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { createGangway } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { WagmiAdapter } from '@gangway/adapter-wagmi';
import { App } from './App';
import { endpoints, evmNetworks as networks, projectId } from '../../common/src/devnet';

const wagmiAdapter = new WagmiAdapter({ networks, projectId });
const gangway = createGangway({
  projectId,
  networks,
  adapters: [wagmiAdapter],
  plugins: builtinPlugins,
  endpoints,
  basic: true,
  metadata: { name: 'Gangway + wagmi', description: 'A wagmi dapp', url: location.origin, icons: [] },
});
(window as unknown as { gangway: typeof gangway }).gangway = gangway;
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <GangwayProvider gangway={gangway}>
        <App />
      </GangwayProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
