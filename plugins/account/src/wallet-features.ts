/**
 * Which wallet-feature buttons the Account view shows (spec §9 walletFeaturesOrder): a feature appears
 * when its switch is on AND an enabled, not-failed plugin contributes its view.
 */
import type { ChainNamespace, KernelState, PluginApi, PluginManifest } from '@gangway/kernel';
import { BALANCE_NAMESPACES } from './balances';

type PluginRecords = KernelState['plugins'];

export const WALLET_FEATURE_VIEWS = { onramp: 'OnRamp', swaps: 'Swap', receive: 'Receive', send: 'Send' } as const;
export type WalletFeature = keyof typeof WALLET_FEATURE_VIEWS;

const truthy = (v: unknown) => (Array.isArray(v) ? v.length > 0 : Boolean(v));

/** The value at a dotted path of the resolved options ('features.send'). */
function optionAt(options: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), options);
}

/**
 * Whether a view has an enabled plugin. The kernel's `plugins.ownerOfView` is not on the plugin api,
 * so this reads the same facts: the registered manifests (options.plugins), their switches, and the
 * plugin records (failed or disabled plugins do not count).
 */
export function viewAvailable(options: PluginApi['options'], records: PluginRecords, view: string): boolean {
  const manifests = ((options as unknown as { plugins?: PluginManifest[] }).plugins ?? []);
  return manifests.some((m) =>
    m.views?.includes(view)
    && (!m.feature || truthy(optionAt(options, m.feature)))
    && records[m.id]?.status !== 'failed' && records[m.id]?.status !== 'disabled');
}

export function walletFeatureButtons(
  options: PluginApi['options'],
  records: PluginRecords,
  namespace: ChainNamespace | undefined,
): { feature: WalletFeature; view: string }[] {
  const order = (options.features.walletFeaturesOrder ?? []) as WalletFeature[];
  return order
    .filter((f) => f in WALLET_FEATURE_VIEWS && truthy(options.features[f]))
    // Spec §9: send, like balances, works on eip155 and solana only.
    .filter((f) => f !== 'send' || (namespace !== undefined && BALANCE_NAMESPACES.includes(namespace)))
    .map((feature) => ({ feature, view: WALLET_FEATURE_VIEWS[feature] }))
    .filter(({ view }) => viewAvailable(options, records, view));
}
