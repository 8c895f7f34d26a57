import type { ConnectorInfo } from '@gangway/kernel';
import { describe, expect, it } from 'vitest';
import { allWalletsTag, buildWalletRows, capRecommended, connectMethodsOrder, hasInstalledWallet, type WalletRowInput } from './order';

const wc: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', view: 'ConnectingWalletConnect' };
const announced: ConnectorInfo = { id: 'eip6963:dev.gangway.testwallet', name: 'Gangway Test Wallet', type: 'ANNOUNCED', rdns: 'dev.gangway.testwallet', view: 'ConnectingExternal' };
const custom: ConnectorInfo = { id: 'custom-1', name: 'Custom', type: 'CUSTOM' };
const external: ConnectorInfo = { id: 'ext-1', name: 'External', type: 'EXTERNAL' };
const auth: ConnectorInfo = { id: 'AUTH', name: 'Email', type: 'AUTH' };
const listing = (name: string, extra: Record<string, unknown> = {}) => ({ id: `id-${name}`, name, image_id: `img-${name}`, ...extra });

const base = (over: Partial<WalletRowInput> = {}): WalletRowInput => ({
  connectors: [wc, announced, custom, external, auth],
  recent: [],
  featured: [],
  recommended: [],
  walletConnectEnabled: true,
  ...over,
});

describe('connect method order (spec §2)', () => {
  it('is email, social, wallet by default', () => {
    expect(connectMethodsOrder(undefined, false)).toEqual(['email', 'social', 'wallet']);
  });
  it('puts wallet first when an installed or announced wallet is present', () => {
    expect(hasInstalledWallet([wc])).toBe(false);
    expect(hasInstalledWallet([wc, announced])).toBe(true);
    expect(hasInstalledWallet([{ ...announced, type: 'INJECTED' }])).toBe(true);
    expect(connectMethodsOrder(undefined, true)).toEqual(['wallet', 'email', 'social']);
  });
  it('follows features.connectMethodsOrder when set, whatever is installed', () => {
    expect(connectMethodsOrder(['social', 'wallet', 'email'], true)).toEqual(['social', 'wallet', 'email']);
    expect(connectMethodsOrder([], true)).toEqual(['wallet', 'email', 'social']);
  });
});

describe('wallet rows', () => {
  it('follow the default connector type order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const rows = buildWalletRows(base({
      recent: [listing('Rainbow')],
      featured: [listing('MetaMask')],
      recommended: [listing('Zerion')],
    }));
    expect(rows.map((r) => r.group)).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']);
    expect(rows.map((r) => r.name)).toEqual(['WalletConnect', 'Rainbow', 'Gangway Test Wallet', 'MetaMask', 'Custom', 'External', 'Zerion']);
  });

  it('follow features.connectorTypeOrder', () => {
    const rows = buildWalletRows(base({ order: ['recommended', 'injected', 'walletConnect'], recommended: [listing('Zerion')] }));
    expect(rows.map((r) => r.name)).toEqual(['Zerion', 'Gangway Test Wallet', 'WalletConnect']);
  });

  it('show a wallet once: the first group wins, matching by id, rdns or name', () => {
    const rows = buildWalletRows(base({
      recent: [{ id: 'reg-test', name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet', connectorId: announced.id }],
      featured: [listing('Zerion'), listing('Gangway Test Wallet', { rdns: 'dev.gangway.testwallet' })],
      recommended: [listing('Zerion'), listing('zerion')],
    }));
    expect(rows.filter((r) => r.name.toLowerCase() === 'zerion')).toHaveLength(1);
    expect(rows.filter((r) => r.name === 'Gangway Test Wallet').map((r) => r.group)).toEqual(['recent']);
  });

  it('send an installed listing to ConnectingExternal and the others to ConnectingWalletConnect', () => {
    const rows = buildWalletRows(base({ featured: [listing('Gangway Test Wallet', { rdns: 'dev.gangway.testwallet' }), listing('MetaMask')], order: ['featured'] }));
    expect(rows[0]).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: announced.id }, installed: true });
    expect(rows[1]).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { name: 'MetaMask' } } });
  });

  it('leave out wallets that need WalletConnect when it is disabled, and AUTH connectors always', () => {
    const rows = buildWalletRows(base({ connectors: [announced, auth], featured: [listing('MetaMask')], walletConnectEnabled: false }));
    expect(rows.map((r) => r.name)).toEqual(['Gangway Test Wallet']);
  });
});

describe('Wallet Standard wallets (no rdns) and the registry', () => {
  const phantom: ConnectorInfo = { id: 'wallet-standard:solana:Phantom', name: 'Phantom', chain: 'solana', type: 'ANNOUNCED', imageUrl: 'data:image/svg+xml;base64,', view: 'ConnectingExternal' };
  it('a featured registry listing of the same name uses the installed connector, shown once', () => {
    const rows = buildWalletRows(base({ connectors: [phantom], featured: [listing('Phantom', { rdns: 'app.phantom' })], recommended: [listing('phantom')] }));
    expect(rows.map((r) => [r.group, r.key, r.view])).toEqual([['injected', phantom.id, 'ConnectingExternal']]);
  });
});

describe('recommended rows on the Connect view (AppKit ConnectorUtil.getCappedRecommendedWallets)', () => {
  const recs = ['A', 'B', 'C', 'D'].map((n) => listing(n));
  const rows = (over: Partial<WalletRowInput> = {}) => buildWalletRows(base({ connectors: [wc], recommended: recs, ...over }));
  const groups = (r: ReturnType<typeof buildWalletRows>) => r.map((x) => x.group);

  it('shows 4 when nothing else is on the view', () => {
    expect(groups(capRecommended(rows(), { email: false, social: false }))).toEqual(['walletConnect', 'recommended', 'recommended', 'recommended', 'recommended']);
  });
  it('gives one slot each to the email and the social login', () => {
    expect(capRecommended(rows(), { email: true, social: false }).filter((r) => r.group === 'recommended')).toHaveLength(3);
    expect(capRecommended(rows(), { email: true, social: true }).map((r) => r.name)).toEqual(['WalletConnect', 'A', 'B']);
  });
  it('counts installed, featured, custom and external wallets, not WalletConnect nor recent ones; never below 0', () => {
    const r = rows({ connectors: [wc, announced, custom, external], recent: [listing('R')], featured: [listing('F')] });
    expect(groups(capRecommended(r, { email: false, social: false }))).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external']);
    expect(groups(capRecommended(rows({ connectors: [wc, announced] }), { email: true, social: true }))).toEqual(['walletConnect', 'injected', 'recommended']);
    // A recent wallet that is installed counts as installed.
    const recentInstalled = rows({ connectors: [wc, announced], recent: [{ id: 'x', name: announced.name, rdns: announced.rdns }] });
    expect(groups(capRecommended(recentInstalled, { email: true, social: true }))).toEqual(['walletConnect', 'recent', 'recommended']);
  });
});

describe('All Wallets tag (AppKit w3m-all-wallets-widget)', () => {
  it('is the count under 10, else rounded down to ten with "+" when rounding dropped some', () => {
    expect(allWalletsTag(undefined)).toBeUndefined();
    expect(allWalletsTag(0)).toBeUndefined();
    expect(allWalletsTag(7)).toBe('7');
    expect(allWalletsTag(10)).toBe('10');
    expect(allWalletsTag(237)).toBe('230+');
    expect(allWalletsTag(400)).toBe('400');
  });
});
