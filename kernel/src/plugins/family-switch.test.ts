import { describe, expect, it } from 'vitest';
import { resolveFeatures } from '../options/features';
import { parseOptions } from '../options/schema';
import { testDevnet } from '../testing/networks.test-util';
import { isEnabled } from './activation-events';
import type { PluginManifest } from './manifest';

// A family the kernel has never heard of: its plugin's manifest is all the kernel reads.
const fake = { id: 'chain-fake', apiVersion: 2, feature: 'features.fakechn', namespaces: ['fakechn'], load: async () => ({ default: { setup() {} } }) } as unknown as PluginManifest;
const fakeNet = { ...testDevnet, id: 'one', caipNetworkId: 'fakechn:one', chainNamespace: 'fakechn', name: 'Fake' };
const options = (networks: unknown[], features: Record<string, unknown> = {}) => parseOptions({ projectId: 'p', networks, features });

describe("a chain family's switch (features.<namespace> naming the plugin's own namespace)", () => {
  it('is on exactly when the host configures a network of the namespace', () => {
    expect(isEnabled(fake, options([testDevnet]))).toBe(false);
    expect(isEnabled(fake, options([testDevnet, fakeNet]))).toBe(true);
  });

  it('a host that sets it keeps its value (off with a network of the family, or on without one)', () => {
    expect(isEnabled(fake, options([testDevnet, fakeNet], { fakechn: false }))).toBe(false);
    expect(isEnabled(fake, options([testDevnet], { fakechn: true }))).toBe(true);
  });

  it('is data of the manifest: a switch that names no namespace of the plugin stays an ordinary one', () => {
    const other = { ...fake, namespaces: ['othernet'] } as PluginManifest;
    expect(isEnabled(other, options([testDevnet, fakeNet]))).toBe(false);
  });

  it('is not a remote feature: neither the remote configuration nor basic mode sets it', () => {
    expect(resolveFeatures({}, { email: false }, false, false).features).not.toHaveProperty('fakechn');
    expect(resolveFeatures({}, undefined, true, false).features).not.toHaveProperty('fakechn');
  });
});
