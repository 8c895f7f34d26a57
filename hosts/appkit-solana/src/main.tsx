/**
 * A Solana dapp written the AppKit way (reown's "React + Solana" set-up): only `@reown/appkit*` names,
 * which rspack's alias resolves to @gangway/appkit (rspack.config.ts, docs/appkit-migration.md).
 * `endpoints` is Gangway's own option (the devnet's services) and passes through createAppKit.
 * Run: `npm start`, open http://127.0.0.1:5192/.
 */
import { createRoot } from 'react-dom/client';
import { createAppKit } from '@reown/appkit/react';
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react';
import { endpoints, projectId } from '../../common/src/devnet';
import { App } from './App';
import { networks, solanaDevnet } from './networks';

const modal = createAppKit({
  adapters: [new SolanaAdapter()],
  networks,
  defaultNetwork: solanaDevnet,
  projectId,
  metadata: { name: 'AppKit + Solana', description: 'A Solana dapp written for AppKit', url: location.origin, icons: [] },
  features: { analytics: false, email: false, socials: false },
  endpoints,
});
// For the e2e: the instance, as AppKit apps keep it.
(window as unknown as { appkit: typeof modal }).appkit = modal;

createRoot(document.getElementById('root')!).render(<App />);
