import { describe, expect, it } from 'vitest';
import { pluginsForView } from './first-view';
import type { PluginManifest } from './manifest';

const m = (id: string, extra: Partial<PluginManifest> = {}): PluginManifest => ({ id, apiVersion: 2, load: async () => ({}), ...extra });

describe('the plugins a first view needs', () => {
  const registry = [
    m('connect', { views: ['Connect'], requires: ['wallet-registry'] }),
    m('injected', { activationEvents: ['onView:Connect'], dependsOn: ['chain'] }),
    m('chain', { provides: ['eip155'] }),
    m('registry', { provides: ['wallet-registry'], feature: 'enableWallets' }),
    m('analytics', { activationEvents: ['onOpen'] }),
    m('metrics', { activationEvents: ['onOpenFinished'] }),
    m('account', { views: ['Account'], requires: ['eip155'] }),
    m('send', { views: ['Send'], feature: 'features.send' }),
  ];

  it('takes the view owners, onOpen plugins, their dependencies and the providers of what they require', () => {
    const ids = (view: string, options: unknown) => pluginsForView(registry, view, options).map((p) => p.id).sort();
    expect(ids('Connect', { enableWallets: true })).toEqual(['analytics', 'chain', 'connect', 'injected', 'registry']);
    expect(ids('Account', {})).toEqual(['account', 'analytics', 'chain']);
  });

  it('leaves out onOpenFinished plugins: they load once the first view is up', () => {
    expect(pluginsForView(registry, 'Connect', { enableWallets: true }).map((p) => p.id)).not.toContain('metrics');
  });

  it('never includes a plugin whose switch is off', () => {
    expect(pluginsForView(registry, 'Connect', { enableWallets: false }).map((p) => p.id)).not.toContain('registry');
    expect(pluginsForView(registry, 'Send', { features: { send: false } }).map((p) => p.id)).toEqual(['analytics']);
  });
});
