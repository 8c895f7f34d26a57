import { describe, expect, it } from 'vitest';
import { resolveFeatures, type FeaturesInput } from '../options/features';
import { emptyAccount, emptyChain, initialKernelState } from '../state/defaults';
import type { ChainNamespace, ConnectorInfo, KernelState } from '../state/types';
import { createPluginHarness } from '../testing/harness';
import { defineManifest, definePlugin } from './define';
import type { PluginApi } from './api-types';
import type { PluginManifest, SlotEntry } from './manifest';
import { slotItems } from './slots';
import { PLUGIN_API_VERSION } from './types';

const plugin = (id: string, contributes: Record<string, SlotEntry[]>, extra: Partial<PluginManifest> = {}): PluginManifest =>
  ({ id, apiVersion: PLUGIN_API_VERSION, contributes, load: async () => definePlugin(() => {}), ...extra });
const one = (slot: string, id: string, extra: Partial<SlotEntry> = {}) => plugin(`p-${id}`, { [slot]: [{ id, label: id, ...extra }] });

function ids(slot: string, manifests: PluginManifest[], o: { features?: FeaturesInput; connectors?: ConnectorInfo['type'][]; ns?: ChainNamespace; unusable?: string[] } = {}) {
  const state: KernelState = {
    ...initialKernelState('light'),
    activeChain: o.ns,
    connectors: (o.connectors ?? []).map((type, i) => ({ id: `c${i}`, name: `c${i}`, type })),
  };
  return slotItems(slot, {
    manifests,
    usable: (id) => !o.unusable?.includes(id),
    options: { features: resolveFeatures(o.features, undefined).features },
    state,
  }).map((i) => i.id);
}

const WF = 'account.walletFeatures';
/** The slot's owner (the account plugin, in the built-in list) declares it and its ordering rule. */
const owner = plugin('owner', {}, {
  slots: [WF],
  slotOrder: { [WF]: { option: 'features.walletFeaturesOrder', hideUnlisted: ['onramp', 'swaps', 'receive', 'send'] } },
});
// Registered in an order unlike the spec's, so a sort that does nothing fails.
const builtIns = () => [one(WF, 'send'), one(WF, 'receive'), one(WF, 'swaps'), one(WF, 'onramp'), owner];

describe('slot account.walletFeatures', () => {
  it('follows the default order of spec §9: onramp, swaps, receive, send', () => {
    expect(ids(WF, builtIns())).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it("follows the host's walletFeaturesOrder and hides the built-in ids it leaves out", () => {
    expect(ids(WF, builtIns(), { features: { walletFeaturesOrder: ['send', 'receive'] } })).toEqual(['send', 'receive']);
    expect(ids(WF, builtIns(), { features: { walletFeaturesOrder: ['receive', 'onramp', 'send', 'swaps'] } })).toEqual(['receive', 'onramp', 'send', 'swaps']);
  });

  it('puts third-party entries after the built-in ones, by their order', () => {
    const third = [one(WF, 'bridge', { order: 5 }), one(WF, 'stake', { order: -1 }), one(WF, 'lend')];
    expect(ids(WF, [...third, ...builtIns()])).toEqual(['onramp', 'swaps', 'receive', 'send', 'stake', 'lend', 'bridge']);
    // A host order does not hide a third-party id it does not know.
    expect(ids(WF, [...third, ...builtIns()], { features: { walletFeaturesOrder: ['send'] } })).toEqual(['send', 'stake', 'lend', 'bridge']);
  });
});

describe('a slot without an ordering rule', () => {
  it('is ordered by its entries\' order only: the kernel knows no slot\'s rule of its own', () => {
    // Without its owner's rule the wallet features keep their entries' order, whatever the host option says.
    const ms = builtIns().filter((m) => m !== owner);
    expect(ids(WF, ms, { features: { walletFeaturesOrder: ['send'] } })).toEqual(['send', 'receive', 'swaps', 'onramp']);
  });
});

describe('slot visibility', () => {
  it('shows an entry with namespaces only while one of them is the active namespace', () => {
    const ms = [plugin('sol', { 'account.actions': [{ id: 'stake', label: 'Stake', namespaces: ['solana'] }, { id: 'always', label: 'Always' }] })];
    expect(ids('account.actions', ms, { ns: 'solana' })).toEqual(['stake', 'always']);
    expect(ids('account.actions', ms, { ns: 'eip155' })).toEqual(['always']);
    expect(ids('account.actions', ms, { ns: undefined })).toEqual(['always']);
  });

  it('shows an entry with connectorTypes only while the active account is connected through one of them', () => {
    const ms = [plugin('auth', { 'account.actions': [{ id: 'settings', label: 'Settings', connectorTypes: ['AUTH'] }, { id: 'always', label: 'Always' }] })];
    const withAccount = (connectorType: ConnectorInfo['type'] | undefined, status: 'connected' | 'disconnected' = 'connected') => {
      const base = initialKernelState('light');
      const state: KernelState = {
        ...base,
        activeChain: 'eip155',
        connectors: connectorType ? [{ id: 'conn', name: 'conn', type: connectorType }] : [],
        chains: { eip155: { ...emptyChain('eip155'), account: { ...emptyAccount(), status, connectorId: 'conn' } } },
      };
      return slotItems('account.actions', { manifests: ms, usable: () => true, options: { features: resolveFeatures(undefined, undefined).features }, state }).map((i) => i.id);
    };
    expect(withAccount('AUTH')).toEqual(['settings', 'always']);
    expect(withAccount('ANNOUNCED')).toEqual(['always']);
    expect(withAccount(undefined)).toEqual(['always']);
    expect(withAccount('AUTH', 'disconnected')).toEqual(['always']);
  });

  it('orders other slots by entry order', () => {
    const ms = [plugin('a', { 'settings.rows': [{ id: 'late', label: 'L', order: 2 }, { id: 'early', label: 'E', order: -3 }] }), one('settings.rows', 'mid')];
    expect(ids('settings.rows', ms)).toEqual(['early', 'mid', 'late']);
  });

  it('hides the entries of plugins that are not usable', () => {
    expect(ids(WF, builtIns(), { unusable: ['p-swaps'] })).toEqual(['onramp', 'receive', 'send']);
  });

  it('hides the entries of a disabled plugin and of a failed one in a running kernel, and names the contributor', async () => {
    let api!: PluginApi;
    const ok = defineManifest({ ...one(WF, 'receive'), load: async () => definePlugin((a) => { api = a; }) });
    const off = { ...one(WF, 'send'), feature: 'features.myOff' };
    const on = { ...one(WF, 'bridge'), feature: 'features.myOn' };
    const broken = { ...one(WF, 'swaps'), load: async () => { throw new Error('chunk failed'); } };
    const h = createPluginHarness(ok, { fakes: [off, on, broken, owner], options: { features: { myOff: false, myOn: true } as never } });
    await h.activate();
    expect(h.kernel.plugins.isEnabled('p-send')).toBe(false);
    expect(api.views.slotEntries(WF).map((i) => [i.id, i.pluginId])).toEqual([['swaps', 'p-swaps'], ['receive', 'p-receive'], ['bridge', 'p-bridge']]);
    expect(await h.kernel.plugins.activate('p-swaps')).toBe(false);
    expect(api.views.slotEntries(WF).map((i) => i.id)).toEqual(['receive', 'bridge']);
  });
});

describe('slot entries that need a family capability', () => {
  const send = plugin('send', { [WF]: [{ id: 'send', label: 'Send', family: 'send' }, { id: 'always', label: 'Always' }] });
  const family = (id: string, ns: ChainNamespace, family?: string[]) => plugin(id, {}, { namespaces: [ns], ...(family ? { family } : {}) });
  const ms = [send, family('chain-a', 'aaa', ['send', 'onramp']), family('chain-b', 'bbb'), family('chain-c', 'ccc', ['onramp'])];

  it('shows the entry only while a plugin serving the active namespace lists the capability', () => {
    expect(ids(WF, ms, { ns: 'aaa' })).toEqual(['send', 'always']);
    expect(ids(WF, ms, { ns: 'bbb' })).toEqual(['always']);
    expect(ids(WF, ms, { ns: 'ccc' })).toEqual(['always']);
    expect(ids(WF, ms, { ns: undefined })).toEqual(['always']);
  });

  it('a new family opts in with its own manifest, and a failed or disabled one hides the entry', () => {
    expect(ids(WF, [...ms, family('chain-d', 'ddd', ['send'])], { ns: 'ddd' })).toEqual(['send', 'always']);
    expect(ids(WF, ms, { ns: 'aaa', unusable: ['chain-a'] })).toEqual(['always']);
    // Another plugin of the namespace without the capability does not give it.
    expect(ids(WF, [...ms, family('wallet-of-b', 'bbb', [])], { ns: 'bbb' })).toEqual(['always']);
  });
});
