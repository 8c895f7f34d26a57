// @vitest-environment happy-dom
// The modal's focus trap with the focus-trap library loaded and a plugin's frame registered through
// api.ui.addTrapContainer while its view shows it: Tab from the dialog's last control goes into the
// frame, the guard after the frame leads to the dialog's first control, Shift+Tab from the first goes
// back to the frame; hidden (view gone), the frame is out of the trap and focus in it returns.
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { defineManifest, definePlugin } from '../plugins/define';
import type { PluginApi } from '../plugins/api-types';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';

afterEach(() => { document.body.innerHTML = ''; document.body.removeAttribute('style'); });

/** Like the embedded wallet: a frame on <body> (outside the modal's root), in the trap only while the view shows it. */
function framedPlugin() {
  const frame = document.createElement('iframe');
  frame.title = 'Secure frame';
  frame.setAttribute('srcdoc', ''); // happy-dom loads no page
  document.body.appendChild(frame);
  function Framed({ api }: { api: PluginApi }) {
    useEffect(() => api.ui.addTrapContainer(frame), [api]);
    return <button type="button" data-testid="inside">Inside</button>;
  }
  const manifest = defineManifest({ id: 'framed', apiVersion: PLUGIN_API_VERSION, views: ['Framed', 'Plain'],
    load: async () => definePlugin((api) => {
      api.views.registerView('Framed', () => <Framed api={api} />);
      api.views.registerView('Plain', () => <button type="button" data-testid="plain">Plain</button>);
    }),
  });
  return { frame, manifest };
}

function tab(shiftKey = false) {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e.defaultPrevented;
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const guards = () => [...document.querySelectorAll<HTMLElement>('[data-gangway-focus-guard] [tabindex="0"]')];

it('a registered frame is a second trap container for the focus-trap library; unregistered it is outside again', async () => {
  const { frame, manifest } = framedPlugin();
  const opener = document.body.insertBefore(document.createElement('button'), frame);
  opener.dataset.gangwayHost = '';
  opener.focus();
  const g = createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins: [manifest] } as never, { skipStartup: true, storage: memoryStorage() });
  await act(async () => { await g.open({ view: 'Framed' }); });
  const k = await g.kernel.loadRuntime();
  const inside = $('[data-testid="inside"]');
  const close = $('[data-gangway-close]');
  // The library holds the line once loaded: focus moved out goes back to the last control focused
  // (the simpler guard before it would send it to the card).
  await vi.waitFor(() => {
    inside.focus();
    opener.focus();
    expect(document.activeElement).toBe(inside);
  }, { timeout: 3000 });
  expect(guards()).toHaveLength(2);

  expect(tab()).toBe(true);
  expect(document.activeElement).toBe(frame);
  // Tab past the frame's last control: the browser lands on the guard after it, coming from the frame.
  guards()[1]!.focus();
  expect(document.activeElement).toBe(close);
  expect(tab(true)).toBe(true);
  expect(document.activeElement).toBe(frame);
  guards()[0]!.focus();
  expect(document.activeElement).toBe(inside);
  // On the card itself Tab is the browser's (to the card's first control), not a jump into the frame.
  $('[role="dialog"]').focus();
  expect(tab()).toBe(false);

  // Another view: the frame leaves the trap, focus in it comes back to the dialog, its guards go.
  frame.focus();
  await act(async () => { k.router.push('Plain'); await new Promise((r) => setTimeout(r, 0)); });
  expect(document.activeElement).toBe($('[role="dialog"]'));
  expect(guards()).toHaveLength(0);
  $('[data-testid="plain"]').focus();
  expect(tab()).toBe(true);
  expect(document.activeElement).not.toBe(frame);
  frame.focus();
  expect(document.activeElement).not.toBe(frame);

  // Closed with focus in the shown frame: focus returns to the page's button.
  await act(async () => { k.router.back(); await new Promise((r) => setTimeout(r, 0)); });
  expect(guards()).toHaveLength(2);
  frame.focus();
  await act(async () => { g.close(); await new Promise((r) => setTimeout(r, 0)); });
  expect(document.activeElement).toBe(opener);
  expect(guards()).toHaveLength(0);
  g.destroy();
});
