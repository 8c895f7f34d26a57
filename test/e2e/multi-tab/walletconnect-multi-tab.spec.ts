/**
 * Two tabs of the demo host in one browser context with a WalletConnect session (the devnet relay and
 * the WalletConnect test wallet, wcWallet): the session tab A pairs is found by tab B through the
 * SDK's shared storage when the stored connection's `storage` event arrives (B has not started its own
 * SDK); disconnecting in B ends the session at the wallet, and A — whose SDK still holds the session
 * in memory — follows to disconnected and stays so after a reload (nothing of the session is left in
 * the shared storage to restore). And when the wallet ends the session, the relay hands its notice to
 * one tab (both tabs are one WalletConnect client); that tab disconnects and the other follows it.
 */
import type { Page } from '@playwright/test';
import { twoTabs } from './two-tabs';
import { expect, test } from '../../kit/index';
import { currentView, openWalletConnect, readout } from '../evm-walletconnect/helpers';

async function closeModal(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-modal]')).toHaveCount(0);
}

test.describe('two tabs of one host, WalletConnect', () => {
  test('a session paired in A shows in B; a disconnect in B ends it at the wallet and in A', async ({ context, wcWallet }) => {
    wcWallet.autoApprove = true;
    const { a, b } = await twoTabs(context);

    // Pair in A.
    await wcWallet.pair(await openWalletConnect(a));
    await expect(currentView(a)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(readout(a).status).toHaveText('connected');
    await expect(readout(a).address).toHaveText(wcWallet.address);
    expect(wcWallet.sessions()).toHaveLength(1);

    // B follows A: same account and network, from the session A stored (no second pairing).
    await expect(readout(b).status).toHaveText('connected');
    await expect(readout(b).address).toHaveText(wcWallet.address);
    await expect(readout(b).network).toHaveText(await readout(a).network.innerText());
    expect(wcWallet.sessions()).toHaveLength(1);
    // B's modal opens on Account for that session.
    await b.getByTestId('gangway-connect').click();
    await expect(currentView(b)).toHaveAttribute('data-gangway-view', 'Account');
    await closeModal(b);
    await closeModal(a);

    // Disconnect in B: the wallet sees the session end, and A follows.
    await b.getByTestId('disconnect').click();
    await expect(readout(b).status).toHaveText('disconnected');
    await expect(readout(a).status).toHaveText('disconnected');
    await expect(readout(a).address).toHaveText('—');
    await expect.poll(() => wcWallet.sessions().length, { timeout: 15_000 }).toBe(0);

    // Nothing is left to restore: both tabs stay disconnected after a reload.
    await a.reload();
    await b.reload();
    await expect(readout(a).status).toHaveText('disconnected');
    await expect(readout(b).status).toHaveText('disconnected');
  });

  test('the wallet ending the session disconnects both tabs', async ({ context, wcWallet }) => {
    wcWallet.autoApprove = true;
    const { a, b } = await twoTabs(context);
    await wcWallet.pair(await openWalletConnect(a));
    await expect(readout(a).status).toHaveText('connected');
    await expect(readout(b).status).toHaveText('connected');
    await closeModal(a);

    await wcWallet.disconnectAll();
    await expect(readout(a).status).toHaveText('disconnected');
    await expect(readout(b).status).toHaveText('disconnected');
    expect(wcWallet.sessions()).toHaveLength(0);
    await b.reload();
    await expect(readout(b).status).toHaveText('disconnected');
  });
});
