// @vitest-environment happy-dom
// The host components (connect / account / network button): labels, avatar, balance, theme variables, views.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineManifest } from '../plugins/define';
import { createPluginHarness } from '../testing';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { avatarDataUrl } from '../ui/avatar';
import { GangwayProvider } from './GangwayProvider';
import { GangwayAccountButton, GangwayButton, GangwayNetworkButton } from './host-buttons';

afterEach(() => { cleanup(); document.getElementById('gangway-host-styles')?.remove(); });

// The views the buttons open are the plugins' roles (opens), not names the kernel knows.
const idle = defineManifest({ id: 'idle', apiVersion: 2, views: ['Door', 'Home', 'Chains'], opens: { disconnected: 'Door', connected: 'Home', network: 'Chains' },
  load: async () => ({ default: () => undefined }) as never });
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function setup(options: Record<string, unknown> = {}) {
  const h = createPluginHarness(idle, { options: { themeVariables: { accent: 'rgb(255, 0, 102)', 'border-radius-master': 2 }, cspNonce: 'n0nce', networks: [testDevnet, testMainnet], ...options } });
  const open = vi.spyOn(h.gangway, 'open').mockResolvedValue(undefined as never);
  render(<GangwayProvider gangway={h.gangway}><GangwayNetworkButton /><GangwayButton /><GangwayAccountButton /></GangwayProvider>);
  const connectAs = (patch: Record<string, unknown>) => act(() => { h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, { status: 'connected', address, ...patch }); }); });
  return { h, open, connectAs };
}

describe('host components', () => {
  it('connect: the catalogue label, the host theme variables, the stylesheet once with the nonce', () => {
    const { open } = setup();
    const button = screen.getByTestId('gangway-connect');
    expect(button.textContent).toBe('Connect Wallet');
    expect(button.style.getPropertyValue('--gw-accent')).toBe('rgb(255, 0, 102)');
    expect(button.style.getPropertyValue('--gw-border-radius-master')).toBe('2px');
    const styles = document.querySelectorAll('#gangway-host-styles');
    expect(styles).toHaveLength(1);
    expect((styles[0] as HTMLStyleElement).nonce).toBe('n0nce');
    // The account button has nothing to show yet.
    expect(screen.queryByTestId('gangway-account-button')).toBeNull();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith();
  });

  it('account: generated avatar and truncated address, then the identity name and avatar, and the balance', () => {
    const { open, connectAs } = setup();
    connectAs({});
    expect(screen.queryByText('Connect Wallet')).toBeNull();
    // <GangwayButton> became the account button, keeping its test id.
    expect(screen.getByTestId('gangway-connect').textContent).toBe('0xf39F…2266');
    expect(screen.getByTestId('gangway-connect-avatar-generated').getAttribute('src')).toBe(avatarDataUrl(address, 24));
    expect(screen.queryByTestId('gangway-account-button-balance')).toBeNull();
    connectAs({ profileName: 'alice.reown.id', profileImage: 'https://img.test/a.png', balance: '1.234567', balanceSymbol: 'ETH' });
    expect(screen.getByTestId('gangway-account-button').textContent).toBe('alice.reown.id');
    expect(screen.getByTestId('gangway-account-button-avatar').getAttribute('src')).toBe('https://img.test/a.png');
    expect(screen.getByTestId('gangway-account-button-balance').textContent).toBe(`${new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 }).format(1.2346)} ETH`);
    // A script URL is never an avatar: the generated one instead.
    connectAs({ profileImage: 'javascript:alert(1)' });
    expect(screen.queryByTestId('gangway-account-button-avatar')).toBeNull();
    expect(screen.getByTestId('gangway-account-button-avatar-generated')).toBeTruthy();
    fireEvent.click(screen.getByTestId('gangway-account-button'));
    expect(open).toHaveBeenCalledWith({ view: 'Home' });
  });

  it('network: the active network name (a glyph when it has no image) opens the network view', () => {
    const { h, open } = setup();
    const network = h.kernel.options.networks[0]!;
    act(() => { h.kernel.store.update((d) => { d.activeCaipNetwork = network as never; }); });
    const button = screen.getByTestId('gangway-network-button');
    expect(button.textContent).toBe(network.name);
    expect(button.querySelector('svg[data-icon="network"]')).toBeTruthy();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith({ view: 'Chains' });
  });

  it('follows the modal theme mode', () => {
    const { h } = setup();
    expect(screen.getByTestId('gangway-connect').dataset.theme).toBe('light');
    act(() => h.gangway.setThemeMode('dark'));
    expect(screen.getByTestId('gangway-connect').dataset.theme).toBe('dark');
  });
});
