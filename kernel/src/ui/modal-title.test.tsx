// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks';

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

const title = () => document.querySelector('[role="dialog"] h2')?.textContent;

it('shows the title a view\'s plugin brings once that plugin, loaded by opening its view, is set up', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  // Like the wallet guide: nothing activates it before its view is opened; its title is its own text.
  const guide = defineManifest({ id: 'guide', apiVersion: PLUGIN_API_VERSION, views: ['Guide'],
    load: async () => { await gate; return definePlugin((api) => { api.addMessages({ 'view.Guide': 'What is a guide?' }); api.registerView('Guide', () => <p>guide</p>); }); },
  });
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [guide] } as never, { skipStartup: true, storage: memoryStorage() });
  await act(async () => { await g.open(); });
  await act(async () => { g.kernel.router.push('Guide'); await new Promise((r) => setTimeout(r, 0)); });
  // Loading: no title yet (not the view's id).
  expect(g.getState().plugins.guide?.status).toBe('loading');
  expect(title()).not.toContain('Guide');
  await act(async () => { release(); await new Promise((r) => setTimeout(r, 10)); });
  expect(g.getState().plugins.guide?.status).toBe('active');
  expect(title()).toBe('What is a guide?');
  g.destroy();
});
