import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createI18n, interpolate } from './i18n';

describe('createI18n', () => {
  it('speaks English by default', () => {
    const { t, locale } = createI18n();
    expect(locale).toBe('en');
    expect(t('modal.title')).toBe('Connect Wallet');
    expect(t('view.Connect')).toBe('Connect Wallet');
    expect(t('error.pluginFailed')).toBe('This feature failed to load');
  });

  it('interpolates {name} params', () => {
    const { t } = createI18n();
    expect(t('error.viewUnavailable', { view: 'Swap' })).toBe('The view Swap is not available');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('uses a locale passed as messages and falls back to English for missing keys', () => {
    const { t, locale } = createI18n({ locale: 'fr', messages: { 'modal.close': 'Fermer', 'error.viewUnavailable': 'La vue {view} est indisponible' } });
    expect(locale).toBe('fr');
    expect(t('modal.close')).toBe('Fermer');
    expect(t('error.viewUnavailable', { view: 'X' })).toBe('La vue X est indisponible');
    expect(t('modal.back')).toBe('Back');
  });

  it('returns the key for unknown messages and reports what it has', () => {
    const i = createI18n({ messages: { 'plugin.hello': 'Hi' } });
    expect(i.t('nope.missing')).toBe('nope.missing');
    expect(i.t('plugin.hello')).toBe('Hi');
    expect(i.has('plugin.hello')).toBe(true);
    expect(i.has('nope.missing')).toBe(false);
  });
});

describe('plugin strings', () => {
  it('adds English defaults through extend, under the host overrides', () => {
    const i = createI18n({ locale: 'de', messages: { 'swap.review': 'Tausch prüfen' } });
    expect(i.t('swap.from')).toBe('swap.from');
    i.extend({ 'swap.from': 'You pay', 'swap.review': 'Review swap', 'swap.approve': 'Approve {symbol}' });
    expect(i.t('swap.from')).toBe('You pay');
    expect(i.t('swap.review')).toBe('Tausch prüfen');
    expect(i.t('swap.approve', { symbol: 'USDC' })).toBe('Approve USDC');
  });

  it('holds only what the kernel UI shows: every plugin brings its own strings', () => {
    for (const k of Object.keys(en)) expect(['modal', 'view', 'error', 'common'], k).toContain(k.split('.')[0]);
  });
});

describe('en catalogue', () => {
  it('titles every named view of spec §2 and none of the unnamed ones', () => {
    for (const v of ['Connect', 'Account', 'AllWallets', 'ConnectingWalletConnectBasic', 'ConnectingWalletConnect', 'ConnectingExternal',
      'ConnectingFarcaster', 'SIWXSignMessage', 'ApproveTransaction', 'RegisterAccountName', 'RegisterAccountNameSuccess',
      'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain', 'Swap'])
      expect(en, v).toHaveProperty([`view.${v}`]);
    for (const v of ['Send', 'Receive', 'OnRamp', 'Activity', 'Pay']) expect(en, v).not.toHaveProperty([`view.${v}`]);
  });

  it('is plain non-empty strings', () => {
    for (const [k, v] of Object.entries(en)) expect(typeof v === 'string' && v.length > 0, k).toBe(true);
  });
});
