// @vitest-environment happy-dom
import { PLUGIN_API_VERSION } from '../plugins/types';
import { act, fireEvent, screen, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { createSliceKey } from '../state/store';
import type { ViewProps } from '../plugins/api-types';
import { createPluginHarness } from './harness';

const counterKey = createSliceKey<{ n: number }>('counter');

function CounterView({ api }: ViewProps) {
  const n = api.useSlice(counterKey, (s) => s.n);
  return <button type="button" onClick={() => api.updateSlice(counterKey, (s) => { s.n += 1; })}>Clicked {n}</button>;
}

const counter = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'counter',
  views: ['Counter'],
  load: async () => definePlugin((api) => {
    api.defineSlice(counterKey, { n: 0 });
    api.registerView('Counter', CounterView);
  }),
});

afterEach(cleanup);

describe('plugin test harness', () => {
  it('activates a plugin, renders its view and reads its slice', async () => {
    const h = createPluginHarness(counter);
    await h.renderView('Counter');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(h.slice(counterKey)).toEqual({ n: 1 });
    expect(h.kernel.store.getState().plugins.counter.status).toBe('active');
  });

  it('shows the error view for a plugin that failed, and for a view no enabled plugin offers', async () => {
    const broken = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'broken', views: ['Broken'], load: async () => { throw new Error('chunk failed'); } });
    const off = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'off', feature: 'features.pay', views: ['Pay'], load: async () => definePlugin(() => {}) });
    const h = createPluginHarness(broken, { fakes: [off] });
    await h.renderView('Broken');
    expect(await screen.findByText('This feature failed to load')).toBeTruthy();
    expect(screen.getByText('chunk failed')).toBeTruthy();
    cleanup();
    await h.renderView('Pay');
    expect(screen.getByText('The view Pay is not available')).toBeTruthy();
  });

  it('isolates a view that throws while rendering', async () => {
    const crash = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'crash', views: ['Crash'],
      load: async () => definePlugin((api) => { api.registerView('Crash', () => { throw new Error('render boom'); }); }),
    });
    const h = createPluginHarness(crash);
    const errors: string[] = [];
    h.kernel.hooks.error.tap('t', ({ source }) => { errors.push(source); });
    await h.renderView('Crash');
    expect(screen.getByText('render boom')).toBeTruthy();
    expect(errors).toContain('view:Crash');
  });

  it('renders the modal shell with title, back and close, and refuses a view the manifest does not declare', async () => {
    const sneaky = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'sneaky', views: ['Declared'],
      load: async () => definePlugin((api) => { api.registerView('Undeclared', () => null); }),
    });
    const h = createPluginHarness(counter, { fakes: [sneaky] });
    h.renderModal();
    await act(async () => { await h.gangway.open({ view: 'Counter' }); });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Counter');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await act(async () => { h.kernel.router.push('Declared'); });
    expect(await screen.findByText('This feature failed to load')).toBeTruthy();
    expect(h.kernel.store.getState().plugins.sneaky.error).toMatch(/does not declare/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('message catalogue', () => {
  it('adds a locale through options alone: views are untouched, missing keys fall back to English', async () => {
    const h = createPluginHarness(counter, { options: { locale: 'fr', messages: { 'modal.close': 'Fermer', 'view.Counter': 'Compteur' } } });
    h.renderModal();
    await act(async () => { await h.gangway.open({ view: 'Counter' }); });
    expect(screen.getByRole('heading').textContent).toBe('Compteur');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    await act(async () => { h.kernel.router.push('Nowhere'); });
    expect(screen.getAllByRole('button', { name: 'Back' }).length).toBeGreaterThan(0); // untranslated: English
  });
});

describe('plugin messages', () => {
  it('lets a plugin add English defaults that a locale still overrides', async () => {
    const h = createPluginHarness(counter, { options: { messages: { 'counter.title': 'Compteur' } } });
    await h.activate();
    h.kernel.addMessages({ 'counter.title': 'Counter', 'counter.hint': 'Click {n} times' });
    expect(h.kernel.t('counter.title')).toBe('Compteur');
    expect(h.kernel.t('counter.hint', { n: 3 })).toBe('Click 3 times');
  });
});
