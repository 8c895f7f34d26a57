import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createI18n, interpolate } from './i18n';
import { loadLocale, resolveLocale } from './locales';
import { localeDir } from './locale-dir';

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
    // Made-up keys: the kernel's sources hold no real plugin's key (test/i18n/locales.test.ts).
    const i = createI18n({ locale: 'de', messages: { 'demo.review': 'Tausch prüfen' } });
    expect(i.t('demo.from')).toBe('demo.from');
    i.extend({ 'demo.from': 'You pay', 'demo.review': 'Review swap', 'demo.approve': 'Approve {symbol}' });
    expect(i.t('demo.from')).toBe('You pay');
    expect(i.t('demo.review')).toBe('Tausch prüfen');
    expect(i.t('demo.approve', { symbol: 'USDC' })).toBe('Approve USDC');
  });

  it("keeps a key's first text: a later plugin cannot reword the kernel's or another plugin's strings", () => {
    const i = createI18n();
    const kernelKey = Object.keys(en)[0] as keyof typeof en;
    i.extend({ 'demo.from': 'You pay' });
    i.extend({ 'demo.from': 'Send your seed phrase', [kernelKey]: 'Send your seed phrase' });
    expect(i.t('demo.from')).toBe('You pay');
    expect(i.t(kernelKey)).toBe(en[kernelKey]);
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

describe('locales', () => {
  it('takes the locale option as given, else the first shipped browser language, else English', () => {
    expect(resolveLocale('fr', ['ar'])).toBe('fr');
    expect(resolveLocale(undefined, ['ar-EG', 'en'])).toBe('ar');
    expect(resolveLocale(undefined, ['es-MX'])).toBe('es');
    expect(resolveLocale(undefined, ['fr-FR', 'de', 'ja-JP'])).toBe('ja');
    // English ranked before a shipped language wins.
    expect(resolveLocale(undefined, ['en-GB', 'es'])).toBe('en');
    expect(resolveLocale(undefined, ['fr', 'de'])).toBe('en');
    expect(resolveLocale(undefined, [])).toBe('en');
    // The pseudo-locale is a development locale: never picked from the browser.
    expect(resolveLocale(undefined, ['x-pseudo'])).toBe('en');
  });

  it('writes Arabic and the other right-to-left scripts right to left', () => {
    expect(localeDir('ar')).toBe('rtl');
    expect(localeDir('ar-EG')).toBe('rtl');
    expect(localeDir('he')).toBe('rtl');
    expect(localeDir('es')).toBe('ltr');
    expect(localeDir('en')).toBe('ltr');
    expect(createI18n({ locale: 'ar' }).dir).toBe('rtl');
  });

  it('fetches nothing for English or a locale Gangway does not ship; a chunk for a shipped one', async () => {
    expect(loadLocale('en')).toBeUndefined();
    expect(loadLocale('fr')).toBeUndefined();
    expect((await loadLocale('es-MX'))!.messages['modal.close']).toBe('Cerrar');
  });

  it('looks a key up in the host messages, then the locale, then English', () => {
    const i = createI18n({ locale: 'es', messages: { 'modal.back': 'Volver' }, pack: { messages: { 'modal.close': 'Cerrar', 'modal.back': 'Atrás' } } });
    expect(i.t('modal.back')).toBe('Volver');
    expect(i.t('modal.close')).toBe('Cerrar');
    expect(i.t('modal.help')).toBe('Help');
  });

  it('applies the pack transform to every text found, before the data is filled in', () => {
    const i = createI18n({ locale: 'x-pseudo', messages: { 'host.line': 'Hi {who}' }, pack: { messages: {}, transform: (s) => `[${s.toUpperCase()}]` } });
    expect(i.t('modal.close')).toBe('[CLOSE]');
    expect(i.t('host.line', { who: 'bob' })).toBe('[HI {WHO}]');
    expect(i.t('error.viewUnavailable', { view: 'Swap' })).toBe('[THE VIEW {VIEW} IS NOT AVAILABLE]');
    // A key nobody knows stays as it is: the pseudo-locale test sees it.
    expect(i.t('nope.key')).toBe('nope.key');
  });

  it('uses a plugin\'s own translations for the active locale (exact tag, then language), under the shipped chunk and the host', () => {
    const i = createI18n({ locale: 'de-AT', messages: { 'p.c': 'host' } });
    i.extend({ 'p.a': 'A', 'p.b': 'B', 'p.c': 'C' }, { de: { 'p.a': 'A-de', 'p.c': 'C-de' }, fr: { 'p.b': 'B-fr' } });
    expect([i.t('p.a'), i.t('p.b'), i.t('p.c')]).toEqual(['A-de', 'B', 'host']);
    const shipped = createI18n({ locale: 'es', pack: { messages: { 'p.a': 'shipped' } } });
    shipped.extend({ 'p.a': 'A' }, { es: { 'p.a': 'plugin' } });
    expect(shipped.t('p.a')).toBe('shipped');
  });
});
