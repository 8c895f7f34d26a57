// @vitest-environment happy-dom
import { PLUGIN_API_VERSION, type ConnectorInfo, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectManifest } from './manifest';
import { fakeConnectorPlugin, fakeRegistryPlugin, testWallet, WALLET_COUNT, wcConnector } from './test-fakes';

afterEach(cleanup);

const methodOrder = () => [...document.querySelectorAll('[data-testid^="connect-method-"]')].map((e) => e.getAttribute('data-testid')!.replace('connect-method-', ''));
const walletNames = () => [...document.querySelectorAll('[data-testid="connect-method-wallet"] [data-group]')].map((e) => `${e.getAttribute('data-group')}:${e.textContent}`);

/** Stand-in email and social plugins: only their views matter to the Connect view. */
const method = (id: string, feature: string, view: string, label: string) =>
  ({ id: `${id}-plugin`, apiVersion: PLUGIN_API_VERSION, feature, views: [view], contributes: { 'connect.methods': [{ id, label, view }] }, setup() {} }) as unknown as PluginManifest;
const emailPlugin = method('email', 'features.email', 'EmailLogin', 'Continue with email');
const socialPlugin = method('social', 'features.socials', 'ConnectingSocial', 'Social login');

function harness(opts: { installed?: boolean; options?: Record<string, unknown>; plugins?: PluginManifest[]; storage?: Record<string, string> } = {}) {
  const connectors = opts.installed ? [wcConnector, testWallet] : [wcConnector];
  return createPluginHarness(connectManifest, {
    fakes: [fakeConnectorPlugin('connectors', connectors), fakeRegistryPlugin(), ...(opts.plugins ?? [emailPlugin, socialPlugin])],
    options: opts.options,
    storage: opts.storage,
  });
}

describe('Connect view', () => {
  it('orders methods email, social, wallet without an installed wallet', async () => {
    const h = harness();
    await h.renderView('Connect');
    await waitFor(() => expect(methodOrder()).toEqual(['email', 'social', 'wallet']));
  });

  it('puts wallet first when a wallet is announced', async () => {
    const h = harness({ installed: true });
    await h.renderView('Connect');
    await waitFor(() => expect(methodOrder()).toEqual(['wallet', 'email', 'social']));
  });

  it('follows features.connectMethodsOrder', async () => {
    const h = harness({ installed: true, options: { features: { connectMethodsOrder: ['social', 'email', 'wallet'] } } });
    await h.renderView('Connect');
    await waitFor(() => expect(methodOrder()).toEqual(['social', 'email', 'wallet']));
  });

  it('renders no email or social rows when no enabled plugin contributes their views', async () => {
    const h = harness({ plugins: [] });
    await h.renderView('Connect');
    await waitFor(() => expect(methodOrder()).toEqual(['wallet']));
  });

  it('renders no email or social rows when their features are off, even with the plugins', async () => {
    const h = harness({ options: { features: { email: false, socials: false } } });
    await h.renderView('Connect');
    await waitFor(() => expect(methodOrder()).toEqual(['wallet']));
  });

  it('shows walletConnect, recent (at most 2), installed, featured (4), then All Wallets; no slot left for recommended ones', async () => {
    const recent = [{ id: 'id-Rainbow', name: 'Rainbow', image_id: 'img-Rainbow' }, { id: 'r2', name: 'Old Wallet' }, { id: 'r3', name: 'Older Wallet' }];
    const h = harness({
      installed: true,
      options: { featuredWalletIds: ['id-MetaMask', 'id-Rainbow', 'id-Zerion', 'id-Trust', 'id-Ledger'] },
      storage: { '@gangway/recentWallets': JSON.stringify(recent) },
    });
    await h.renderView('Connect');
    await waitFor(() => expect(walletNames().some((n) => n.startsWith('featured'))).toBe(true));
    const names = walletNames();
    expect(names[0]).toBe('walletConnect:WalletConnect');
    // Storage keeps at most 2 recent wallets: the third stored entry is dropped on read.
    expect(names.filter((n) => n.startsWith('recent'))).toEqual(['recent:RainbowRecent', 'recent:Old WalletRecent']);
    expect(names.filter((n) => n.startsWith('injected'))).toEqual(['injected:Gangway Test WalletInstalled']);
    // Rainbow is recent, so featured shows the 3 others of the first 4.
    expect(names.filter((n) => n.startsWith('featured'))).toEqual(['featured:MetaMask', 'featured:Zerion', 'featured:Trust']);
    // AppKit's cap: 4 less the installed wallet, the 3 featured, email and social.
    expect(names.filter((n) => n.startsWith('recommended'))).toHaveLength(0);
    expect(screen.getByTestId('all-wallets')).toBeTruthy();
  });

  it("open({ namespace }): a recent wallet of another family's connector is left out with that connector; one of the namespace stays", async () => {
    const evm: ConnectorInfo = { id: 'eip6963:dev.gangway.evm', name: 'EVM Wallet', type: 'ANNOUNCED', rdns: 'dev.gangway.evm', chain: 'eip155', view: 'ConnectingExternal' };
    const sol: ConnectorInfo = { id: 'wallet-standard:solana:Sol Wallet', name: 'Sol Wallet', type: 'ANNOUNCED', chain: 'solana', view: 'ConnectingExternal' };
    const recent = [{ id: 'dev.gangway.evm', name: 'EVM Wallet', connectorId: evm.id }, { id: 'sol', name: 'Sol Wallet', connectorId: sol.id }];
    const h = createPluginHarness(connectManifest, {
      fakes: [fakeConnectorPlugin('connectors', [wcConnector, evm, sol]), fakeRegistryPlugin()],
      storage: { '@gangway/recentWallets': JSON.stringify(recent) },
    });
    h.kernel.store.update((d) => { d.namespaceFilter = 'solana'; });
    await h.renderView('Connect');
    await waitFor(() => expect(walletNames().some((n) => n.includes('Sol Wallet'))).toBe(true));
    expect(walletNames().filter((n) => n.includes('EVM Wallet'))).toEqual([]);
    cleanup();
    h.kernel.store.update((d) => { d.namespaceFilter = undefined; });
    await h.renderView('Connect');
    await waitFor(() => expect(walletNames().some((n) => n.includes('EVM Wallet'))).toBe(true));
  });

  it('shows 4 recommended wallets when nothing else shares the view; email and social login take one slot each (AppKit)', async () => {
    const recommended = () => walletNames().filter((n) => n.startsWith('recommended'));
    await harness({ plugins: [] }).renderView('Connect');
    await waitFor(() => expect(recommended()).toEqual(['recommended:Alpha', 'recommended:Beta', 'recommended:Gamma', 'recommended:Delta']));
    cleanup();
    await harness().renderView('Connect');
    await waitFor(() => expect(recommended()).toEqual(['recommended:Alpha', 'recommended:Beta']));
  });

  it('All Wallets shows its icon and the registry\'s wallet count, rounded as AppKit does', async () => {
    await harness().renderView('Connect');
    expect(await screen.findByTestId('all-wallets-count')).toBeTruthy();
    const all = screen.getByTestId('all-wallets');
    expect(all.textContent).toBe(`All Wallets${'230+'}`);
    expect(all.querySelector('[data-testid="all-wallets-icon"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(WALLET_COUNT).toBe(237);
  });

  describe('collapsed wallets (emailShowWallets: false, collapseWallets)', () => {
    for (const features of [{ emailShowWallets: false }, { collapseWallets: true }]) {
      it(`${JSON.stringify(features)}: email and social first, the wallets behind "Continue with a wallet", which opens them`, async () => {
        const h = harness({ options: { features } });
        await h.renderView('Connect');
        const row = await screen.findByTestId('connect-collapsed-wallets');
        expect(row.textContent).toBe('Continue with a wallet');
        expect(methodOrder()).toEqual(['email', 'social', 'wallet']);
        expect(walletNames()).toEqual([]);
        expect(screen.queryByTestId('all-wallets')).toBeNull();
        act(() => fireEvent.click(row));
        expect(h.kernel.router.current().view).toBe('ConnectWallets');
        expect(h.kernel.t('view.ConnectWallets')).toBe('Connect Wallet');
        cleanup();
        await h.renderView('ConnectWallets');
        // The whole list: no email or social on this view, so all 4 recommended wallets show.
        await waitFor(() => expect(walletNames()).toEqual(['walletConnect:WalletConnect', 'recommended:Alpha', 'recommended:Beta', 'recommended:Gamma', 'recommended:Delta']));
        expect(screen.getByTestId('all-wallets').textContent).toBe('All Wallets230+');
        act(() => fireEvent.click(screen.getByTestId('wallet-id-Alpha')));
        expect(h.kernel.router.current().view).toBe('ConnectingWalletConnect');
      });
    }

    it('does not collapse when no email or social login is on the view (the wallets are the only way in)', async () => {
      await harness({ plugins: [], options: { features: { collapseWallets: true } } }).renderView('Connect');
      await waitFor(() => expect(walletNames()).toContain('walletConnect:WalletConnect'));
      expect(screen.queryByTestId('connect-collapsed-wallets')).toBeNull();
    });

    it('the collapsed row waits for the legal checkbox like every wallet button', async () => {
      await harness({ options: { termsConditionsUrl: 'https://example.com/terms', features: { legalCheckbox: true, collapseWallets: true } } }).renderView('Connect');
      const row = await screen.findByTestId('connect-collapsed-wallets') as HTMLButtonElement;
      expect(row.disabled).toBe(true);
      act(() => fireEvent.click(screen.getByRole('checkbox')));
      expect((screen.getByTestId('connect-collapsed-wallets') as HTMLButtonElement).disabled).toBe(false);
    });
  });

  describe('branding (features.reownBranding)', () => {
    const branding = () => {
      const footer = screen.getByTestId('branding-footer');
      // "UX by " from the catalogue, the name as the wordmark image (its <title> names it).
      return { text: footer.firstChild?.textContent, name: footer.querySelector('svg[role="img"] > title')?.textContent };
    };
    it('is on by default: "UX by" and the Gangway wordmark under the Connect view and ConnectWallets', async () => {
      const h = harness();
      await h.renderView('Connect');
      await screen.findByTestId('branding-footer');
      expect(branding()).toEqual({ text: 'UX by ', name: 'Gangway' });
      cleanup();
      await h.renderView('ConnectWallets');
      expect(branding()).toEqual({ text: 'UX by ', name: 'Gangway' });
    });
    it('follows the locale\'s common.poweredBy around the name', async () => {
      await harness({ options: { messages: { 'common.poweredBy': 'Designed by {name}.' } } }).renderView('Connect');
      const footer = await screen.findByTestId('branding-footer');
      expect(footer.firstChild?.textContent).toBe('Designed by ');
      expect(footer.lastChild?.textContent).toBe('.');
    });
    it('is not shown when reownBranding is off', async () => {
      await harness({ options: { features: { reownBranding: false } } }).renderView('Connect');
      await screen.findByTestId('wallet-walletConnect');
      expect(screen.queryByTestId('branding-footer')).toBeNull();
    });
  });

  it('open({ namespace }) shows only that namespace\'s wallets (WalletConnect stays); disconnect clears the filter', async () => {
    const phantom: ConnectorInfo = { id: 'ws:phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', rdns: 'app.phantom', view: 'ConnectingExternal' };
    const h = createPluginHarness(connectManifest, {
      fakes: [fakeConnectorPlugin('connectors', [wcConnector, { ...testWallet, chain: 'eip155' }, phantom]), fakeRegistryPlugin(), emailPlugin, socialPlugin],
    });
    await h.gangway.open({ namespace: 'solana' });
    expect(h.kernel.store.getState().namespaceFilter).toBe('solana');
    await h.renderView('Connect');
    await waitFor(() => expect(walletNames()).toContain('injected:PhantomInstalled'));
    expect(walletNames().filter((n) => n.startsWith('walletConnect') || n.startsWith('injected'))).toEqual(['walletConnect:WalletConnect', 'injected:PhantomInstalled']);
    await h.kernel.disconnect();
    expect(h.kernel.store.getState().namespaceFilter).toBeUndefined();
    await waitFor(() => expect(walletNames()).toContain('injected:Gangway Test WalletInstalled'));
    // Any open without a namespace clears it too.
    await h.gangway.open({ namespace: 'solana' });
    await h.gangway.open();
    expect(h.kernel.store.getState().namespaceFilter).toBeUndefined();
  });

  it('hides All Wallets when features.allWallets or enableWallets is off', async () => {
    const h = harness({ options: { features: { allWallets: false } } });
    await h.renderView('Connect');
    await waitFor(() => expect(walletNames()).toContain('walletConnect:WalletConnect'));
    expect(screen.queryByTestId('all-wallets')).toBeNull();
    cleanup();
    const h2 = harness({ options: { enableWallets: false } });
    await h2.renderView('Connect');
    await waitFor(() => expect(walletNames()).toContain('walletConnect:WalletConnect'));
    expect(screen.queryByTestId('all-wallets')).toBeNull();
    expect(walletNames().some((n) => n.startsWith('recommended'))).toBe(false);
  });

  it('navigates to a connector view: installed → ConnectingExternal, registry wallet → ConnectingWalletConnect', async () => {
    const h = harness({ installed: true });
    await h.renderView('Connect');
    const btn = await screen.findByTestId(`wallet-${testWallet.id}`);
    act(() => fireEvent.click(btn));
    expect(h.kernel.router.current()).toEqual({ view: 'ConnectingExternal', data: { connectorId: testWallet.id } });
    act(() => h.kernel.router.back());
    // The registry's recommended wallets arrive asynchronously: wait for the row.
    const alpha = await screen.findByTestId('wallet-id-Alpha');
    act(() => fireEvent.click(alpha));
    expect(h.kernel.router.current().view).toBe('ConnectingWalletConnect');
    expect((h.kernel.router.current().data as { wallet: { name: string } }).wallet.name).toBe('Alpha');
  });

  it('shows the legal footer with the terms and privacy links', async () => {
    const h = harness({ options: { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' } });
    await h.renderView('Connect');
    const footer = await screen.findByTestId('legal-footer');
    expect(footer.textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy');
    expect(screen.getByTestId('legal-terms').getAttribute('href')).toBe('https://example.com/terms');
    expect(screen.getByTestId('legal-privacy').getAttribute('href')).toBe('https://example.com/privacy');
  });

  it('gates every button behind the legal checkbox when features.legalCheckbox is on', async () => {
    const h = harness({ options: { termsConditionsUrl: 'https://example.com/terms', features: { legalCheckbox: true } } });
    await h.renderView('Connect');
    const wc = await screen.findByTestId('wallet-walletConnect');
    expect(screen.getByTestId('legal-checkbox').textContent).toBe('I agree to the Terms of Service');
    expect((wc as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('all-wallets') as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('checkbox')));
    expect((screen.getByTestId('wallet-walletConnect') as HTMLButtonElement).disabled).toBe(false);
  });
  it('remembers the acceptance for the same terms and privacy URLs, and forgets it when unticked', async () => {
    const options = { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy', features: { legalCheckbox: true } };
    const h = harness({ options });
    await h.renderView('Connect');
    act(() => fireEvent.click(screen.getByRole('checkbox')));
    expect(JSON.parse(h.storage.getItem('@gangway/legalAccepted')!)).toEqual({ terms: 'https://example.com/terms', privacy: 'https://example.com/privacy' });
    cleanup();

    // Same documents: ticked and unlocked at once.
    const again = harness({ options, storage: { '@gangway/legalAccepted': h.storage.getItem('@gangway/legalAccepted')! } });
    await again.renderView('Connect');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('wallet-walletConnect') as HTMLButtonElement).disabled).toBe(false);
    act(() => fireEvent.click(screen.getByRole('checkbox')));
    expect(again.storage.getItem('@gangway/legalAccepted')).toBe(null);
    cleanup();

    // Other terms: asked again.
    const changed = harness({ options: { ...options, termsConditionsUrl: 'https://example.com/terms-v2' }, storage: { '@gangway/legalAccepted': JSON.stringify({ terms: 'https://example.com/terms', privacy: 'https://example.com/privacy' }) } });
    await changed.renderView('Connect');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('wallet-walletConnect') as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves the wallet guide entry usable while the legal checkbox is unticked', async () => {
    const guide = method('walletGuide', 'enableWalletGuide', 'WalletGuide', 'What is a wallet?');
    const h = harness({ plugins: [guide], options: { termsConditionsUrl: 'https://example.com/terms', features: { legalCheckbox: true } } });
    await h.renderView('Connect');
    expect((await screen.findByTestId('connect-method-walletGuide-button') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('wallet-walletConnect') as HTMLButtonElement).disabled).toBe(true);
  });
});
