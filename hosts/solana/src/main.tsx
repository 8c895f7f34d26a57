/**
 * A small Solana dapp on @solana/web3.js, with Gangway as its connect UI: the Solana adapter's
 * Connection (active cluster) and wallet provider, through its React hooks. Reads the balance with
 * web3.js, signs a message (verified with ed25519), sends a SOL transfer (confirmed on the cluster).
 * Run: `npm start`, open http://127.0.0.1:5185/.
 */
import { createRoot } from 'react-dom/client';
import { createGangway, type Network } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { SolanaAdapter } from '@gangway/adapter-solana';
import { App } from './App';
import { endpoints, projectId } from '../../common/src/devnet';

/** The devnet's Solana cluster (LiteSVM behind a Solana JSON-RPC, npm run devnet). */
const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

const solanaAdapter = new SolanaAdapter();
const gangway = createGangway({ projectId, networks: [solanaDevnet], adapters: [solanaAdapter], plugins: builtinPlugins, endpoints, basic: true });
(window as unknown as { gangway: typeof gangway }).gangway = gangway;

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <App />
  </GangwayProvider>,
);
