/**
 * Issue 37: hosts/appkit-wagmi, a wagmi dapp written the AppKit way (only @reown/* imports, aliased to
 * @gangway/appkit), on the devnet: the shared AppKit flow (flow.ts), signing and sending with wagmi,
 * whose own state (through WagmiAdapter's wagmiConfig) follows the connection and the switch.
 */
import { expect, test } from '../../kit/index';
import { appkitEvmFlow } from './flow';

test('an AppKit + wagmi app on @gangway/appkit: connect, hooks, sign, send, switch, the buttons, disconnect', async ({ page, devnet }) => {
  await appkitEvmFlow(page, devnet, {
    host: 'http://127.0.0.1:5190/',
    message: 'Hello from the AppKit wagmi host',
    async library(step) {
      if (step === 'connected') await expect(page.getByTestId('lib-chain')).toHaveText('31337');
      if (step === 'switched') await expect(page.getByTestId('lib-chain')).toHaveText('31338');
    },
  });
});
