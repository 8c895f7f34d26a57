/**
 * The built-in families as the walletconnect tests get them: the chain plugins' public WalletConnect
 * descriptors on a minimal family service each (what `api.services.require(chainFamilyKey(ns))` finds), for
 * the harness's `fakes.services`, and the same table for the pure functions.
 */
import { chainFamilyServiceId } from '@gangway/lib-wallet';
import { eip155WalletConnect } from '@gangway/plugin-chain-eip155/public';
import { solanaWalletConnect } from '@gangway/plugin-chain-solana/public';
import { bip122WalletConnect } from '@gangway/plugin-chain-bip122/public';
import type { WalletConnectFamily } from '@gangway/lib-wallet';
import type { WcFamilies, WcFamily } from './families';
import { OWN_FAMILIES } from './own-families';

const family = (namespace: string, isAddress: (a: string) => boolean, walletConnect: WalletConnectFamily) => ({ namespace, isAddress, walletConnect });

export const FAMILY_SERVICES: Record<string, unknown> = {
  [chainFamilyServiceId('eip155')]: family('eip155', (a) => /^0x[0-9a-fA-F]{40}$/.test(a), eip155WalletConnect),
  [chainFamilyServiceId('solana')]: family('solana', (a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a), solanaWalletConnect),
  [chainFamilyServiceId('bip122')]: family('bip122', (a) => /^(bc1|tb1|bcrt1)[02-9ac-hj-np-z]{8,87}$/.test(a), bip122WalletConnect),
};

/** The same families as the controller loads them (polkadot and cosmos from this plugin's own data). */
export const TEST_FAMILIES: WcFamilies = new Map<string, WcFamily>([
  ...Object.values(FAMILY_SERVICES).map((f) => {
    const { namespace, isAddress, walletConnect } = f as ReturnType<typeof family>;
    return [namespace, { namespace, isAddress, wc: walletConnect }] as [string, WcFamily];
  }),
  ...Object.entries(OWN_FAMILIES),
]);
