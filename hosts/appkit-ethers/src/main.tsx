/**
 * An ethers v6 dapp written the AppKit way (reown's "React + ethers" set-up): only `@reown/appkit*`
 * names, which rspack's alias resolves to @gangway/appkit (rspack.config.ts, docs/appkit-migration.md).
 * `endpoints` is Gangway's own option (the devnet's services) and passes through createAppKit.
 * Run: `npm start`, open http://127.0.0.1:5191/.
 */
import { createRoot } from 'react-dom/client';
import { createAppKit } from '@reown/appkit/react';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import { endpoints, projectId } from '../../common/src/devnet';
import { App } from './App';
import { devnet, networks } from './networks';

const modal = createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  defaultNetwork: devnet,
  projectId,
  metadata: { name: 'AppKit + ethers', description: 'An ethers dapp written for AppKit', url: location.origin, icons: [] },
  features: { analytics: false, email: false, socials: false },
  endpoints,
});
// For the e2e: the instance, as AppKit apps keep it.
(window as unknown as { appkit: typeof modal }).appkit = modal;

createRoot(document.getElementById('root')!).render(<App />);
