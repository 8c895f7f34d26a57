/**
 * The ethers (v6) and ethers 5 hosts (hosts/ethers, hosts/ethers5) on the devnet: connect through the
 * widget → ethers sees the account and chain → sign / send / switch / disconnect with ethers, each
 * verified (helpers.ts libraryFlow).
 */
import { formatEther } from 'ethers';
import { utils } from 'ethers5';
import { test } from '../../kit/index';
import { libraryFlow } from './helpers';

test.describe('ethers hosts', () => {
  test('ethers v6: connect in the widget, sign / send / switch / disconnect with ethers', async ({ page, devnet }) => {
    await libraryFlow(page, devnet, { host: 'http://127.0.0.1:5181/', message: 'Hello from the ethers host', balance: formatEther });
  });

  test('ethers 5: connect in the widget, sign / send / switch / disconnect with ethers 5', async ({ page, devnet }) => {
    await libraryFlow(page, devnet, { host: 'http://127.0.0.1:5182/', message: 'Hello from the ethers 5 host', balance: (wei) => utils.formatEther(wei) });
  });
});
