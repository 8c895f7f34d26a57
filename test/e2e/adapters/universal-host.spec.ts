/**
 * The universal adapter's example dapp (hosts/universal): a page with no chain library, speaking raw
 * JSON-RPC to the adapter's provider. Connect through the widget → the provider sees the account and
 * chain (and the balance it reads) → personal_sign (verified here) → eth_sendTransaction (verified on
 * chain) → wallet_switchEthereumChain → the widget shows it → wallet_revokePermissions → the widget
 * shows the disconnect.
 */
import { formatEther } from 'viem';
import { test } from '../../kit/index';
import { libraryFlow } from './helpers';

test.describe('universal adapter host', () => {
  test('raw provider requests: account, balance, sign, send, switch and disconnect follow the widget', async ({ page, devnet }) => {
    await libraryFlow(page, devnet, { host: 'http://127.0.0.1:5184/', message: 'Hello from the universal host', balance: formatEther });
  });
});
