// @vitest-environment happy-dom
// The Activity view through the kernel's harness: loading, rows newest first with pending sends on
// top, cursor paging, spam and other chains hidden, the fetch failure toast, hostile data inert.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS, testDevnet, testMainnet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { fetchHistoryPage } from './controller';
import { ACTIVITY_ERRORS } from './errors';
import { eth, spam, tx } from './history-fixtures.test-util';
import { activityManifest } from './manifest';
import { MAX_HELD_ROWS } from './paging';
import { PENDING_LIMIT } from './pending';
import { activitySliceKey } from './public';

const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const HISTORY = `GET /v1/account/${TEST_ADDRESS}/history`;

afterEach(cleanup);

async function setup(routes: Parameters<typeof fakeFetch>[0], walletHandlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const ff = fakeFetch(routes);
  const wallet = createFakeWallet({ eth_getTransactionReceipt: () => null, ...walletHandlers });
  const h = createPluginHarness(activityManifest, { options: { networks: evmTestNetworks }, fakes: [wallet.plugin], fetch: ff.fetch });
  await h.kernel.connect({ connectorId: 'fake' });
  return { h, ff, wallet };
}

const rows = () => screen.queryAllByTestId('activity-row');

describe('Activity view', () => {
  it('loads the first page for the connected chain, hides spam and other chains, newest first', async () => {
    const { h, ff } = await setup({
      [HISTORY]: { json: { data: [tx('0xa', { minedAt: '2030-01-02T00:00:00Z' }), tx('0xspam', {}, [spam()]), tx('0xother', { chain: 'eip155:1' }), tx('0xb', { minedAt: '2030-01-01T00:00:00Z', operationType: 'receive' }, [eth('2', 'in')])], next: null } },
    });
    await h.renderView('Activity');
    expect(screen.getByTestId('activity-loading')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.dataset.hash)).toEqual(['0xa', '0xb']);
    expect(within(rows()[0]).getByTestId('activity-amount').textContent).toBe('-1.5 ETH');
    expect(within(rows()[1]).getByTestId('activity-op').textContent).toBe('Received');
    expect(within(rows()[1]).getByTestId('activity-amount').textContent).toBe('+2 ETH');
    expect(within(rows()[0]).getByTestId('activity-status').textContent).toBe('Confirmed');
    // Spec §7 parameters: chainId (and projectId/st/sv from the kernel client); no cursor on the first page.
    const q = Object.fromEntries(ff.calls[0].url.searchParams);
    expect(q).toMatchObject({ chainId: 'eip155:31337', projectId: 'test' });
    expect(q.cursor).toBeUndefined();
    expect(screen.queryByTestId('activity-more')).toBeNull();
  });

  it('shows the empty state when the history has nothing for this chain', async () => {
    const { h } = await setup({ [HISTORY]: { json: { data: [tx('0xspam', {}, [spam()])], next: null } } });
    await h.renderView('Activity');
    await screen.findByTestId('activity-empty');
    expect(screen.getByTestId('activity-empty').textContent).toBe('No activity yet');
  });

  it('pages with the cursor until there is no next cursor', async () => {
    const pages: Record<string, { data: unknown[]; next: string | null }> = {
      '': { data: [tx('0x1'), tx('0x2')], next: 'c2' },
      c2: { data: [tx('0x2'), tx('0x3')], next: 'c3' },
      c3: { data: [tx('0x4')], next: null },
    };
    const { h, ff } = await setup({ [HISTORY]: (call) => ({ json: pages[call.url.searchParams.get('cursor') ?? ''] }) });
    await h.renderView('Activity');
    // The list is short, so its end is in view: the next pages load on their own (infinite scroll).
    await waitFor(() => expect(rows().map((r) => r.dataset.hash)).toEqual(['0x1', '0x2', '0x3', '0x4']));
    expect(ff.calls.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
    expect(h.slice(activitySliceKey).next).toBeUndefined();
    expect(screen.queryByTestId('activity-more')).toBeNull();
  });

  it("'Failed to fetch transactions': a toast, and the list is set empty", async () => {
    const { h } = await setup({ [HISTORY]: { status: 503, json: { message: 'down' } } });
    await h.renderView('Activity');
    await screen.findByTestId('activity-empty');
    expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });
    expect(h.slice(activitySliceKey).pages).toEqual([]);
  });

  it('a malformed body is a failed fetch too', async () => {
    const { h } = await setup({ [HISTORY]: { text: '{"data": [ nope' } });
    await h.renderView('Activity');
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe(ACTIVITY_ERRORS.TRANSACTIONS_FETCH_FAILED));
  });

  it("refuses to fetch without an address (\"Transactions can't be fetched without an accountAddress\")", async () => {
    const { h } = await setup({});
    await h.activate();
    const http = h.kernel.http!;
    await expect(fetchHistoryPage(http, { caipNetworkId: 'eip155:1' })).rejects.toThrow("Transactions can't be fetched without an accountAddress");
  });

  it('asks onramp=coinbase only, the one provider the history service takes (history.rs:177-197)', async () => {
    const { h, ff } = await setup({ [HISTORY]: { json: { data: [], next: null } } });
    await h.activate();
    const http = h.kernel.http!;
    await fetchHistoryPage(http, { address: TEST_ADDRESS, caipNetworkId: 'eip155:1', onramp: 'coinbase' });
    await fetchHistoryPage(http, { address: TEST_ADDRESS, caipNetworkId: 'eip155:1', onramp: 'meld' });
    const asked = ff.calls.filter((c) => c.url.pathname.endsWith('/history')).map((c) => c.url.searchParams.get('onramp'));
    expect(asked).toEqual(['coinbase', null]);
  });

  it('shows a just-sent transaction as pending on top, then confirmed, then from the history', async () => {
    let mined = false;
    const { h } = await setup({
      [HISTORY]: () => ({ json: { data: mined ? [tx(HASH(7), { minedAt: '2030-01-03T00:00:00Z' }, [eth('0.25', 'out')]), tx('0xold')] : [tx('0xold')], next: null } }),
    });
    await h.renderView('Activity');
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => { h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: HASH(7), from: TEST_ADDRESS, to: '0x0000000000000000000000000000000000000001', amount: '0.25', token: 'ETH' }); });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].dataset.status).toBe('pending');
    expect(within(rows()[0]).getByTestId('activity-status').textContent).toBe('Pending');
    expect(within(rows()[0]).getByTestId('activity-amount').textContent).toBe('-0.25 ETH');
    mined = true;
    act(() => { h.kernel.emit('SEND_CONFIRMED', { network: 'eip155:31337', hash: HASH(7), status: 'success' }); });
    await waitFor(() => expect(rows().map((r) => r.dataset.hash)).toEqual([HASH(7), '0xold']));
    expect(rows()[0].dataset.status).toBe('confirmed');
    expect(h.slice(activitySliceKey).pending).toEqual([]);
  });

  it('links each transaction to the network\'s explorer, the pending one at once; none without an explorer', async () => {
    const withExplorer = { ...testDevnet, blockExplorers: { default: { name: 'Devnet explorer', url: 'http://127.0.0.1:8787/explorer/31337/' } } };
    const ff = fakeFetch({ [HISTORY]: () => ({ json: { data: [tx(HASH(3))], next: null } }) });
    const wallet = createFakeWallet({ eth_getTransactionReceipt: () => null });
    const h = createPluginHarness(activityManifest, { fakes: [wallet.plugin], fetch: ff.fetch, options: { networks: [withExplorer, testMainnet] } });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.renderView('Activity');
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => { h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: HASH(7), from: TEST_ADDRESS, amount: '1', token: 'ETH' }); });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const links = rows().map((r) => within(r).getByTestId('activity-explorer'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['View on explorer', `http://127.0.0.1:8787/explorer/31337/tx/${HASH(7)}`, 'noopener noreferrer'],
      ['View on explorer', `http://127.0.0.1:8787/explorer/31337/tx/${HASH(3)}`, 'noopener noreferrer'],
    ]);
    cleanup();

    const plain = await setup({ [HISTORY]: () => ({ json: { data: [tx(HASH(3))], next: null } }) });
    await plain.h.renderView('Activity');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('activity-explorer')).toBeNull();
  });

  it('sees a send made before it loaded (replayed events) and keeps at most 99 pending', async () => {
    const { h } = await setup({ [HISTORY]: { json: { data: [], next: null } } });
    for (let i = 1; i <= PENDING_LIMIT + 3; i++) h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: HASH(i), from: TEST_ADDRESS, amount: '1', token: 'ETH' });
    await h.renderView('Activity');
    // Replay gives the last 20 events.
    await waitFor(() => expect(h.slice(activitySliceKey).pending.length).toBeGreaterThan(0));
    act(() => { for (let i = 200; i < 300; i++) h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: HASH(i), from: TEST_ADDRESS, amount: '1', token: 'ETH' }); });
    expect(h.slice(activitySliceKey).pending).toHaveLength(PENDING_LIMIT);
    expect(h.slice(activitySliceKey).pending[0].hash).toBe(HASH(299));
    // A malformed event is ignored.
    act(() => { h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: 'nope' }); });
    expect(h.slice(activitySliceKey).pending[0].hash).toBe(HASH(299));
  });

  it('the pending row turns confirmed from the receipt alone when SEND_CONFIRMED never comes', async () => {
    let receipt: unknown = null;
    const { h } = await setup({ [HISTORY]: { json: { data: [], next: null } } }, { eth_getTransactionReceipt: () => receipt });
    await h.renderView('Activity');
    await screen.findByTestId('activity-empty');
    act(() => { h.kernel.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: HASH(9), from: TEST_ADDRESS, amount: '1', token: 'ETH' }); });
    await waitFor(() => expect(rows()[0]?.dataset.status).toBe('pending'));
    receipt = { status: '0x0', blockNumber: '0x5' };
    await waitFor(() => expect(rows()[0]?.dataset.status).toBe('failed'), { timeout: 4000 });
  });

  it('renders hostile names, symbols and image URLs as inert text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { h } = await setup({
      [HISTORY]: { json: { data: [
        tx('0xh1', { operationType: '<script>alert(1)</script>' }, [{ direction: 'in', quantity: { numeric: '1' }, fungible_info: { name: hostile, symbol: hostile, icon: { url: 'javascript:alert(1)' } } }]),
        tx('0xh2', {}, [{ direction: 'in', quantity: { numeric: '1' }, nft_info: { name: hostile, content: { preview: { url: 'data:text/html,<script>alert(1)</script>' } } } }]),
      ], next: null } },
    });
    const { container } = await h.renderView('Activity');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByTestId('activity-amount').textContent).toBe(`+1 ${hostile}`);
    expect(within(rows()[0]).getByTestId('activity-op').textContent).toBe('Transaction');
    expect(within(rows()[1]).getByTestId('activity-amount').textContent).toBe(`+${hostile}`);
    expect(container.querySelectorAll('script')).toHaveLength(0);
    // Rows keep one <img> each (shown or hidden, see RemoteImage's `stable`): a hidden one has no source at all.
    for (const img of container.querySelectorAll('img')) {
      if (img.hidden) expect(img.hasAttribute('src')).toBe(false);
      else expect(img.getAttribute('src')).toMatch(/^(https?:|data:image\/|blob:)/);
    }
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('is eip155 only, and is never loaded when the activity feature is off', async () => {
    const h = createPluginHarness(activityManifest, { features: { activity: false } });
    expect(await h.activate()).toBe(false);
    expect(activityManifest.contributes?.['account.tabs']?.[0].namespaces).toEqual(['eip155']);
  });

  it('loads the next page ahead of the scroll: once the view is within half a page of the end, before it gets there', async () => {
    const many = Array.from({ length: 200 }, (_, i) => tx(`0x${i}`));
    const { h, ff } = await setup({ [HISTORY]: (call) => ({ json: call.url.searchParams.get('cursor') ? { data: [tx('0xlast')], next: null } : { data: many, next: 'p2' } }) });
    await h.renderView('Activity');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // 200 rows of 64 px in a 360 px list: only the rows in view (plus overscan) are in the DOM, and
    // the end is more than half a page (100 rows) away, so the next page has not been asked for.
    expect(rows().length).toBeLessThan(30);
    expect(ff.calls).toHaveLength(1);
    const list = screen.getByTestId('activity-list');
    // Row 95 at the top: about 90 rows still below the view, and the next page is asked for.
    act(() => { list.scrollTop = 64 * 95; list.dispatchEvent(new Event('scroll')); });
    await waitFor(() => expect(h.slice(activitySliceKey).pages.flatMap((p) => p.rows ?? []).map((r) => r.id)).toContain('0xlast'));
    expect(ff.calls.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'p2']);
    expect(h.slice(activitySliceKey).next).toBeUndefined();
    expect(rows().some((r) => r.dataset.hash === '0x199')).toBe(false);
  });

  it('holds a bounded number of rows over a long history: far pages are dropped, and fetched again with their cursor when scrolled back to', async () => {
    const PAGE = 1000;
    const page = (k: number) => ({ data: Array.from({ length: PAGE }, (_, i) => tx(`0x${k}-${i}`)), next: k < 4 ? `c${k + 1}` : null });
    const { h, ff } = await setup({ [HISTORY]: (call) => ({ json: page(Number(call.url.searchParams.get('cursor')?.slice(1) ?? 0)) }) });
    await h.renderView('Activity');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const list = screen.getByTestId('activity-list');
    const held = () => h.slice(activitySliceKey).pages.reduce((n, p) => n + (p.rows?.length ?? 0), 0);
    // Down the list a page at a time, to its end: 5 pages of 1,000 come in, never more than
    // MAX_HELD_ROWS (plus the pages in reach of the view) held at once.
    let maxHeld = 0;
    for (let k = 0; k < 5; k++) {
      act(() => { list.scrollTop = 64 * (k * PAGE + 600); list.dispatchEvent(new Event('scroll')); });
      await waitFor(() => expect(h.slice(activitySliceKey).pages.length).toBe(Math.min(5, k + 2)));
      await waitFor(() => expect(h.slice(activitySliceKey).loadingMore).toBe(false));
      maxHeld = Math.max(maxHeld, held());
    }
    expect(h.slice(activitySliceKey).next).toBeUndefined();
    expect(maxHeld).toBeLessThanOrEqual(MAX_HELD_ROWS + PAGE);
    expect(h.slice(activitySliceKey).pages[0].rows).toBeUndefined();
    expect(h.slice(activitySliceKey).pages.map((p) => p.count)).toEqual([PAGE, PAGE, PAGE, PAGE, PAGE]);
    // Back to the top: the first page is asked for again (no cursor) and its rows come back in place.
    const before = ff.calls.length;
    act(() => { list.scrollTop = 0; list.dispatchEvent(new Event('scroll')); });
    await waitFor(() => expect(rows().some((r) => r.dataset.hash === '0x0-0')).toBe(true));
    expect(ff.calls.slice(before).map((c) => c.url.searchParams.get('cursor'))).toContain(null);
    expect(held()).toBeLessThanOrEqual(MAX_HELD_ROWS + PAGE);
    expect(h.slice(activitySliceKey).pages.map((p) => p.count)).toEqual([PAGE, PAGE, PAGE, PAGE, PAGE]);
  });

  it('recycles row elements while scrolling: a row scrolled out comes back with another transaction', async () => {
    const many = Array.from({ length: 200 }, (_, i) => tx(`0x${i}`, { minedAt: new Date(Date.UTC(2030, 0, 1) - i * 60_000).toISOString() }));
    const { h } = await setup({ [HISTORY]: { json: { data: many, next: null } } });
    await h.renderView('Activity');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const before = new Set(rows());
    const hashesBefore = rows().map((r) => r.dataset.hash);
    const list = screen.getByTestId('activity-list');
    act(() => { list.scrollTop = 64 * 100; list.dispatchEvent(new Event('scroll')); });
    await waitFor(() => expect(rows().some((r) => r.dataset.hash === '0x100')).toBe(true));
    // Other transactions, in (some of) the same elements: nothing was torn down and rebuilt for them.
    expect(rows().map((r) => r.dataset.hash)).not.toEqual(hashesBefore);
    const reused = rows().filter((r) => before.has(r));
    expect(reused.length).toBeGreaterThan(0);
    for (const r of reused) expect(hashesBefore).not.toContain(r.dataset.hash);
    // Each shown row still shows its own transaction at its own place.
    const row = rows().find((r) => r.dataset.hash === '0x100')!;
    expect(row.style.transform).toBe(`translateY(${64 * 100}px)`);
    expect(within(row).getByTestId('activity-amount').textContent).toBe('-1.5 ETH');
  });
});
