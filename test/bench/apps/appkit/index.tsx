// Reown AppKit, default mode, no adapter (WalletConnect universal provider only), per its React docs.
import { createAppKit, useAppKit } from '@reown/appkit/react';
import { mainnet } from '@reown/appkit/networks';
import { ConnectButton, METADATA, PROJECT_ID, mount } from '../shared';

createAppKit({ projectId: PROJECT_ID, networks: [mainnet], metadata: METADATA });

function App() {
  const { open } = useAppKit();
  return <ConnectButton onClick={() => open()} />;
}

mount(<App />);
