/**
 * The view names of spec §2, for hosts that navigate by name (`gangway.open({ view: VIEWS.Send })`).
 * Each name belongs to its plugin (its manifest's `views`); this is only their index, once exported
 * by @gangway/kernel (v2), which now knows no plugin's view. views.test.ts holds every name to a
 * built-in manifest that declares it.
 */
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
