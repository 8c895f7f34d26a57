// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

const title = () => document.querySelector('[role="dialog"] h2')?.textContent;

it('shows the title a view\'s plugin brings once that plugin, loaded by opening its view, is set up', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  // Like the wallet guide: nothing activates it before its view is opened; its title is its own text.
  const guide = defineManifest({ id: 'guide', apiVersion: PLUGIN_API_VERSION, views: ['Guide'],
    load: async () => { await gate; return definePlugin((api) => { api.i18n.addMessages({ 'view.Guide': 'What is a guide?' }); api.views.registerView('Guide', () => <p>guide</p>); }); },
  });
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [guide] } as never, { skipStartup: true, storage: memoryStorage() });
  await act(async () => { await g.open(); });
  const k = await g.kernel.loadRuntime();
  await act(async () => { k.router.push('Guide'); await new Promise((r) => setTimeout(r, 0)); });
  // Loading: no title yet (not the view's id).
  expect(g.getState().plugins.guide?.status).toBe('loading');
  expect(title()).not.toContain('Guide');
  await act(async () => { release(); await new Promise((r) => setTimeout(r, 10)); });
  expect(g.getState().plugins.guide?.status).toBe('active');
  expect(title()).toBe('What is a guide?');
  g.destroy();
});

it('names the dialog by the title the manifest declares, while the view\'s plugin still loads; a hidden title names it without showing', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const slow = defineManifest({ id: 'slow', apiVersion: PLUGIN_API_VERSION, views: ['Ledger', 'Till'],
    titles: { Ledger: { key: 'view.Ledger', text: 'Ledger book' }, Till: { key: 'view.Till', text: 'Till', hidden: true } },
    load: async () => { await gate; return definePlugin((api) => { api.views.registerView('Ledger', () => <p>ledger</p>); api.views.registerView('Till', () => <p>till</p>); }); },
  });
  // A message for a title's key (a locale's, the host's) wins over the manifest's English text.
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [slow], messages: { 'modal.title': 'Generic', 'view.Ledger': 'Grand livre' } } as never,
    { skipStartup: true, storage: memoryStorage() });
  await act(async () => { await g.open(); });
  const k = await g.kernel.loadRuntime();
  await act(async () => { k.router.push('Ledger'); await new Promise((r) => setTimeout(r, 0)); });
  const dialog = () => document.querySelector('[role="dialog"]')!;
  const name = () => document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent;
  expect(g.getState().plugins.slow?.status).toBe('loading');
  expect(name()).toBe('Grand livre');
  expect(dialog().querySelector('h2 .gw-sr')).toBeNull();
  await act(async () => { k.router.push('Till'); await new Promise((r) => setTimeout(r, 0)); });
  expect(name()).toBe('Till');
  expect(dialog().querySelector('h2 .gw-sr')?.textContent).toBe('Till');
  await act(async () => { release(); await new Promise((r) => setTimeout(r, 10)); });
  expect(g.getState().plugins.slow?.status).toBe('active');
  expect(name()).toBe('Till');
  // The English text went through the catalogue (its key's default), as a slot entry's label does.
  expect(g.kernel.t('view.Till')).toBe('Till');
  g.destroy();
});
