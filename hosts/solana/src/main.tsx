/**
 * A small Solana dapp on @solana/web3.js, with Gangway as its connect UI: the Solana adapter's
 * Connection (active cluster) and wallet provider, through its React hooks. Reads the balance with
 * web3.js, signs a message (verified with ed25519), sends a SOL transfer (confirmed on the cluster),
 * switches the cluster and disconnects from the page. Run: `npm start`, open http://127.0.0.1:5185/.
 */
import { createRoot } from 'react-dom/client';
import { createGangway } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { SolanaAdapter } from '@gangway/adapter-solana';
import { App } from './App';
// The devnet's two Solana clusters (LiteSVM behind a Solana JSON-RPC each, npm run devnet).
import { endpoints, projectId, solanaNetworks as networks } from '../../common/src/devnet';

const solanaAdapter = new SolanaAdapter();
const gangway = createGangway({ projectId, networks, adapters: [solanaAdapter], plugins: builtinPlugins, endpoints, basic: true });
(window as unknown as { gangway: typeof gangway }).gangway = gangway;

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <App />
  </GangwayProvider>,
);
