import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enEmail, enNames, enOnramp, enReceive, enSend, enSwap } from './en-features';
import { createI18n, interpolate } from './i18n';

describe('createI18n', () => {
  it('speaks English by default', () => {
    const { t, locale } = createI18n();
    expect(locale).toBe('en');
    expect(t('modal.title')).toBe('Connect Wallet');
    expect(t('view.Connect')).toBe('Connect Wallet');
    expect(t('tx.actionNotAllowed')).toBe('Action not allowed');
    expect(t('balance.unavailable')).toBe('Token Balance Unavailable');
    expect(t('error.pluginFailed')).toBe('This feature failed to load');
  });

  it('interpolates {name} params', () => {
    const { t } = createI18n();
    expect(t('connect.continueWith', { name: 'Google' })).toBe('Continue with Google');
    expect(t('error.viewUnavailable', { view: 'Swap' })).toBe('The view Swap is not available');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('uses a locale passed as messages and falls back to English for missing keys', () => {
    const { t, locale } = createI18n({ locale: 'fr', messages: { 'modal.close': 'Fermer', 'connect.continueWith': 'Continuer avec {name}' } });
    expect(locale).toBe('fr');
    expect(t('modal.close')).toBe('Fermer');
    expect(t('connect.continueWith', { name: 'X' })).toBe('Continuer avec X');
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
    i.extend(enSwap);
    expect(i.t('swap.from')).toBe('You pay');
    expect(i.t('swap.review')).toBe('Tausch prüfen');
    expect(i.t('swap.approve', { symbol: 'USDC' })).toBe('Approve USDC');
  });

  it('keeps each feature in its own namespace of keys', () => {
    const groups = { email: enEmail, send: enSend, receive: enReceive, swap: enSwap, onramp: enOnramp, names: enNames };
    for (const [prefix, strings] of Object.entries(groups)) {
      expect(Object.keys(strings).length, prefix).toBeGreaterThan(0);
      for (const k of Object.keys(strings)) {
        expect(k.startsWith(`${prefix}.`), k).toBe(true);
        expect(en, k).not.toHaveProperty([k]);
      }
    }
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
