// RainbowKit with wagmi and react-query, per its quick start (getDefaultConfig).
import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider, getDefaultConfig, useConnectModal } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { mainnet } from 'wagmi/chains';
import { ConnectButton, METADATA, PROJECT_ID, mount } from '../shared';

const config = getDefaultConfig({ appName: METADATA.name, projectId: PROJECT_ID, chains: [mainnet] });
const queryClient = new QueryClient();

function App() {
  const { openConnectModal } = useConnectModal();
  return <ConnectButton onClick={() => openConnectModal?.()} />;
}

mount(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <App />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
