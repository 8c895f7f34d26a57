// @vitest-environment happy-dom
import { createPluginHarness } from '@gangway/kernel/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWalletsCalls, makeWallets, registryFetch, type FetchLog } from './fake-registry-fetch.test-util';
import { PRELOAD_ROWS, rowWindow } from './AllWalletsView';
import { allWalletsManifest } from './manifest';

afterEach(() => { cleanup(); vi.useRealTimers(); });

async function setup(total = 1000, options: Record<string, unknown> = {}, override?: (url: URL) => Response | undefined) {
  const log: FetchLog = { urls: [] };
  const all = makeWallets(total, (i) => (i === 3 ? { name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet' } : {}));
  const h = createPluginHarness(allWalletsManifest, { fetch: registryFetch(all, log, override), options });
  return { h, log };
}

const view = () => screen.getByTestId('all-wallets-view');
const rows = () => [...document.querySelectorAll('[data-testid^="all-wallets-item-"]')];

describe('AllWallets view', () => {
  it('shows the first page of 40, virtualized (only the visible rows are in the DOM)', async () => {
    const { h } = await setup();
    await h.renderView('AllWallets');
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('40'));
    expect(view().getAttribute('data-count')).toBe('1000');
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(40);
    // Its texts came with its code (not with the plugin's first chunk) and are in place.
    expect(screen.getByTestId('all-wallets-search').getAttribute('placeholder')).toBe('Search wallets');
  });

  it('registers its texts with its code: the plugin alone (the Connect view) has none of them', async () => {
    const { h } = await setup();
    await h.activate();
    expect(h.kernel.t('connect.searchWallets')).toBe('connect.searchWallets');
  });

  it('waits 300 ms after typing before searching (100 entries), and only searches the last input', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { h, log } = await setup();
    await h.renderView('AllWallets');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getWalletsCalls(log)).toHaveLength(1);
    const input = screen.getByTestId('all-wallets-search');
    act(() => fireEvent.change(input, { target: { value: 'Wallet 9' } }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => fireEvent.change(input, { target: { value: 'Wallet 99' } }));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(getWalletsCalls(log)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const calls = getWalletsCalls(log);
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(calls[1].searchParams)).toMatchObject({ search: 'Wallet 99', entries: '100', page: '1' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view().getAttribute('data-count')).toBe('11');
  });

  it('loads the next page when the end of the list is reached', async () => {
    const { h, log } = await setup(100);
    await h.renderView('AllWallets');
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('40'));
    const list = screen.getByTestId('all-wallets-list');
    // Scroll to the bottom of the rows loaded so far.
    act(() => { list.scrollTop = 40 * 52; fireEvent.scroll(list); });
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('80'));
    expect(getWalletsCalls(log).map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('asks for the next page ahead of the scroll: once the view is within PRELOAD_ROWS of the end, before the end is in view', async () => {
    const { h, log } = await setup(100);
    await h.renderView('AllWallets');
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('40'));
    // At the top: rows 0–7 in view plus 8 of overscan, more than PRELOAD_ROWS from the end: no page 2 yet.
    expect(getWalletsCalls(log)).toHaveLength(1);
    const list = screen.getByTestId('all-wallets-list');
    // Row 10 at the top: the last rendered row is about 26, within 20 of row 39; the end is not in view.
    act(() => { list.scrollTop = 10 * 52; fireEvent.scroll(list); });
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('80'));
    expect(getWalletsCalls(log).map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    expect(Math.max(...rows().map((r) => Number(r.getAttribute('data-index'))))).toBeLessThan(39 - PRELOAD_ROWS + 16);
  });

  it('shows a malformed response as the catalogue error with a retry (the details to the error hook), and keeps working', async () => {
    let bad = true;
    const { h } = await setup(10, {}, (url) => (bad && url.pathname === '/getWallets' ? Response.json({ data: 'nope' }) : undefined));
    const seen: unknown[] = [];
    h.kernel.hooks.error.tap('test', ({ error }) => { seen.push(error); });
    await h.renderView('AllWallets');
    // Visitors read the catalogue text; the developer's account of the call goes to the error hook (the log, the console).
    expect((await screen.findByTestId('all-wallets-error')).textContent).toBe('Something went wrong');
    await waitFor(() => expect(seen.map((e) => (e as Error).message)).toContain('GET /getWallets returned an unexpected response (count: Required; data: Expected array received string)'));
    bad = false;
    act(() => fireEvent.click(screen.getByTestId('all-wallets-retry')));
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('10'));
    expect(screen.queryByTestId('all-wallets-error')).toBeNull();
  });

  it('an installed wallet connects through its connector; another goes to WalletConnect with its listing', async () => {
    const { h } = await setup(10);
    h.kernel.store.update((d) => { d.connectors.push({ id: 'eip6963:dev.gangway.testwallet', name: 'Gangway Test Wallet', type: 'ANNOUNCED', rdns: 'dev.gangway.testwallet', view: 'ConnectingExternal' }); });
    await h.renderView('AllWallets');
    const installed = await screen.findByTestId('all-wallets-item-w3');
    expect(installed.textContent).toBe('Gangway Test WalletInstalled');
    act(() => fireEvent.click(installed));
    expect(h.kernel.router.current()).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'eip6963:dev.gangway.testwallet' } });
    act(() => h.kernel.router.back());
    const listed = await screen.findByTestId('all-wallets-item-w5');
    act(() => fireEvent.click(listed));
    expect(h.kernel.router.current()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'w5', name: 'Wallet 5', mobile_link: 'w5://' } } });
  });
});

describe('AllWallets row window (recycled row elements)', () => {
  it('renders a fixed window of consecutive rows around the view, within the list', () => {
    expect(rowWindow(0, 12, 40)).toEqual(Array.from({ length: 28 }, (_, k) => k));
    expect(rowWindow(30, 12, 40)).toEqual(Array.from({ length: 28 }, (_, k) => 12 + k));
    // 24 or 25 rows from the virtualiser (8 or 9 in view, 8 overscan each side): the same window length,
    // so the same keys — a length that changed with them re-keyed every row.
    expect(rowWindow(100, 24, 600)).toHaveLength(28);
    expect(rowWindow(100, 25, 600)).toHaveLength(28);
    expect(rowWindow(0, 3, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(rowWindow(100, 30, 600)).toHaveLength(30);
    expect(rowWindow(0, 0, 0)).toEqual([]);
  });

  it('hands a scrolled-out row element the wallet that scrolls in, each row still naming its own wallet', async () => {
    const { h } = await setup();
    await h.renderView('AllWallets');
    await waitFor(() => expect(view().getAttribute('data-loaded')).toBe('40'));
    const first = rows();
    const list = screen.getByTestId('all-wallets-list');
    await act(async () => { list.scrollTop = 52 * 12; fireEvent.scroll(list); });
    await waitFor(() => expect(rows().some((r) => Number(r.getAttribute('data-index')) >= 28)).toBe(true));
    const after = rows();
    // The same elements, now showing other wallets: none was destroyed and built again.
    expect(after.filter((r) => first.includes(r)).length).toBe(after.length);
    for (const r of after) {
      const i = Number(r.getAttribute('data-index'));
      expect(r.getAttribute('data-testid')).toBe(`all-wallets-item-w${i}`);
      expect(r.textContent).toBe(i === 3 ? 'Gangway Test Wallet' : `Wallet ${i}`);
    }
  });
});
