/**
 * Chain RPC faults (the devnet fault control's `rpc` target with a `path`): the demo's devnet chain
 * lists two node URLs (hosts/demo/src/networks.ts: the API emulator's `/rpc/31337/primary`, then
 * anvil); the first one down must not be noticed — the fallback transport (spec §9,
 * libs/eip155/src/rpc-transport.ts) reads the balance and confirms a send through the second.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from '../../kit/index';
import { defineCases } from './case';
import { connectInjected, expectStillConnected, toast, view, type CaseContext } from './steps';

const PRIMARY = '/rpc/31337/primary';

/** How often the devnet's fault control has seen a request for the primary node URL. */
async function primaryHits(c: CaseContext): Promise<number> {
  const { faults } = await c.devnet.admin<{ faults: { path: string; target: string; hits: number }[] }>('faults');
  return faults.filter((f) => f.target === 'rpc' && f.path === PRIMARY).reduce((n, f) => n + f.hits, 0);
}

export const RPC_CASES = defineCases([
  {
    id: 'rpc-first-url-down',
    area: 'RPC',
    fault: `the chain's first RPC URL (${PRIMARY}) answers 503; its second URL (anvil) is up`,
    expects: 'no message: the native balance is read and a send confirmed through the second URL; the first is asked again once it is back',
    async prepare(c) {
      // Down before the page loads: the very first chain read meets it.
      await c.devnet.injectFault({ target: 'rpc', chainId: 31337, path: PRIMARY, status: 503 });
    },
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      await expect(c.page.getByTestId('account-balance')).toHaveText(/^[\d.,]+ ETH$/);
      // The widget did ask the first URL (and was refused) before the second answered.
      await expect.poll(() => primaryHits(c)).toBeGreaterThan(0);
      c.memo.to = privateKeyToAccount(generatePrivateKey()).address;
      await c.page.getByTestId('account-action-send').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Send');
      const value = await c.page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
      await c.page.getByTestId('send-token').selectOption(value!);
      await c.page.getByTestId('send-amount').fill('0.01');
      await c.page.getByTestId('send-receiver').fill(c.memo.to as string);
      await c.page.getByTestId('send-submit').click();
      const hash = await (await c.wallet.nextRequest('eth_sendTransaction')).approve();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(toast(c.page)).toHaveText('Transaction sent');
      // Pending until its receipt is read over RPC (the first URL still down), then confirmed.
      await c.page.getByTestId('account-tab-activity').click();
      await expect(c.page.locator(`[data-testid="activity-row"][data-hash="${String(hash)}"]`)).toHaveAttribute('data-status', 'confirmed');
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
      await c.page.getByTestId('account-tab-tokens').click();
      await expect(c.page.getByTestId('account-balance')).toHaveText(/^[\d.,]+ ETH$/);
    },
    async clear(c) {
      await c.devnet.clearFaults();
      // A pass-through fault (no effect) on the first URL, only to count the requests it gets now.
      await c.devnet.injectFault({ target: 'rpc', chainId: 31337, path: PRIMARY, delayMs: 0 });
    },
    async recover(c) {
      await c.page.reload();
      await c.page.getByTestId('open-Account').click();
      await expect(c.page.getByTestId('account-balance')).toHaveText(/^[\d.,]+ ETH$/);
      await expect.poll(() => primaryHits(c)).toBeGreaterThan(0);
      await expectStillConnected(c.page, c.wallet.address);
    },
  },
]);
