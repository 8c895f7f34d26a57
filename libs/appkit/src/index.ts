/** `@gangway/appkit`: AppKit's core entry (reown-com/appkit packages/appkit/exports/index.ts) on Gangway. */
export { createAppKit, appKitFor, defineAppKitElements, AppKit } from './client';
export type { AppKitOptions, AppKitNetwork, CaipNetwork, OpenOptions, PublicState as PublicStateControllerState, AccountReturn as UseAppKitAccountReturn, NetworkReturn as UseAppKitNetworkReturn, ThemeMode, ThemeVariables, ConnectionStatus } from './client';
export type { ChainNamespace, WalletInfo } from '@gangway/kernel';
