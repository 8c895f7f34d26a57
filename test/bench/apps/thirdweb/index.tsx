// thirdweb v5, per its quick start for `useConnectModal`: a client (dummy client id), ThirdwebProvider,
// and `connect({ client })` from the same button; mainnet only.
import { createThirdwebClient } from 'thirdweb';
import { ethereum } from 'thirdweb/chains';
import { ThirdwebProvider, useConnectModal } from 'thirdweb/react';
import { ConnectButton, PROJECT_ID, mount } from '../shared';

const client = createThirdwebClient({ clientId: PROJECT_ID });

function App() {
  const { connect } = useConnectModal();
  // The promise rejects when the visitor closes the modal: nothing to do then.
  return <ConnectButton onClick={() => void connect({ client, chain: ethereum, chains: [ethereum] }).catch(() => {})} />;
}

mount(
  <ThirdwebProvider>
    <App />
  </ThirdwebProvider>,
);
