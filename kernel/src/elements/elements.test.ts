// @vitest-environment happy-dom
// The custom elements: what they render for each state, theme variables, the views they open, text-only names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineManifest } from '../plugins/define';
import { createPluginHarness } from '../testing';
import { emptyChain } from '../state/defaults';
import { testDevnet, testMainnet, testSolana } from '../testing/networks.test-util';
import { avatarDataUrl } from '../ui/avatar';
import { defineGangwayElements } from './index';

// The views the buttons open are the plugins' roles (opens), not names the kernel knows.
const idle = defineManifest({ id: 'idle', apiVersion: 2, views: ['Door', 'Home', 'Chains'], opens: { disconnected: 'Door', connected: 'Home', network: 'Chains' },
  load: async () => ({ default: () => undefined }) as never });
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => { document.body.replaceChildren(); });

// customElements.define is once per page: one widget for the whole file.
const h = createPluginHarness(idle, { options: { themeVariables: { accent: 'rgb(1, 2, 3)' }, networks: [testDevnet, testMainnet, testSolana] } });
const open = vi.spyOn(h.gangway, 'open').mockResolvedValue(undefined as never);
defineGangwayElements(h.gangway);
defineGangwayElements(h.gangway); // a second call is harmless

function mount() {
  document.body.innerHTML = '<gangway-network-button data-testid="net"></gangway-network-button>'
    + '<gangway-button data-testid="btn" label="Sign in"></gangway-button><gangway-account-button data-testid="acc"></gangway-account-button>';
  return (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"] button, button[data-testid="${id}"]`);
}
const set = (patch: Record<string, unknown>) => h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, patch); });

describe('custom elements', () => {
  it('connect, themed by the host variables, opens the modal; the account element is empty', () => {
    set({ status: 'disconnected', address: undefined });
    const button = mount();
    expect(button('btn')!.textContent).toBe('Sign in');
    expect(button('btn')!.style.getPropertyValue('--gw-accent')).toBe('rgb(1, 2, 3)');
    expect(document.querySelector('gangway-account-button')!.childElementCount).toBe(0);
    button('btn')!.click();
    expect(open).toHaveBeenLastCalledWith();
  });

  it('connected: avatar, truncated address, balance; names are text, never markup', () => {
    const button = mount();
    set({ status: 'connected', address, balance: '2', balanceSymbol: 'ETH' });
    const acc = button('acc')!;
    expect(acc.textContent).toBe('0xf39F…2266');
    expect(acc.querySelector('img')!.getAttribute('src')).toBe(avatarDataUrl(address, 24));
    expect(document.querySelector('gangway-account-button .gw-h-balance')!.textContent).toBe('2 ETH');
    set({ profileName: '<img src=x onerror=alert(1)>', profileImage: 'javascript:alert(1)' });
    expect(button('btn')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelectorAll('img[src="x"], img[src^="javascript"]')).toHaveLength(0);
    button('acc')!.click();
    expect(open).toHaveBeenLastCalledWith({ view: 'Home' });
  });

  it('network: glyph and name, opens the network view; follows the theme mode', () => {
    const button = mount();
    h.kernel.store.update((d) => { d.activeCaipNetwork = h.kernel.options.networks[0] as never; });
    expect(button('net')!.textContent).toBe(h.kernel.options.networks[0]!.name);
    button('net')!.click();
    expect(open).toHaveBeenLastCalledWith({ view: 'Chains' });
    h.gangway.setThemeMode('dark');
    expect(button('net')!.dataset.theme).toBe('dark');
  });

  it('stops listening when removed', () => {
    set({ status: 'disconnected', address: undefined, profileName: undefined });
    mount();
    const el = document.querySelector('gangway-button')!;
    const before = el.innerHTML;
    el.remove();
    set({ status: 'connected', address, profileName: 'later' });
    expect(el.innerHTML).toBe(before);
    // Put back, it catches up with the state.
    document.body.append(el);
    expect(el.querySelector('button')!.textContent).toBe('later');
  });
});

describe('namespace attribute (AppKit buttons bound to a namespace)', () => {
  const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
  const solanaNetwork = () => testSolana;
  const setSolana = (patch: Record<string, unknown>) => h.kernel.store.update((d) => {
    d.chains.solana ??= emptyChain('solana');
    Object.assign(d.chains.solana!.account, patch);
    d.chains.solana!.network.caipNetwork = solanaNetwork() as never;
  });

  it("shows its namespace's account, not the active one's, and opens that namespace's views", () => {
    set({ status: 'connected', address, profileName: undefined, balance: undefined });
    setSolana({ status: 'disconnected', address: undefined, profileName: undefined, balance: undefined });
    document.body.innerHTML = '<gangway-button data-testid="sol" namespace="solana"></gangway-button><gangway-button data-testid="active"></gangway-button>';
    const sol = () => document.querySelector<HTMLElement>('[data-testid="sol"] button, button[data-testid="sol"]')!;
    // The active (EVM) namespace is connected; the Solana-bound button still offers to connect Solana.
    expect(document.querySelector('[data-testid="active"] button, button[data-testid="active"]')!.textContent).toBe('0xf39F…2266');
    expect(sol().dataset.gangwayHost).toBe('connect');
    sol().click();
    expect(open).toHaveBeenLastCalledWith({ view: 'Door', namespace: 'solana' });
    setSolana({ status: 'connected', address: solanaAddress });
    expect(sol().textContent).toBe('9WzDXw…AWWM');
    sol().click();
    expect(open).toHaveBeenLastCalledWith({ view: 'Home', namespace: 'solana' });
  });

  it("a network button bound to a namespace names that namespace's network; a changed attribute repaints", () => {
    setSolana({ status: 'connected', address: solanaAddress });
    h.kernel.store.update((d) => { d.activeCaipNetwork = h.kernel.options.networks[0] as never; });
    document.body.innerHTML = '<gangway-network-button data-testid="net"></gangway-network-button>';
    const net = () => document.querySelector<HTMLElement>('button[data-testid="net"]')!;
    expect(net().textContent).toBe(h.kernel.options.networks[0]!.name);
    net().parentElement!.setAttribute('namespace', 'solana');
    expect(net().textContent).toBe(solanaNetwork().name);
    net().click();
    expect(open).toHaveBeenLastCalledWith({ view: 'Chains', namespace: 'solana' });
  });
});

it('a namespace the host configured no network of leaves the element unbound (no stray active chain)', () => {
  set({ status: 'connected', address });
  document.body.innerHTML = '<gangway-button data-testid="odd" namespace="__proto__"></gangway-button>';
  const b = document.querySelector<HTMLElement>('[data-testid="odd"] button, button[data-testid="odd"]')!;
  expect(b.textContent).toBe('0xf39F…2266');
  b.click();
  expect(open).toHaveBeenLastCalledWith({ view: 'Home' });
});
