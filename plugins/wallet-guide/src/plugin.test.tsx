// @vitest-environment happy-dom
import { createServiceKey, PLUGIN_API_VERSION, type PluginApi, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import type { WalletListing, WalletPage, WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectManifest } from '@gangway/plugin-connect/manifest';
import { walletGuideManifest } from './manifest';

afterEach(cleanup);

const LISTINGS: WalletListing[] = [
  { id: 'a', name: 'Alpha', image_id: 'img-a', homepage: 'https://alpha.example/' },
  { id: 'b', name: 'Beta', homepage: 'javascript:alert(1)' },
  { id: 'c', name: 'Gamma', homepage: 'https://gamma.example/' },
];

/** A wallet-registry provider answering `fetchWallets` with `page` (or failing while `fail.now`). */
function fakeRegistry(page: WalletPage, fail = { now: false }): PluginManifest {
  const registry: WalletRegistry = {
    fetchWallets: async () => { if (fail.now) throw new Error('registry down'); return page; },
    featured: async () => [],
    recommended: async () => [],
    imageSrc: (id) => (id ? `blob:${id}` : undefined),
    prefetchImages: async () => {},
    connectorFor: () => undefined,
    walletCount: async () => 0,
  };
  return {
    id: 'all-wallets', apiVersion: PLUGIN_API_VERSION, provides: ['wallet-registry'],
    setup(api: PluginApi) { api.services.provide(createServiceKey<WalletRegistry>('wallet-registry'), registry); },
  } as PluginManifest;
}

describe('wallet guide', () => {
  // The Connect view (the real connect plugin, through its manifest) renders the contributed entry.
  it('adds "What is a wallet?" to the Connect view, on by default, which opens the guide', async () => {
    const h = createPluginHarness(walletGuideManifest, { fakes: [fakeRegistry({ count: 3, data: LISTINGS }), connectManifest] });
    await h.renderView('Connect');
    await screen.findByTestId('connect-method-wallet');
    const entry = await screen.findByTestId('connect-method-walletGuide-button');
    expect(entry.textContent).toBe('What is a wallet?');
    fireEvent.click(entry);
    await screen.findByTestId('wallet-guide');
    expect(h.kernel.router.current().view).toBe('WalletGuide');
  });

  it('is absent with enableWalletGuide: false', async () => {
    const h = createPluginHarness(walletGuideManifest, { options: { enableWalletGuide: false }, fakes: [fakeRegistry({ count: 0, data: [] }), connectManifest] });
    await h.renderView('Connect');
    await screen.findByTestId('connect-method-wallet');
    expect(screen.queryByTestId('connect-method-walletGuide')).toBeNull();
    expect(h.kernel.plugins.ownerOfView('WalletGuide')).toBeUndefined();
  });

  it('explains wallets and lists registry wallets with their safe get links only', async () => {
    const h = createPluginHarness(walletGuideManifest, { fakes: [fakeRegistry({ count: 3, data: LISTINGS })] });
    await h.renderView('WalletGuide');
    expect(screen.getByTestId('wallet-guide').textContent).toContain('A wallet lets you send, receive, store and show digital assets');
    await waitFor(() => expect(screen.getAllByTestId('wallet-guide-get-link')).toHaveLength(2));
    const links = screen.getAllByTestId('wallet-guide-get-link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['Get Alpha', 'https://alpha.example/', '_blank', 'noopener noreferrer'],
      ['Get Gamma', 'https://gamma.example/', '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByTestId('wallet-guide-get').getAttribute('aria-busy')).toBe('false');
  });

  it('marks the list busy while it loads, announces a failure and retries', async () => {
    const fail = { now: true };
    const h = createPluginHarness(walletGuideManifest, { fakes: [fakeRegistry({ count: 3, data: LISTINGS }, fail)] });
    await h.renderView('WalletGuide');
    expect(screen.getByTestId('wallet-guide-get').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Loading wallets');
    const failed = await screen.findByTestId('wallet-guide-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    fail.now = false;
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(screen.getAllByTestId('wallet-guide-get-link')).toHaveLength(2));
  });

  it('without the registry (enableWallets: false) shows the explanation alone', async () => {
    const h = createPluginHarness(walletGuideManifest, { options: { enableWallets: false }, fakes: [] });
    await h.renderView('WalletGuide');
    expect(screen.getByTestId('wallet-guide').textContent).toContain('A new way to sign in');
    expect(screen.queryByTestId('wallet-guide-get')).toBeNull();
  });
});
