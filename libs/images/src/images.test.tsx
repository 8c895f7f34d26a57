// @vitest-environment happy-dom
// The shared image loader (blobs → object URLs: once per image, bounded, revoked) and the image with
// its initials fallback; untrusted URLs never reach an <img> unless http(s) or data:image.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PluginApi } from '@gangway/kernel';
import { fakeFetch } from '@gangway/kernel/testing';
import { imagePath, networkImage } from './endpoints';
import { hueOf, initials } from './initials';
import { acquireImageLoader, createImageLoader, FAILED_RETRY_MS, type ImageLoaderEnv } from './loader';
import { RemoteImage } from './RemoteImage';
import { safeImageUrl } from './safe-url';

afterEach(cleanup);

function env() {
  let n = 0;
  let t = 0;
  const revoked: string[] = [];
  const e: ImageLoaderEnv & { revoked: string[]; tick(ms: number): void } = {
    createObjectURL: () => `blob:test/${++n}`,
    revokeObjectURL: (u) => { revoked.push(u); },
    now: () => t,
    revoked,
    tick: (ms) => { t += ms; },
  };
  return e;
}

const svg = () => ({ text: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
/** A stand-in for the kernel's API client (only what the loader uses): blobs typed by the path. */
function client(routes: Parameters<typeof fakeFetch>[0]) {
  const ff = fakeFetch(routes);
  const url = (_service: string, path: string) => `http://ws.test${path}?projectId=p&st=gangway&sv=t`;
  const http = {
    url,
    async get(service: string, path: string) {
      const r = await ff.fetch(url(service, path));
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return new Blob([await r.text()], { type: path.includes('html') ? 'text/html' : 'image/svg+xml' });
    },
  } as unknown as Pick<PluginApi['http'], 'get' | 'url'>;
  return { http, calls: ff.calls };
}

describe('endpoints and URL rule', () => {
  it('maps each registry to its spec §7 endpoint', () => {
    expect(imagePath('wallet', 'a b')).toBe('/getWalletImage/a%20b');
    expect(imagePath('connector', 'x')).toBe('/getWalletImage/x');
    expect(imagePath('network', 'x')).toBe('/public/getAssetImage/x');
    expect(imagePath('chain', 'eip155')).toBe('/public/getAssetImage/eip155');
    expect(imagePath('token', 'ETH')).toBe('/public/getTokenImage/ETH');
    expect(imagePath('currency', 'USD')).toBe('/public/getCurrencyImage/USD');
    expect(networkImage({ id: 1, caipNetworkId: 'eip155:1', assets: { imageUrl: 'https://i/x.png' } })).toEqual({ url: 'https://i/x.png' });
    expect(networkImage({ id: 1, caipNetworkId: 'eip155:1', assets: { imageId: 'abc' } })).toEqual({ id: 'abc' });
    // The service's own ids (AppKit's table), never the CAIP-2 id; an unknown network has none.
    expect(networkImage({ id: 1, caipNetworkId: 'eip155:1' })).toEqual({ id: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' });
    expect(networkImage({ id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toEqual({ id: 'a1b58899-f671-4276-6a5e-56ca5bd59700' });
    expect(networkImage({ id: 31337, caipNetworkId: 'eip155:31337' })).toEqual({});
  });
  it('lets only http(s) and data:image URLs through', () => {
    expect(safeImageUrl('https://x/y.png')).toBe('https://x/y.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil/x.png', '', null, undefined]) {
      expect(safeImageUrl(bad)).toBeUndefined();
    }
  });
  it("lets the page's own object URLs through (the loader's decoded images), not another origin's", () => {
    // The form browsers give URL.createObjectURL's result: blob:<origin>/<uuid>.
    const own = `blob:${location.origin}/6b1f0c1e-2d4a-4f57-9a55-0c1d2e3f4a5b`;
    expect(safeImageUrl(own)).toBe(own);
    expect(safeImageUrl('blob:https://evil.example/0b1c')).toBeUndefined();
    expect(safeImageUrl(`blob:${location.origin}.evil.example/0b1c`)).toBeUndefined();
    expect(safeImageUrl('blob:null/0b1c')).toBeUndefined();
  });
  it('makes initials and a stable colour', () => {
    expect(initials('Gangway Devnet')).toBe('GD');
    expect(initials('uniswap')).toBe('UN');
    expect(initials('<img src=x onerror=alert(1)>')).toBe('IS');
    expect(initials('')).toBe('?');
    expect(hueOf('MetaMask')).toBe(hueOf('MetaMask'));
  });
});

describe('image loader', () => {
  it('fetches each image once as a blob (concurrent asks share the request) and hands out an object URL', async () => {
    const { http, calls } = client({ 'GET /getWalletImage/w1': svg });
    const e = env();
    const loader = createImageLoader(http, e);
    const [a, b] = await Promise.all([loader.load('wallet', 'w1'), loader.load('wallet', 'w1')]);
    expect(a).toBe('blob:test/1');
    expect(b).toBe(a);
    expect(await loader.load('wallet', 'w1')).toBe(a);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].url.searchParams)).toMatchObject({ projectId: 'p', st: 'gangway', sv: 't' });
    expect(loader.peek('wallet', 'w1')).toBe(a);
  });

  it('keeps at most `max` images, revoking the least recently used', async () => {
    const { http } = client({ 'GET /public/getTokenImage/A': svg, 'GET /public/getTokenImage/B': svg, 'GET /public/getTokenImage/C': svg });
    const e = env();
    const loader = createImageLoader(http, e, 2);
    const a = await loader.load('token', 'A');
    const b = await loader.load('token', 'B');
    await loader.load('token', 'A'); // A is now the most recent
    await loader.load('token', 'C');
    expect(e.revoked).toEqual([b]);
    expect(loader.peek('token', 'A')).toBe(a);
    expect(loader.size()).toBe(2);
  });

  it('remembers a failure for a while, refuses non-image answers, and clears everything it holds', async () => {
    let up = false;
    const { http, calls } = client({ 'GET /public/getAssetImage/n': () => (up ? svg() : { status: 404 }), 'GET /public/getAssetImage/html': svg });
    const e = env();
    const loader = createImageLoader(http, e);
    await expect(loader.load('network', 'n')).rejects.toThrow();
    expect(loader.failed('network', 'n')).toBe(true);
    up = true;
    await expect(loader.load('network', 'n')).rejects.toThrow();
    expect(calls).toHaveLength(1);
    e.tick(FAILED_RETRY_MS);
    const url = await loader.load('network', 'n');
    await expect(loader.load('network', 'html')).rejects.toThrow('text/html');
    loader.clear();
    expect(e.revoked).toEqual([url]);
    expect(loader.size()).toBe(0);
  });

  it('is shared per wallet-services URL and revokes everything when the last user releases it', async () => {
    const { http } = client({ 'GET /getWalletImage/x': svg });
    const e = env();
    const one = acquireImageLoader(http, e);
    const two = acquireImageLoader(http, e);
    expect(two.loader).toBe(one.loader);
    const url = await one.loader.load('wallet', 'x');
    one.release();
    one.release(); // twice is once
    expect(e.revoked).toEqual([]);
    two.release();
    expect(e.revoked).toEqual([url]);
    const three = acquireImageLoader(http, e);
    expect(three.loader).not.toBe(one.loader);
    three.release();
  });
});

describe('RemoteImage', () => {
  it('shows a registry image from its object URL, and initials while there is none', async () => {
    const { http } = client({ 'GET /getWalletImage/w': svg });
    const loader = createImageLoader(http, env());
    render(<RemoteImage loader={loader} kind="wallet" id="w" name="Wallet One" testId="img" />);
    await waitFor(() => expect(screen.getByTestId('img').tagName).toBe('IMG'));
    expect(screen.getByTestId('img').getAttribute('src')).toBe('blob:test/1');
  });

  it('falls back to initials when the image fails, or when the URL is not an image URL', async () => {
    const { http } = client({ 'GET /getWalletImage/gone': { status: 404 } });
    const loader = createImageLoader(http, env());
    render(<>
      <RemoteImage loader={loader} kind="wallet" id="gone" name="Gone Wallet" testId="a" />
      <RemoteImage url="javascript:alert(1)" name="<img src=x onerror=alert(1)>" testId="b" />
      <RemoteImage url="data:text/html,<script>alert(1)</script>" name="x" testId="c" />
      <RemoteImage url="https://img.test/broken.png" name="Broken" testId="d" />
    </>);
    await waitFor(() => expect(screen.getByTestId('a').dataset.initials).toBe('GW'));
    expect(screen.getByTestId('b').tagName).toBe('SPAN');
    expect(screen.getByTestId('b').dataset.initials).toBe('IS');
    expect(screen.getByTestId('b').textContent).toBe('');
    expect(screen.getByTestId('c').tagName).toBe('SPAN');
    const d = screen.getByTestId('d');
    expect(d.tagName).toBe('IMG');
    act(() => { d.dispatchEvent(new Event('error')); });
    await waitFor(() => expect(screen.getByTestId('d').dataset.initials).toBe('BR'));
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('ready before the first paint (prepare, decode)', () => {
  it('hands out the URL only once the blob is prepared (an SVG rasterised) and decoded', async () => {
    const { http } = client({ 'GET /public/getTokenImage/ETH': svg });
    const e = env();
    const seen: string[] = [];
    const loader = createImageLoader(http, {
      ...e,
      prepare: async (blob) => { seen.push(`prepare ${blob.type}`); return new Blob(['png'], { type: 'image/png' }); },
      decode: async (url) => { seen.push(`decode ${url}`); },
    });
    const url = await loader.load('token', 'ETH');
    expect(seen).toEqual(['prepare image/svg+xml', `decode ${url}`]);
    expect(loader.peek('token', 'ETH')).toBe(url);
  });
});

describe('RemoteImage stable (rows of a virtual list)', () => {
  it('keeps one element through image → initials → image, and shows the new id\'s image in the same render', async () => {
    const { http } = client({ 'GET /public/getTokenImage/ETH': svg, 'GET /public/getTokenImage/USDC': svg });
    const loader = createImageLoader(http, env());
    await loader.prefetch('token', ['ETH', 'USDC']);
    const eth = loader.peek('token', 'ETH')!;
    const usdc = loader.peek('token', 'USDC')!;
    const row = (id: string | undefined, name: string) => <RemoteImage loader={loader} kind="token" id={id} name={name} size={32} stable testId="icon" />;
    const { rerender } = render(row('ETH', 'ETH'));
    const box = screen.getByTestId('icon');
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(eth);
    expect(img.hidden).toBe(false);
    expect(box.dataset.fallback).toBeUndefined();
    // Handed another token: its image at once (no render with the old one), same nodes.
    rerender(row('USDC', 'USDC'));
    expect(screen.getByTestId('icon')).toBe(box);
    expect(box.querySelector('img')).toBe(img);
    expect(img.getAttribute('src')).toBe(usdc);
    // No image: initials on the same box, the <img> hidden and without a source.
    rerender(row(undefined, 'No Icon'));
    expect(screen.getByTestId('icon')).toBe(box);
    expect(box.dataset.initials).toBe('NI');
    expect(box.dataset.fallback).toBe('');
    expect(img.hidden).toBe(true);
    expect(img.hasAttribute('src')).toBe(false);
    rerender(row('ETH', 'ETH'));
    expect(box.querySelector('img')).toBe(img);
    expect(img.getAttribute('src')).toBe(eth);
  });

  it('never puts a hostile URL in the <img>', () => {
    render(<>
      <RemoteImage url="javascript:alert(1)" name="x" stable testId="a" />
      <RemoteImage url="data:text/html,<script>alert(1)</script>" name="y" stable testId="b" />
    </>);
    for (const id of ['a', 'b']) {
      const img = screen.getByTestId(id).querySelector('img')!;
      expect(img.hasAttribute('src')).toBe(false);
      expect(screen.getByTestId(id).dataset.fallback).toBe('');
    }
  });
});

describe('image ids from outside (found by the hostile-content e2e)', () => {
  it('a lone surrogate in an id does not throw: it becomes U+FFFD in the path', () => {
    expect(imagePath('token', 'US\uD800D')).toBe('/public/getTokenImage/US%EF%BF%BDD');
    expect(imagePath('token', '\uDC00')).toBe('/public/getTokenImage/%EF%BF%BD');
    expect(imagePath('token', '🦊')).toBe(`/public/getTokenImage/${encodeURIComponent('🦊')}`);
  });
});
