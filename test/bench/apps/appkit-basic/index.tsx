// Reown AppKit "basic" mode: the `react-core` entry, which forces `basic: true` and the core client
// (connect views only, no email/socials/swaps/on-ramp UI).
import { createAppKit, useAppKit } from '@reown/appkit/react-core';
import { mainnet } from '@reown/appkit/networks';
import { ConnectButton, METADATA, PROJECT_ID, mount } from '../shared';

createAppKit({ projectId: PROJECT_ID, networks: [mainnet], metadata: METADATA });

function App() {
  const { open } = useAppKit();
  return <ConnectButton onClick={() => open()} />;
}

mount(<App />);
