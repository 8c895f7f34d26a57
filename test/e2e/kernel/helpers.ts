/** Shared bits of the kernel specs: the demo URL and a log of every request the page makes. */
import type { Page, Request } from '@playwright/test';

export const DEMO = 'http://127.0.0.1:5173/';
export const VANILLA = 'http://127.0.0.1:5175/';

export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r: Request) => urls.push(r.url()));
  return {
    urls,
    chunks: () => urls.filter((u) => u.endsWith('.js')).map((u) => new URL(u).pathname),
    matching: (re: RegExp) => urls.filter((u) => re.test(u)),
  };
}

export const modal = (page: Page) => page.locator('[data-gangway-modal]');
/** The modal's dialog (not the frame painted on the click, which it replaces). */
export const dialog = (page: Page) => page.locator('[data-gangway-modal] [role="dialog"]');
/** The frame the eager kernel paints on the click, before any chunk arrives. */
export const paintedFrame = (page: Page) => page.locator('[data-gangway-frame] [role="dialog"]');
export const currentView = (page: Page) => page.locator('[data-gangway-view]');

/** The widget's chunks a page requested, by name (no directory, no content hash), sorted. */
export const widgetChunks = (log: ReturnType<typeof recordRequests>) =>
  log.chunks().filter((c) => /gangway-|plugin-/.test(c)).map((c) => c.replace(/^.*\/((?:gangway|plugin)-[a-z0-9-]+)\..*$/, '$1')).sort();
