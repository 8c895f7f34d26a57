/**
 * Links that hand a pairing URI to a wallet app (spec §2 "On mobile, deep-link redirects"):
 * universal links (https) and custom schemes get `wc?uri=<encoded uri>`; Phantom, Solflare and
 * Coinbase, when not injected in the page, get the browse-in-app link their docs describe, which
 * opens this page inside the wallet's own browser (where the wallet is then injected).
 * Links reach here validated (the registry schema drops any but http(s) and wallet schemes); the
 * builders check again, since a host's custom wallet list is another way in.
 */
import { isSafeAppLink } from '@gangway/lib-wallet';

export interface DeepLink { redirect: string; href: string }

export const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** A custom-scheme app link: `metamask://wc?uri=…` (a bare scheme like 'trust' gets its `://`). */
export function formatNativeUrl(appUrl: string, wcUri: string): DeepLink {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri);
  let base = appUrl;
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`;
  if (!base.endsWith('/')) base = `${base}/`;
  return { redirect: `${base}wc?uri=${encodeURIComponent(wcUri)}`, href: base };
}

/** A universal link: `https://wallet.app/wc?uri=…`. */
export function formatUniversalUrl(appUrl: string, wcUri: string): DeepLink {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri);
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`;
  return { redirect: `${base}wc?uri=${encodeURIComponent(wcUri)}`, href: base };
}

export type BrowseWallet = 'phantom' | 'solflare' | 'coinbase';

/** Which of the three browse-redirect wallets a listing is (by rdns or name), if any. */
export function browseWalletOf(w: { name: string; rdns?: string | null }): BrowseWallet | undefined {
  const rdns = w.rdns ?? '';
  const name = w.name.toLowerCase();
  if (rdns === 'app.phantom' || name === 'phantom') return 'phantom';
  if (rdns === 'com.solflare' || name === 'solflare') return 'solflare';
  if (rdns === 'com.coinbase.wallet' || name === 'coinbase wallet' || name === 'coinbase') return 'coinbase';
  return undefined;
}

/** The browse-in-app link that opens `pageUrl` inside the wallet's browser. */
export function browseRedirect(wallet: BrowseWallet, pageUrl: string, origin: string): string {
  const url = encodeURIComponent(pageUrl);
  const ref = encodeURIComponent(origin);
  if (wallet === 'phantom') return `https://phantom.app/ul/browse/${url}?ref=${ref}`;
  if (wallet === 'solflare') return `https://solflare.com/ul/v1/browse/${url}?ref=${ref}`;
  return `https://go.cb-w.com/dapp?cb_url=${url}`;
}

/** Whether the page has the wallet's own injected provider (then no browse redirect is needed). */
export function isInjectedInPage(wallet: BrowseWallet, win: unknown = globalThis): boolean {
  const w = win as Record<string, unknown> & { ethereum?: Record<string, unknown> };
  if (wallet === 'phantom') return !!w.phantom;
  if (wallet === 'solflare') return !!(w.solflare as { isSolflare?: boolean } | undefined)?.isSolflare || !!w.solflare;
  return !!w.coinbaseSolana || !!w.coinbaseWalletExtension || !!w.ethereum?.isCoinbaseWallet;
}

export interface MobileLinkInput {
  wallet: { name: string; rdns?: string | null; mobile_link?: string | null };
  uri?: string;
  pageUrl: string;
  origin: string;
  /** The wallet is injected/announced in the page. */
  injected: boolean;
}

/** The link a mobile visitor follows for a wallet, or undefined when it has none yet (no URI, no link). */
export function mobileLink({ wallet, uri, pageUrl, origin, injected }: MobileLinkInput): string | undefined {
  const browse = browseWalletOf(wallet);
  if (browse && !injected) return browseRedirect(browse, pageUrl, origin);
  if (!wallet.mobile_link || !uri || !isSafeAppLink(wallet.mobile_link)) return undefined;
  return formatNativeUrl(wallet.mobile_link, uri).redirect;
}

export { isMobile } from './is-mobile';
