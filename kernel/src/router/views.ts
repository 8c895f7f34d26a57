/** The modal's views (spec §2). Plugins may contribute more; these names are the contract. */
export const VIEWS = {
  Connect: 'Connect',
  Account: 'Account',
  AllWallets: 'AllWallets',
  ConnectingWalletConnectBasic: 'ConnectingWalletConnectBasic',
  ConnectingWalletConnect: 'ConnectingWalletConnect',
  ConnectingExternal: 'ConnectingExternal',
  ConnectingFarcaster: 'ConnectingFarcaster',
  SIWXSignMessage: 'SIWXSignMessage',
  ApproveTransaction: 'ApproveTransaction',
  RegisterAccountName: 'RegisterAccountName',
  RegisterAccountNameSuccess: 'RegisterAccountNameSuccess',
  SwitchNetwork: 'SwitchNetwork',
  SwitchActiveChain: 'SwitchActiveChain',
  UnsupportedChain: 'UnsupportedChain',
  Swap: 'Swap',
  Send: 'Send',
  Receive: 'Receive',
  OnRamp: 'OnRamp',
  Activity: 'Activity',
  Pay: 'Pay',
  Networks: 'Networks',
} as const;

/** Views whose names are not shown in the header (spec §2). */
export const UNTITLED_VIEWS: readonly string[] = ['Send', 'Receive', 'OnRamp', 'Activity', 'Pay'];

/** Data carried by SwitchActiveChain (spec §2). */
export interface SwitchActiveChainData {
  switchToChain: string;
  navigateTo?: string;
  navigateWithReplace?: boolean;
  network?: unknown;
}
