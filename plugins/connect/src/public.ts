/**
 * The connect plugin's public contract: the wallet-rows service, for code that draws its own connect
 * screen (the headless plugin). Types and a key only, so importing it pulls none of this plugin's code.
 */
import { createServiceKey, type ChainNamespace } from '@gangway/kernel';
import type { WalletRow } from './order';

export type { ConnectorTypeKey, WalletRow } from './order';

export interface ConnectWallets {
  /**
   * The Connect view's wallet rows in spec §2's order (connector type order: walletConnect, recent,
   * injected, featured, custom, external, recommended; each wallet once), with the host's include,
   * exclude and featured wallets applied. `namespace` keeps that namespace's wallets (multi-chain ones
   * and WalletConnect stay), as `open({ namespace })` does.
   */
  rows(namespace?: ChainNamespace): Promise<WalletRow[]>;
}

export const connectWalletsKey = createServiceKey<ConnectWallets>('connect-wallets');
