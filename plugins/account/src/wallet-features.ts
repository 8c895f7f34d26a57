/**
 * Which wallet-feature buttons the Account view shows (spec §9 walletFeaturesOrder): a feature appears
 * when its switch is on AND its view is available (an enabled, not-failed plugin contributes it).
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { BALANCE_NAMESPACES } from './balances';

export const WALLET_FEATURE_VIEWS = { onramp: 'OnRamp', swaps: 'Swap', receive: 'Receive', send: 'Send' } as const;
export type WalletFeature = keyof typeof WALLET_FEATURE_VIEWS;

const truthy = (v: unknown) => (Array.isArray(v) ? v.length > 0 : Boolean(v));

export function walletFeatureButtons(
  api: Pick<PluginApi, 'options' | 'isViewAvailable'>,
  namespace: ChainNamespace | undefined,
): { feature: WalletFeature; view: string }[] {
  const { features } = api.options;
  const order = (features.walletFeaturesOrder ?? []) as WalletFeature[];
  return order
    .filter((f) => f in WALLET_FEATURE_VIEWS && truthy(features[f]))
    // Spec §9: send, like balances, works on eip155 and solana only.
    .filter((f) => f !== 'send' || (namespace !== undefined && BALANCE_NAMESPACES.includes(namespace)))
    .map((feature) => ({ feature, view: WALLET_FEATURE_VIEWS[feature] }))
    .filter(({ view }) => api.isViewAvailable(view));
}
