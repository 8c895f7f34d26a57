/**
 * Which social buttons show (spec §2, §5, §9): the enabled providers in the features' order (default
 * google, x, farcaster, discord, apple, github, facebook), minus those Telegram's in-app browser
 * cannot complete: no Google on iOS, no X on Mac, no Facebook or X on Android.
 */

/** Spec §5: the providers the frame's social login accepts (Farcaster has its own flow). */
export const POPUP_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type PopupProvider = (typeof POPUP_PROVIDERS)[number];
export const isPopupProvider = (p: string): p is PopupProvider => (POPUP_PROVIDERS as readonly string[]).includes(p);

export interface BrowserInfo { userAgent: string; /** Telegram's in-app webview exposes this proxy (iOS hides its name from the user agent). */ telegramProxy?: boolean }

export const isTelegram = (b: BrowserInfo) => !!b.telegramProxy || /\bTelegram\b|Telegram-Android|TelegramBot/i.test(b.userAgent);
export const isIos = (ua: string) => /iPhone|iPad|iPod/i.test(ua);
export const isAndroid = (ua: string) => /Android/i.test(ua);
/** A Mac desktop (iPads also say "Macintosh" in desktop mode, but then carry "Mobile"). */
export const isMac = (ua: string) => /Macintosh|Mac OS X/i.test(ua) && !isIos(ua) && !/Mobile/i.test(ua);

/** Spec §2 Telegram rules. */
export function allowedOnTelegram(provider: string, b: BrowserInfo): boolean {
  if (!isTelegram(b)) return true;
  const ua = b.userAgent;
  if (provider === 'google' && isIos(ua)) return false;
  if (provider === 'x' && (isMac(ua) || isAndroid(ua))) return false;
  if (provider === 'facebook' && isAndroid(ua)) return false;
  return true;
}

/** Spec §9 default social order. */
export const DEFAULT_SOCIAL_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
const rank = (p: string) => { const i = (DEFAULT_SOCIAL_ORDER as readonly string[]).indexOf(p); return i < 0 ? DEFAULT_SOCIAL_ORDER.length : i; };

/**
 * The buttons to show: the enabled providers (features.socials, which the remote configuration may
 * list in any order) in the spec's default order, filtered for Telegram.
 */
export function visibleProviders(socials: unknown, b: BrowserInfo): string[] {
  const list = Array.isArray(socials) ? (socials as string[]) : [];
  return [...new Set(list)].filter((p) => allowedOnTelegram(p, b)).sort((a, c) => rank(a) - rank(c));
}

export function currentBrowser(): BrowserInfo {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  return { userAgent: navigator.userAgent, telegramProxy: typeof window !== 'undefined' && 'TelegramWebviewProxy' in window };
}
