// @vitest-environment happy-dom
// The on-ramp's images (issue 36): the fiat currency by id and the coin by symbol from the image
// endpoints, with the project's id; an image that fails shows the initials, never a broken image.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { createFakeWallet, testDevnet } from '@gangway/lib-wallet/testing';
import { onrampManifest } from './manifest';

afterEach(cleanup);

const LIMITS = [{ id: 'card', min: '10', max: '7500' }];
const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }, { id: 'XYZ', payment_method_limits: LIMITS }],
  purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'base' }] }],
};
/** An image answer as the service sends it: an SVG blob. */
const svg = () => new Response(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }));

async function setup() {
  const ff = fakeFetch({
    'GET /v1/onramp/options': { json: OPTIONS },
    'POST /v1/onramp/quote': { status: 500, json: {} },
    'GET /public/getCurrencyImage/XYZ': { status: 404, text: 'Not found' },
  });
  const asked: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (/Image\//.test(url.pathname)) asked.push(url);
    return ['/public/getCurrencyImage/USD', '/public/getTokenImage/USDC'].includes(url.pathname) ? svg() : ff.fetch(input, init);
  }) as typeof globalThis.fetch;
  const h = createPluginHarness(onrampManifest, { fakes: [createFakeWallet({}).plugin], fetch, options: { networks: [testDevnet] } });
  await h.kernel.connect({ connectorId: 'fake' });
  await h.renderView('OnRamp');
  return { asked };
}

describe('On-ramp images', () => {
  it('asks the currency image by id and the coin image by symbol, with the project id, and shows them', async () => {
    const { asked } = await setup();
    await waitFor(() => expect(screen.getByTestId('onramp-currency-image').getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect(screen.getByTestId('onramp-purchase-image').getAttribute('src')).toMatch(/^blob:/));
    expect(asked.map((u) => u.pathname).sort()).toEqual(['/public/getCurrencyImage/USD', '/public/getTokenImage/USDC']);
    expect(asked.every((u) => u.searchParams.get('projectId') === 'test' && u.searchParams.has('st') && u.searchParams.has('sv'))).toBe(true);
  });

  it('a currency whose image fails shows its initials (no broken image)', async () => {
    await setup();
    await screen.findByTestId('onramp-currency');
    fireEvent.change(screen.getByTestId('onramp-currency'), { target: { value: 'XYZ' } });
    await waitFor(() => expect(screen.getByTestId('onramp-currency-image').dataset.fallback).toBe(''));
    expect(screen.getByTestId('onramp-currency-image').tagName).toBe('SPAN');
    expect(screen.getByTestId('onramp-currency-image').dataset.initials).toBeTruthy();
  });
});
