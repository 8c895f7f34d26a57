/**
 * Issue 37: hosts/appkit-ethers, an ethers v6 dapp written the AppKit way (only @reown/* imports,
 * aliased to @gangway/appkit), on the devnet: the shared AppKit flow (flow.ts), signing and sending
 * with ethers' BrowserProvider over useAppKitProvider('eip155').
 */
import { test } from '../../kit/index';
import { appkitEvmFlow } from './flow';

test('an AppKit + ethers app on @gangway/appkit: connect, hooks, sign, send, switch, the buttons, disconnect', async ({ page, devnet }) => {
  await appkitEvmFlow(page, devnet, { host: 'http://127.0.0.1:5191/', message: 'Hello from the AppKit ethers host' });
});
