/**
 * Faults on the page's side: storage read back corrupt, storage full (QuotaExceededError on every
 * write), a lazy chunk failing once and twice, a remote plugin's entry missing (404) or not matching
 * its pinned hash. (No devnet component is involved: the browser and the static host are the faulty parts.)
 */
import type { Page, Route } from '@playwright/test';
import { expect } from '../../kit/index';
import { defineCases, type FaultCase } from './case';
import { connectInjected, DEMO, expectNotBlank, expectStillConnected, readout, view } from './steps';

/** Keys the widget resumes a session from; every other key is a cache or a preference. */
const SESSION_KEY = /connectionStatus|connectorIds|connectedNamespaces|activeNamespace/;
const GARBAGE = ['{"broken', '42', '[1,2,', 'null', '"<script>alert(1)</script>"', '{"__proto__":{"polluted":true}}'];

/** Overwrites stored widget values with garbage (every one, or only caches and preferences). */
async function corruptStorage(page: Page, which: 'caches' | 'all') {
  return page.evaluate(([garbage, sessionKey, only]) => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('@gangway/') && (only === 'all' || !new RegExp(sessionKey).test(k)));
    keys.forEach((k, i) => localStorage.setItem(k, garbage[i % garbage.length]));
    return keys;
  }, [GARBAGE, SESSION_KEY.source, which] as const);
}

/** Every localStorage write throws QuotaExceededError while sessionStorage says 'quota-full' (set per tab). */
async function quotaSwitch(page: Page) {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage && window.sessionStorage.getItem('quota-full') === '1') {
        throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  });
}

function storageCorruptCase(which: 'caches' | 'all'): FaultCase {
  return {
    id: `storage-corrupt-${which}`,
    area: 'Storage',
    fault: which === 'caches'
      ? 'every stored cache and preference read back as garbage (broken JSON, wrong types, markup, __proto__)'
      : 'every stored value, the session keys included, read back as garbage',
    expects: which === 'caches'
      ? 'no message: the session is restored, caches start empty and refill'
      : 'no message: starts disconnected with a working Connect view (defaults)',
    async arrange(c) {
      await connectInjected(c);
      await expect(c.page.locator('[data-testid="token-row"]').first()).toBeVisible();
    },
    async provoke(c) {
      const keys = await corruptStorage(c.page, which);
      expect(keys.length).toBeGreaterThan(0);
      c.memo.errors = [] as string[];
      c.page.on('pageerror', (e) => (c.memo.errors as string[]).push(e.message));
      await c.page.reload();
      if (which === 'caches') {
        await c.page.getByTestId('open-Account').click();
        await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      } else {
        await expect(readout(c.page).status).toHaveText('disconnected');
        await c.page.getByTestId('gangway-connect').click();
        await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Connect');
      }
      expect(c.memo.errors).toEqual([]);
      expect(await c.page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
    },
    async held(c) {
      if (which === 'caches') {
        await expectStillConnected(c.page, c.wallet.address);
        await expect(c.page.locator('[data-testid="token-row"]').first()).toBeVisible();
      } else {
        await expect(c.page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]')).toBeVisible();
      }
    },
    async clear() {},
    async recover(c) {
      if (which === 'all') {
        // The wallet still grants this site its accounts: no prompt this time.
        await c.page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
        await expectStillConnected(c.page, c.wallet.address);
      }
      // What is stored now reads back: another load resumes the session.
      await c.page.reload();
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

/** Aborts the first `times` requests for a chunk (the static host failing), then lets them through. */
async function failChunk(page: Page, pattern: RegExp, times: number) {
  let failed = 0;
  const handler = async (route: Route) => {
    if (failed < times) { failed++; await route.abort('connectionreset'); } else await route.continue();
  };
  await page.route(pattern, handler);
  return { failed: () => failed, off: () => page.unroute(pattern, handler) };
}

const SEND_CHUNK = /\/chunks\/plugin-send\.[0-9a-f]+\.js$/;

function chunkCase(times: 1 | 2): FaultCase {
  return {
    id: `chunk-fails-${times === 1 ? 'once' : 'twice'}`,
    area: 'Chunk',
    fault: `the Send plugin's lazy chunk fails to load ${times === 1 ? 'once' : 'twice in a row'}`,
    expects: times === 1
      ? 'no message: the chunk is requested again and Send opens'
      : "error view 'This feature failed to load' with Retry; Retry opens Send",
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      const chunk = await failChunk(c.page, SEND_CHUNK, times);
      c.memo.chunk = chunk;
      await c.page.getByTestId('account-action-send').click();
      if (times === 1) {
        await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Send');
        await expect(c.page.getByTestId('send-submit')).toBeVisible();
      } else {
        const error = c.page.locator('[data-gangway-error-view="Send"]');
        await expect(error).toContainText('This feature failed to load');
        await expect(error.locator('[data-gangway-retry]')).toBeVisible();
      }
      expect(chunk.failed()).toBe(times);
    },
    held: (c) => expectStillConnected(c.page, c.wallet.address),
    async clear(c) {
      await (c.memo.chunk as Awaited<ReturnType<typeof failChunk>>).off();
    },
    async recover(c) {
      if (times === 2) await c.page.locator('[data-gangway-error-view="Send"] [data-gangway-retry]').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Send');
      await expect(c.page.getByTestId('send-submit')).toBeVisible();
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

const REMOTE_ENTRY = 'http://127.0.0.1:5174/remoteEntry.js';

function remoteCase(kind: '404' | 'wrong-hash'): FaultCase {
  return {
    id: `remote-plugin-${kind}`,
    area: 'Remote plugin',
    fault: kind === '404' ? "a remote plugin's entry answers 404" : "a remote plugin's entry has other bytes than its pinned sha384",
    expects: kind === '404'
      ? "error view 'This feature failed to load' naming the 404, Retry; the rest of the widget works"
      : "error view 'This feature failed to load': 'does not match its integrity hash', its code never runs; Retry",
    async prepare(c) {
      const handler = async (route: Route) => {
        if (kind === '404') return route.fulfill({ status: 404, body: 'not found', headers: { 'access-control-allow-origin': '*' } });
        const res = await route.fetch();
        return route.fulfill({ response: res, body: `${await res.text()}\n;window.__tampered=1;` });
      };
      await c.page.route(REMOTE_ENTRY, handler);
      c.memo.unroute = () => c.page.unroute(REMOTE_ENTRY, handler);
    },
    arrange: (c) => connectInjected(c, `${DEMO}?remote=1`),
    async provoke(c) {
      await c.page.evaluate(() => (window as unknown as { gangway: { open(o: unknown): Promise<void> } }).gangway.open({ view: 'ExampleGreeting' }));
      const error = c.page.locator('[data-gangway-error-view="ExampleGreeting"]');
      await expect(error).toContainText('This feature failed to load');
      await expect(error).toContainText(kind === '404' ? 'answered 404 (not found)' : 'does not match its integrity hash');
      await expect(error.locator('[data-gangway-retry]')).toBeVisible();
      expect(await c.page.evaluate(() => (window as unknown as { __tampered?: number }).__tampered)).toBeUndefined();
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
    },
    async clear(c) {
      await (c.memo.unroute as () => Promise<void>)();
    },
    async recover(c) {
      await c.page.locator('[data-gangway-error-view="ExampleGreeting"] [data-gangway-retry]').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'ExampleGreeting');
      await expect(view(c.page)).toContainText('Hello from a remote plugin');
      await expectNotBlank(c.page);
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

export const PAGE_CASES = defineCases([
  storageCorruptCase('caches'),
  storageCorruptCase('all'),
  {
    id: 'storage-full',
    area: 'Storage',
    fault: 'every localStorage write throws QuotaExceededError',
    expects: 'no message: connecting works for this page (state kept in memory); storage used again once there is room',
    async prepare(c) {
      await quotaSwitch(c.page);
    },
    async arrange(c) {
      await c.page.goto(DEMO);
      await c.page.evaluate(() => sessionStorage.setItem('quota-full', '1'));
      await c.page.reload();
    },
    async provoke(c) {
      const errors: string[] = [];
      c.page.on('pageerror', (e) => errors.push(e.message));
      await connectInjected(c, c.page.url());
      expect(errors).toEqual([]);
      expect(await c.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('@gangway/')))).toEqual([]);
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
      await c.page.getByTestId('account-action-receive').click();
      await expect(c.page.getByTestId('receive-address')).toHaveText(c.wallet.address);
    },
    async clear(c) {
      await c.page.evaluate(() => sessionStorage.removeItem('quota-full'));
    },
    async recover(c) {
      // A new page load finds room again: connect, and the next load resumes the session from storage.
      await c.page.reload();
      await expect(readout(c.page).status).toHaveText('disconnected');
      await connectInjected(c, c.page.url());
      await c.page.reload();
      await expectStillConnected(c.page, c.wallet.address);
    },
  },
  chunkCase(1),
  chunkCase(2),
  remoteCase('404'),
  remoteCase('wrong-hash'),
]);
