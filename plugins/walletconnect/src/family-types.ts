/** What WalletConnect needs of one family (families.ts builds them; own-families.ts holds two of its own). */
import type { ChainNamespace, Network } from '@gangway/kernel';
import type { WalletConnectFamily } from '@gangway/lib-wallet';

export interface WcFamily {
  namespace: ChainNamespace;
  /** The family's address rule (on `network` when its format depends on it). */
  isAddress(address: string, network?: Network): boolean;
  wc: WalletConnectFamily;
}

/** The families of one session, in the host's order of namespaces (the first is the default active one). */
export type WcFamilies = ReadonlyMap<string, WcFamily>;
