// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { afterViewShown } from '../api/view-shown';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

/** A plugin activated by the open, whose setup returns `cleanup`. */
const withCleanup = (cleanup: () => void, setup = vi.fn()) => defineManifest({ id: 'tidy', apiVersion: PLUGIN_API_VERSION, activationEvents: ['onOpen'],
  load: async () => definePlugin(() => { setup(); return cleanup; }),
});

// The real UI mount: no mountUi in env.
const mk = (options: Record<string, unknown> = {}) =>
  createGangway({ projectId: 'p', networks: [testDevnet], basic: true, ...options } as never, { skipStartup: true, storage: memoryStorage() });

const roots = () => document.querySelectorAll('[data-gangway-root]');
const dialogs = () => document.querySelectorAll('[role="dialog"]');

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

describe('destroy', () => {
  it('unmounts the modal root it appended to <body> and runs the plugin cleanups', async () => {
    const cleanup = vi.fn();
    const g = mk({ plugins: [withCleanup(cleanup)] });
    await act(async () => { await g.open(); });
    expect(roots()).toHaveLength(1);
    expect(roots()[0].parentElement).toBe(document.body);
    expect(dialogs()).toHaveLength(1);
    expect(document.body.style.overflow).toBe('hidden');
    expect(g.getState().plugins.tidy?.status).toBe('active');
    act(() => g.destroy());
    expect(roots()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
    expect(document.querySelector('[data-gangway-modal]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(cleanup).toHaveBeenCalledTimes(1);
    // A second destroy is harmless.
    act(() => g.destroy());
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing mounted when destroyed while the UI chunk is still loading', async () => {
    const g = mk();
    await g.kernel.loadRuntime();
    const mounting = g.mount();
    g.destroy();
    await act(async () => { await mounting; });
    expect(roots()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
  });

  it('runs at once the cleanup of a plugin whose setup finishes after destroy', async () => {
    const cleanup = vi.fn();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const slow = defineManifest({ id: 'slow', apiVersion: PLUGIN_API_VERSION, activationEvents: ['onOpen'],
      load: async () => definePlugin(async () => { await gate; return cleanup; }),
    });
    const g = mk({ plugins: [slow] });
    const k = await g.kernel.loadRuntime();
    const activation = k.plugins.activate('slow');
    await new Promise((r) => setTimeout(r, 0));
    g.destroy();
    expect(cleanup).not.toHaveBeenCalled();
    release();
    await activation;
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing mounted, and no plugin set up, when destroyed during the first open', async () => {
    const cleanup = vi.fn();
    const setup = vi.fn();
    const g = mk({ plugins: [withCleanup(cleanup, setup)] });
    const opening = g.open();
    g.destroy();
    await act(async () => { await opening.catch(() => undefined); });
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(roots()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
    // The runtime arrived after destroy: no plugin activates any more.
    expect(setup).not.toHaveBeenCalled();
    expect(await (await g.kernel.loadRuntime()).plugins.activate('tidy')).toBe(false);
  });

  it('rejects mount() after destroy', async () => {
    const g = mk();
    g.destroy();
    await expect(g.mount()).rejects.toThrow('This Gangway instance was destroyed');
    const h = document.createElement('div');
    document.body.appendChild(h);
    await expect(g.mount(h)).rejects.toThrow('destroyed');
    expect(h.childNodes).toHaveLength(0);
    expect(roots()).toHaveLength(0);
  });

  it("empties a host's container on destroy but leaves the container in the page", async () => {
    const container = document.createElement('section');
    container.id = 'host-slot';
    document.body.appendChild(container);
    const g = mk({ enableEmbedded: true });
    await act(async () => { await g.mount(container); });
    expect(container.hasAttribute('data-gangway-root')).toBe(true);
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    // Embedded: opening mounts nothing more in <body>.
    await act(async () => { await g.open(); });
    expect(roots()).toHaveLength(1);
    act(() => g.destroy());
    expect(document.getElementById('host-slot')).toBe(container);
    expect(container.childNodes).toHaveLength(0);
    expect(container.hasAttribute('data-gangway-root')).toBe(false);
    expect(roots()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
  });
});

describe('the connection flows when mounted inline', () => {
  // No open, so no openFinished: the mount itself asks for the flows once its view is shown.
  it('embedded: requested once the view is shown, without any open', async () => {
    const container = document.body.appendChild(document.createElement('section'));
    const g = mk({ enableEmbedded: true });
    const load = vi.spyOn(g.kernel, 'loadFlows').mockResolvedValue();
    await act(async () => { await g.mount(container); });
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    expect(load).not.toHaveBeenCalled(); // not in the mount's own wave
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => g.destroy());
  });

  it('appended to <body>: the mount alone asks for nothing (the open does, after its view)', async () => {
    const g = mk();
    const load = vi.spyOn(g.kernel, 'loadFlows').mockResolvedValue();
    await act(async () => { await g.mount(); });
    // The embedded mount asks once its view is shown (afterViewShown): past that same moment, nothing.
    await afterViewShown();
    expect(load).not.toHaveBeenCalled();
    act(() => g.destroy());
  });
});
