/**
 * The wagmi host (hosts/wagmi) on the devnet: connect through the widget → wagmi's hooks show the
 * account and chain → sign with wagmi (verified here) → send with wagmi (verified on chain) → switch
 * network with wagmi → the widget shows it → disconnect with wagmi → the widget shows it. And the
 * other way: a switch and a disconnect in the widget are what wagmi shows.
 */
import { formatEther } from 'viem';
import { expect, test } from '../../kit/index';
import { connectThroughWidget, freshAccount, libraryFlow, walletFor } from './helpers';

const HOST = 'http://127.0.0.1:5180/';

test.describe('wagmi host', () => {
  test('connect in the widget, sign / send / switch / disconnect with wagmi', async ({ page, devnet }) => {
    await libraryFlow(page, devnet, { host: HOST, message: 'Hello from the wagmi host', balance: formatEther });
  });

  test("the widget's own switch and disconnect are what wagmi shows", async ({ page, devnet }) => {
    const account = await freshAccount(devnet);
    const wallet = await walletFor(page, devnet, account);
    await page.goto(HOST);
    await connectThroughWidget(page, wallet);
    await expect(page.getByTestId('lib-chain')).toHaveText('31337');

    await page.evaluate(() => { void (window as unknown as { gangway: { switchNetwork(id: string): Promise<void> } }).gangway.switchNetwork('eip155:31338'); });
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(page.getByTestId('widget-network')).toHaveText('eip155:31338');
    await expect(page.getByTestId('lib-chain')).toHaveText('31338');

    // The wallet switches on its own: the widget adopts it, and wagmi follows.
    await wallet.switchChain(31337);
    await expect(page.getByTestId('widget-network')).toHaveText('eip155:31337');
    await expect(page.getByTestId('lib-chain')).toHaveText('31337');

    await page.evaluate(() => (window as unknown as { gangway: { disconnect(): Promise<void> } }).gangway.disconnect());
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  });
});
