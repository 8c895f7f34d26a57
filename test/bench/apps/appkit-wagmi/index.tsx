// Reown AppKit with the wagmi adapter, set up as its React + wagmi docs show.
import { createAppKit, useAppKit } from '@reown/appkit/react';
import { mainnet } from '@reown/appkit/networks';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { ConnectButton, METADATA, PROJECT_ID, mount } from '../shared';

const wagmiAdapter = new WagmiAdapter({ projectId: PROJECT_ID, networks: [mainnet] });
createAppKit({ adapters: [wagmiAdapter], projectId: PROJECT_ID, networks: [mainnet], metadata: METADATA });
const queryClient = new QueryClient();

function App() {
  const { open } = useAppKit();
  return <ConnectButton onClick={() => open()} />;
}

mount(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
);
