// @vitest-environment happy-dom
// The network guard over a DOM's own globals (happy-dom's fetch, XMLHttpRequest, WebSocket and
// navigator.sendBeacon), restored exactly as they were.
import { describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { createPluginHarness } from './harness';

const PATHS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'] as const;
const descriptors = () => Object.fromEntries(PATHS.map((p) => [p, Object.getOwnPropertyDescriptor(globalThis, p)]));
const original = descriptors();
const originalBeacon = navigator.sendBeacon;
const plugin = defineManifest({ id: 'quiet', apiVersion: PLUGIN_API_VERSION, load: async () => definePlugin(() => {}) });

describe('network guard in a DOM', () => {
  it("replaces the DOM's network globals and navigator.sendBeacon, and puts them back", async () => {
    const h = createPluginHarness(plugin);
    await expect(window.fetch('/relative')).rejects.toThrow(/Unexpected network request in a unit test: GET \/relative \(fetch\)/);
    expect(() => navigator.sendBeacon('https://pulse.test/e', '{}')).toThrow('Unexpected network request in a unit test: POST https://pulse.test/e (navigator.sendBeacon)');
    expect(() => new WebSocket('ws://127.0.0.1:8547')).toThrow('ws://127.0.0.1:8547 (WebSocket)');
    const xhr = new XMLHttpRequest();
    xhr.open('GET', 'https://api.test/y');
    expect(() => xhr.send()).toThrow('GET https://api.test/y (XMLHttpRequest)');
    expect(h.takeUnexpectedRequests()).toHaveLength(4);
    h.dispose();
    expect(descriptors()).toEqual(original);
    expect(navigator.sendBeacon).toBe(originalBeacon);
    expect(Object.getOwnPropertyNames(navigator)).not.toContain('sendBeacon');
  });

  it('answers sendBeacon through its double', () => {
    const beacons: string[] = [];
    const h = createPluginHarness(plugin, { sendBeacon: (url) => { beacons.push(String(url)); return true; } });
    expect(navigator.sendBeacon('https://pulse.test/e')).toBe(true);
    expect(beacons).toEqual(['https://pulse.test/e']);
    h.dispose();
  });
});
