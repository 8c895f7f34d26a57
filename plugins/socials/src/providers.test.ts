// Spec §2 Telegram filtering and §9 default social order, over real user-agent strings.
import { describe, expect, it } from 'vitest';
import { allowedOnTelegram, isTelegram, visibleProviders } from './providers';

const ALL = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'];
const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  macTelegramDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Telegram/10.9',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidTelegram: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 Telegram-Android/10.11.2 (Google Pixel 8; Android 14; SDK 34; AVERAGE)',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  windowsTelegram: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Telegram/4.16',
};

describe('Telegram filtering', () => {
  it('detects Telegram by its user agent or its webview proxy (iOS hides its name)', () => {
    expect(isTelegram({ userAgent: UA.androidTelegram })).toBe(true);
    expect(isTelegram({ userAgent: UA.macTelegramDesktop })).toBe(true);
    expect(isTelegram({ userAgent: UA.iosSafari, telegramProxy: true })).toBe(true);
    expect(isTelegram({ userAgent: UA.iosSafari })).toBe(false);
    expect(isTelegram({ userAgent: UA.androidChrome })).toBe(false);
  });

  it('on Telegram iOS: no Google', () => {
    expect(visibleProviders(ALL, { userAgent: UA.iosSafari, telegramProxy: true })).toEqual(['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']);
    expect(allowedOnTelegram('google', { userAgent: UA.ipad, telegramProxy: true })).toBe(false);
  });

  it('on Telegram Mac: no X', () => {
    expect(visibleProviders(ALL, { userAgent: UA.macTelegramDesktop })).toEqual(['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']);
  });

  it('on Telegram Android: no Facebook, no X', () => {
    expect(visibleProviders(ALL, { userAgent: UA.androidTelegram })).toEqual(['google', 'farcaster', 'discord', 'apple', 'github']);
  });

  it('elsewhere (and on Telegram for Windows) every enabled provider, in the spec default order', () => {
    const order = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];
    for (const ua of [UA.iosSafari, UA.macChrome, UA.androidChrome, UA.windowsTelegram]) expect(visibleProviders(ALL, { userAgent: ua })).toEqual(order);
    expect(visibleProviders(['github', 'google'], { userAgent: UA.macChrome })).toEqual(['google', 'github']);
    expect(visibleProviders(false, { userAgent: UA.macChrome })).toEqual([]);
  });
});
