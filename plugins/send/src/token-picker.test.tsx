// @vitest-environment happy-dom
// Send's token picker (issue 36): the held tokens with images, suggested first on an empty search,
// a search finds the rest, a choice sets the token the select shows.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { apiBalance, balanceFetch, createFakeWallet, USDC, testDevnet } from '@gangway/lib-wallet/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { sendManifest } from './manifest';
import { setupSend } from './plugin';
import { sendSliceKey } from './slice';

afterEach(cleanup);

const balances = () => ({
  balances: [
    apiBalance('ZED', '5', { address: 'eip155:31337:0x2222222222222222222222222222222222222222', iconUrl: '' }),
    apiBalance('USDC', '1000', { address: `eip155:31337:${USDC}`, quantity: { decimals: '6', numeric: '1000' }, iconUrl: '' }),
    apiBalance('ETH', '2'),
  ],
});

async function setup() {
  const wallet = createFakeWallet({});
  const manifest = { ...sendManifest, load: async () => ({ setup: (api: Parameters<typeof setupSend>[0]) => setupSend(api) }) };
  const http = balanceFetch(balances);
  const images: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (path.startsWith('/public/getTokenImage/')) images.push(path);
    return http.fetch(input, init);
  }) as typeof globalThis.fetch;
  const h = createPluginHarness(manifest, { fakes: [wallet.plugin, chainEip155Manifest], fetch, options: { networks: [testDevnet] } });
  await h.kernel.connect({ connectorId: 'fake' });
  h.kernel.router.reset('Account');
  h.kernel.router.push('Send');
  await h.renderView('Send');
  await waitFor(() => expect(h.slice(sendSliceKey).tokenBalances).toHaveLength(3));
  return { h, images };
}

describe('Send token picker', () => {
  it('lists the suggested tokens first (ETH, USDC), then the rest; tokens without an icon URL ask the token image by symbol', async () => {
    const { images } = await setup();
    fireEvent.click(screen.getByTestId('send-token-open'));
    const rows = screen.getAllByTestId('send-token-option');
    expect(rows.map((r) => [r.dataset.symbol, r.dataset.suggested !== undefined])).toEqual([['ETH', true], ['USDC', true], ['ZED', false]]);
    // ETH has its own icon URL; USDC and ZED have none: the token image endpoint by symbol.
    expect(rows[0].querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1/i.png');
    await waitFor(() => expect(images.sort()).toEqual(['/public/getTokenImage/USDC', '/public/getTokenImage/ZED']));
  });

  it('a search finds a token that is not suggested; choosing it sets the token of the send state and the select', async () => {
    const { h } = await setup();
    fireEvent.click(screen.getByTestId('send-token-open'));
    fireEvent.change(screen.getByTestId('send-token-search'), { target: { value: 'ze' } });
    const rows = screen.getAllByTestId('send-token-option');
    expect(rows.map((r) => r.dataset.symbol)).toEqual(['ZED']);
    fireEvent.click(rows[0].querySelector('button')!);
    expect(h.slice(sendSliceKey).token?.symbol).toBe('ZED');
    expect((screen.getByTestId('send-token') as HTMLSelectElement).value).toBe('eip155:31337:0x2222222222222222222222222222222222222222');
  });
});
