// @vitest-environment happy-dom
// A profile name as the Send receiver: resolved through the names service (a fake under the
// harness, as the names plugin would provide it), its address shown, the send going to that address;
// spec §8 'Error resolving name' when resolution fails, and no send at all for a name without an address.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { OTHER_ADDRESS, TEST_ADDRESS, apiBalance, balanceFetch, createFakeWallet, testDevnet } from '@gangway/lib-wallet/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import type { NamesService } from '@gangway/plugin-names/public';
import { sendManifest } from './manifest';
import { setupSend } from './plugin';
import { sendSliceKey } from './slice';

const HASH = `0x${'cd'.repeat(32)}`;

/** The names service the names plugin provides, as a fake: a fixed directory, or a failing API. */
function fakeNames(directory: Record<string, string | Error>) {
  const asked: { name: string; chainId: number | string }[] = [];
  const service: NamesService = {
    async resolveAddress(name, chainId) {
      asked.push({ name, chainId });
      const hit = directory[name.trim().toLowerCase()];
      if (hit instanceof Error) throw hit;
      return hit ?? null;
    },
  };
  return { service, asked };
}

async function setup(names: ReturnType<typeof fakeNames>) {
  const wallet = createFakeWallet({ eth_sendTransaction: () => HASH });
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const h = createPluginHarness(manifest, {
    fakes: { plugins: [wallet.plugin, chainEip155Manifest], services: { names: names.service } },
    fetch: balanceFetch(() => ({ balances: [apiBalance('ETH', '2', { value: 6000 })] })).fetch,
    options: { networks: [testDevnet] },
  });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(1));
  return { h, wallet };
}
const fill = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByTestId('send-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: receiver } });
};

afterEach(cleanup);

describe('Send to a profile name', () => {
  it('resolves the name, shows its address and sends to it', async () => {
    const names = fakeNames({ 'alice.reown.id': OTHER_ADDRESS });
    const { h, wallet } = await setup(names);
    fill('1', 'alice.reown.id');
    await waitFor(() => expect(screen.getByTestId('send-receiver-name').dataset.status).toBe('resolved'));
    expect(screen.getByTestId('send-receiver-address').textContent).toBe(OTHER_ADDRESS);
    expect(names.asked).toEqual([{ name: 'alice.reown.id', chainId: 31337 }]);
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(wallet.calls.find((c) => c.method === 'eth_sendTransaction')?.params).toEqual([
      { from: TEST_ADDRESS, to: OTHER_ADDRESS, value: '0xde0b6b3a7640000', data: '0x' },
    ]);
    // Resolved once: the submit used the answer the view already had.
    expect(names.asked).toHaveLength(1);
  });

  it("shows 'Error resolving name' when resolution fails, and does not send", async () => {
    const names = fakeNames({ 'down.reown.id': new Error('Error resolving name') });
    const { wallet } = await setup(names);
    fill('1', 'down.reown.id');
    await waitFor(() => expect(screen.getByTestId('send-receiver-name').textContent).toBe('Error resolving name'));
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Error resolving name'));
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
  });

  it('a name with no address on the network is said so and not sent to; an address typed after it needs no resolving', async () => {
    const names = fakeNames({});
    const { h, wallet } = await setup(names);
    fill('1', 'nobody.reown.id');
    await waitFor(() => expect(screen.getByTestId('send-receiver-name').textContent).toBe('No address on this network for nobody.reown.id'));
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('No address on this network for nobody.reown.id'));
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    fill('1', OTHER_ADDRESS);
    await waitFor(() => expect(screen.queryByTestId('send-receiver-name')).toBeNull());
    expect(h.slice(sendSliceKey).receiverResolution).toBeUndefined();
    expect(names.asked).toHaveLength(1);
  });

  it('renders a hostile resolved address as text only (the service validates; the view never renders markup)', async () => {
    const names = fakeNames({ 'evil.reown.id': '<img src=x onerror=alert(1)>' });
    const { wallet } = await setup(names);
    fill('1', 'evil.reown.id');
    await waitFor(() => expect(screen.getByTestId('send-receiver-address').textContent).toBe('<img src=x onerror=alert(1)>'));
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Invalid address'));
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
  });
});
