import { describe, expect, it } from 'vitest';
import { activationEventsOf } from './activation-events';
import type { PluginManifest } from './manifest';

const manifest = (extra: Partial<PluginManifest>) => ({ id: 'p', apiVersion: 2, load: async () => ({ default: { setup() {} } }), ...extra }) as unknown as PluginManifest;

describe('activationEventsOf', () => {
  it('answers to its views, namespaces and services, then its own events', () => {
    const m = manifest({ views: ['Send'], namespaces: ['fakechn'], provides: ['svc'], activationEvents: ['onOpen'] });
    expect(activationEventsOf(m)).toEqual(['onView:Send', 'onNamespace:fakechn', 'onService:svc', 'onOpen']);
    expect(activationEventsOf(manifest({}))).toEqual([]);
  });

  it('derives them once per manifest (asked on every open) and hands out a list no caller can change', () => {
    const m = manifest({ views: ['Send'] });
    const events = activationEventsOf(m);
    expect(activationEventsOf(m)).toBe(events);
    expect(Object.isFrozen(events)).toBe(true);
    // Another manifest object with the same data is derived on its own.
    expect(activationEventsOf(manifest({ views: ['Send'] }))).not.toBe(events);
  });
});
