// ConnectKit with wagmi and react-query, per its quick start (getDefaultConfig).
import { ConnectKitProvider, getDefaultConfig, useModal } from 'connectkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, createConfig } from 'wagmi';
import { mainnet } from 'wagmi/chains';
import { ConnectButton, METADATA, PROJECT_ID, mount } from '../shared';

const config = createConfig(
  getDefaultConfig({ appName: METADATA.name, walletConnectProjectId: PROJECT_ID, chains: [mainnet] }),
);
const queryClient = new QueryClient();

function App() {
  const { setOpen } = useModal();
  return <ConnectButton onClick={() => setOpen(true)} />;
}

mount(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <App />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
