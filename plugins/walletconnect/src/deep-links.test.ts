import { describe, expect, it } from 'vitest';
import { browseRedirect, browseWalletOf, formatNativeUrl, formatUniversalUrl, isInjectedInPage, isMobile, mobileLink } from './deep-links';

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const ENC = encodeURIComponent(URI);

describe('WalletConnect deep links', () => {
  it('custom schemes get <scheme>://wc?uri=<encoded uri>', () => {
    expect(formatNativeUrl('metamask://', URI)).toEqual({ redirect: `metamask://wc?uri=${ENC}`, href: 'metamask://' });
    expect(formatNativeUrl('okex://main', URI).redirect).toBe(`okex://main/wc?uri=${ENC}`);
    // A bare scheme (no ://) is completed.
    expect(formatNativeUrl('trust', URI).redirect).toBe(`trust://wc?uri=${ENC}`);
    expect(formatNativeUrl('rainbow:', URI).redirect).toBe(`rainbow://wc?uri=${ENC}`);
  });

  it('universal links get <url>/wc?uri=<encoded uri>, whichever helper is called', () => {
    expect(formatUniversalUrl('https://link.zerion.io', URI)).toEqual({ redirect: `https://link.zerion.io/wc?uri=${ENC}`, href: 'https://link.zerion.io/' });
    expect(formatNativeUrl('https://link.zerion.io/', URI).redirect).toBe(`https://link.zerion.io/wc?uri=${ENC}`);
    expect(formatUniversalUrl('zerion://', URI).redirect).toBe(`zerion://wc?uri=${ENC}`);
  });

  it('the encoded URI survives a round trip', () => {
    const link = new URL(formatUniversalUrl('https://wallet.example', URI).redirect);
    expect(link.searchParams.get('uri')).toBe(URI);
  });

  it('Phantom, Solflare and Coinbase get their browse-in-app redirects', () => {
    const page = 'https://dapp.example/swap?x=1';
    const origin = 'https://dapp.example';
    expect(browseRedirect('phantom', page, origin)).toBe('https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fdapp.example');
    expect(browseRedirect('solflare', page, origin)).toBe('https://solflare.com/ul/v1/browse/https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fdapp.example');
    expect(browseRedirect('coinbase', page, origin)).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1');
    expect(browseWalletOf({ name: 'Phantom', rdns: 'app.phantom' })).toBe('phantom');
    expect(browseWalletOf({ name: 'Solflare' })).toBe('solflare');
    expect(browseWalletOf({ name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' })).toBe('coinbase');
    expect(browseWalletOf({ name: 'MetaMask', rdns: 'io.metamask' })).toBeUndefined();
  });

  it('mobileLink: browse redirect only when not injected, else the wc deep link', () => {
    const base = { uri: URI, pageUrl: 'https://dapp.example/', origin: 'https://dapp.example' };
    const phantom = { name: 'Phantom', rdns: 'app.phantom', mobile_link: 'phantom://' };
    expect(mobileLink({ ...base, wallet: phantom, injected: false })).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//);
    expect(mobileLink({ ...base, wallet: phantom, injected: true })).toBe(`phantom://wc?uri=${ENC}`);
    expect(mobileLink({ ...base, wallet: { name: 'MetaMask', mobile_link: 'metamask://' }, injected: false })).toBe(`metamask://wc?uri=${ENC}`);
    expect(mobileLink({ ...base, uri: undefined, wallet: { name: 'MetaMask', mobile_link: 'metamask://' }, injected: false })).toBeUndefined();
    expect(mobileLink({ ...base, wallet: { name: 'Safe', mobile_link: null }, injected: false })).toBeUndefined();
  });

  it('detects the wallets injected in the page and mobile user agents', () => {
    expect(isInjectedInPage('phantom', { phantom: {} })).toBe(true);
    expect(isInjectedInPage('phantom', {})).toBe(false);
    expect(isInjectedInPage('coinbase', { ethereum: { isCoinbaseWallet: true } })).toBe(true);
    expect(isMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });

  it('a script or data link never becomes a deep link, whatever the registry or host list says', () => {
    for (const mobile_link of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(mobileLink({ wallet: { name: 'Evil', mobile_link }, uri: 'wc:abc@2', pageUrl: 'https://dapp.example/', origin: 'https://dapp.example', injected: false }), mobile_link).toBeUndefined();
    }
  });
});
