/**
 * A dapp on three chain families written the AppKit way (reown's multichain set-up): WagmiAdapter,
 * SolanaAdapter and BitcoinAdapter together, with EVM, Solana and Bitcoin networks; only
 * `@reown/appkit*` names, which rspack's alias resolves to @gangway/appkit (rspack.config.ts,
 * docs/appkit-migration.md). `endpoints` is Gangway's own option (the devnet's services).
 * Run: `npm start`, open http://127.0.0.1:5193/.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { createAppKit } from '@reown/appkit/react';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react';
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin';
import { endpoints, projectId } from '../../common/src/devnet';
import { App } from './App';
import { devnet, devnet2, networks } from './networks';

const wagmiAdapter = new WagmiAdapter({ networks: [devnet, devnet2], projectId });

const modal = createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter()],
  networks,
  defaultNetwork: devnet,
  projectId,
  metadata: { name: 'AppKit multichain', description: 'An EVM, Solana and Bitcoin dapp written for AppKit', url: location.origin, icons: [] },
  features: { analytics: false, email: false, socials: false },
  endpoints,
});
// For the e2e: the instance, as AppKit apps keep it.
(window as unknown as { appkit: typeof modal }).appkit = modal;

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
);
