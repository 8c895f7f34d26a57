// @vitest-environment happy-dom
// The NFTs tab through the harness: the held NFTs of the connected network, states, hostile metadata inert.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { nftsManifest } from './manifest';

const NFTS = `GET /v1/account/${TEST_ADDRESS}/nfts`;
const nft = (tokenId: string, extra: Record<string, unknown> = {}) => ({
  chainId: 'eip155:31337', contract: '0xc0ffee', tokenId, standard: 'ERC721', amount: '1', name: `Pass #${tokenId}`,
  description: null, imageUrl: `data:image/svg+xml;base64,PHN2Zy8+`, collection: { name: 'Gangway Passes', address: '0xc0ffee' }, ...extra,
});

afterEach(cleanup);

async function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const ff = fakeFetch(routes);
  const h = createPluginHarness(nftsManifest, { options: { networks: evmTestNetworks }, fakes: [createFakeWallet().plugin], fetch: ff.fetch });
  await h.kernel.connect({ connectorId: 'fake' });
  return { h, ff };
}

describe('NFTs tab', () => {
  it('lists the NFTs held on the connected network with image, name and collection', async () => {
    const { h, ff } = await setup({ [NFTS]: { json: { data: [nft('1'), nft('7', { standard: 'ERC1155', amount: '3', name: 'Badge', collection: { name: 'Badges' } }), nft('9', { chainId: 'eip155:1' }), { tokenId: 'bad' }], next: null } } });
    await h.renderView('Nfts');
    await waitFor(() => expect(screen.getAllByTestId('nft-item')).toHaveLength(2));
    const [a, b] = screen.getAllByTestId('nft-item');
    expect(within(a).getByTestId('nft-name').textContent).toBe('Pass #1');
    expect(within(a).getByTestId('nft-collection').textContent).toBe('Gangway Passes');
    expect(within(a).getByTestId('nft-image').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(b).getByTestId('nft-collection').textContent).toBe('Badges ×3');
    expect(ff.calls[0].url.searchParams.get('chainId')).toBe('eip155:31337');
  });

  it('renders hostile names and image URLs inert (no script URL or HTML reaches an <img>)', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { h } = await setup({ [NFTS]: { json: { data: [
      nft('666', { name: hostile, imageUrl: 'javascript:alert(1)', collection: { name: '<script>alert(1)</script>' } }),
      nft('667', { name: '<b onmouseover=alert(1)>svg</b>', imageUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }),
    ], next: null } } });
    const { container } = await h.renderView('Nfts');
    await waitFor(() => expect(screen.getAllByTestId('nft-item')).toHaveLength(2));
    const [a, b] = screen.getAllByTestId('nft-item');
    expect(within(a).getByTestId('nft-name').textContent).toBe(hostile);
    expect(within(a).getByTestId('nft-collection').textContent).toBe('<script>alert(1)</script>');
    expect(within(a).getByTestId('nft-image').tagName).toBe('SPAN');
    expect(within(b).getByTestId('nft-image').tagName).toBe('SPAN');
    expect(container.querySelectorAll('script, b, img[src="x"]')).toHaveLength(0);
  });

  it('shows the empty state, and an error without breaking when the endpoint fails', async () => {
    const empty = await setup({ [NFTS]: { json: { data: [], next: null } } });
    await empty.h.renderView('Nfts');
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('No NFTs yet');
    cleanup();
    const down = await setup({ [NFTS]: { status: 500, json: {} } });
    await down.h.renderView('Nfts');
    expect((await screen.findByTestId('nfts-error')).textContent).toBe('Could not load NFTs');
  });

  it('is off with features.nfts false', async () => {
    const h = createPluginHarness(nftsManifest, { features: { nfts: false } });
    expect(await h.activate()).toBe(false);
  });
});
