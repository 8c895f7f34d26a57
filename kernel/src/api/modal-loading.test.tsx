// @vitest-environment happy-dom
/**
 * Spec §4, the modal's loading flag: set while an open's wave (the UI, the first view's plugin, the
 * onOpen plugins) is on its way, cleared once it is there — and cleared when a plugin of the wave
 * fails to load, so a failed load never leaves the modal loading (the error view takes over).
 */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { createGangway } from './create-gangway';

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

/** A plugin the open activates, whose code arrives when the test says (or fails to). */
function heldPlugin() {
  let arrive!: () => void;
  let fail!: (e: Error) => void;
  const gate = new Promise<void>((resolve, reject) => { arrive = resolve; fail = reject; });
  const manifest = defineManifest({ id: 'slow', apiVersion: PLUGIN_API_VERSION, activationEvents: ['onOpen'],
    load: async () => { await gate; return definePlugin(() => {}); },
  });
  return { manifest, arrive, fail };
}

/** A widget whose runtime is already there (its first import may take a while on a busy machine). */
async function mk(plugin: ReturnType<typeof heldPlugin>) {
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [plugin.manifest] } as never, { skipStartup: true, storage: memoryStorage() });
  await g.kernel.loadRuntime();
  return g;
}

describe("the modal's loading flag (spec §4)", () => {
  it('is set while the open waits for its wave and cleared when the wave is there', async () => {
    const plugin = heldPlugin();
    const g = await mk(plugin);
    expect(g.getState().modal.loading).toBe(false);
    let opened!: Promise<unknown>;
    act(() => { opened = g.open(); });
    // The open's wave, held here by the plugin's code.
    await act(async () => { await vi.waitFor(() => expect(g.getState().modal).toMatchObject({ open: true, loading: true })); });
    await act(async () => { plugin.arrive(); await opened; });
    expect(g.getState().modal).toMatchObject({ open: true, loading: false });
    expect(g.getState().plugins.slow?.status).toBe('active');
    g.destroy();
  });

  it('is cleared when a plugin of the wave fails to load', async () => {
    const plugin = heldPlugin();
    const g = await mk(plugin);
    let opened!: Promise<unknown>;
    act(() => { opened = g.open(); });
    await act(async () => { await vi.waitFor(() => expect(g.getState().modal.loading).toBe(true)); });
    await act(async () => { plugin.fail(new Error('chunk failed')); await opened.catch(() => undefined); });
    expect(g.getState().modal.loading).toBe(false);
    expect(g.getState().plugins.slow?.status).toBe('failed');
    g.destroy();
  });
});
