/**
 * English messages: the default locale and the fallback for every other one. Plain data (no imports,
 * no logic) so a locale is just another object of the same keys. `{name}` placeholders are filled by t().
 * Views without a displayed name (Send, Receive, OnRamp, Activity, Pay; spec §2) have no `view.` key.
 * Error and alert texts live in the errors catalogue (spec §8 wording). Strings only a lazily loaded
 * feature shows live in en-features.ts, so they cost no eager bytes.
 */
export const en = {
  // Modal chrome
  'modal.title': 'Connect Wallet',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.dismiss': 'Dismiss',
  'modal.loading': 'Loading',
  'modal.help': 'Help',

  // View titles (spec §2)
  'view.Connect': 'Connect Wallet',
  'view.Account': 'Account',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.ConnectingWalletConnect': 'Connecting',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.RegisterAccountName': 'Choose Name',
  'view.RegisterAccountNameSuccess': 'Name Registered',
  'view.SwitchNetwork': 'Switch Network',
  'view.SwitchActiveChain': 'Switch Chain',
  'view.UnsupportedChain': 'Switch Network',
  'view.Swap': 'Swap',
  'view.Networks': 'Choose Network',

  // Connect
  'connect.wallet': 'Connect Wallet',
  'connect.or': 'or',
  'connect.email': 'Email',
  'connect.emailPlaceholder': 'Enter your email',
  'connect.continueWithEmail': 'Continue with email',
  'connect.continueWith': 'Continue with {name}',
  'connect.moreSocials': 'More social logins',
  'connect.allWallets': 'All Wallets',
  'connect.searchWallets': 'Search wallets',
  'connect.noWalletsFound': 'No wallets found',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.qrCode': 'QR Code',
  'connect.scanWithWallet': 'Scan this QR code with your phone',
  'connect.copyLink': 'Copy link',
  'connect.linkCopied': 'Link copied',
  'connect.openApp': 'Open {name}',
  'connect.getWallet': "Don't have {name}?",
  'connect.get': 'Get',
  'connect.continueIn': 'Continue in {name}',
  'connect.acceptRequest': 'Accept the connection request in the wallet',
  'connect.declined': 'Connection declined',
  'connect.declinedHint': 'Connection can be declined if a previous request is still active',
  'connect.tryAgain': 'Try again',
  'connect.newToWallets': "Haven't got a wallet?",
  'connect.getStarted': 'Get started',
  'connect.walletGuideExplore': 'Explore wallets',
  'connect.farcasterScan': 'Scan this QR code with your phone to sign in with Farcaster',

  // Account
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Activity',
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.blockExplorer': 'Block Explorer',
  'account.disconnect': 'Disconnect',
  'account.switchAccount': 'Switch account',
  'account.smartAccount': 'Smart Account',
  'account.eoa': 'EOA',
  'account.switchToSmartAccount': 'Switch to your Smart Account',
  'account.switchToEoa': 'Switch to your EOA',
  'account.noTokens': 'No tokens yet',
  'account.noNfts': 'No NFTs yet',
  'account.noActivity': 'No activity yet',
  'account.noActivityHint': 'Your next transactions will appear here',
  'account.loadMore': 'Load more',
  'account.fund': 'Fund wallet',
  'account.buy': 'Buy crypto',
  'account.send': 'Send',
  'account.receive': 'Receive',
  'account.swap': 'Swap',
  'account.spam': 'Spam',

  // Balance and tokens
  'balance.unavailable': 'Token Balance Unavailable',
  'balance.total': 'Total balance',

  // Networks
  'network.switch': 'Switch Network',
  'network.unknown': 'Unknown Network',
  'network.unsupported': 'Network not supported',
  'network.unsupportedHint': 'The selected network is not supported by this app. Switch to a supported network.',
  'network.approveInWallet': 'Approve in wallet',
  'network.switched': 'Switched to {name}',
  'network.switchDeclined': 'Switch declined',
  'network.switchDeclinedHint': 'Switch can be declined if chain is not supported by a wallet or previous request is still active',
  'network.addDeclined': 'Add network declined',
  'network.testnet': 'Testnet',
  'network.allNetworks': 'All networks',
  'network.search': 'Search network',

  // Sign-in
  'siwx.title': 'Sign in to {name}',
  'siwx.hint': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.signing': 'Signing',
  'siwx.signatureDeclined': 'Signature declined',

  // Transactions and embedded-wallet approval
  'tx.approve': 'Approve',
  'tx.reject': 'Reject',
  'tx.pending': 'Pending',
  'tx.success': 'Transaction sent',
  'tx.failed': 'Transaction failed',
  'tx.actionNotAllowed': 'Action not allowed',
  'tx.confirmInWallet': 'Confirm the transaction in your wallet',

  // Legal
  'legal.agree': 'I agree to the {terms} and {privacy}',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.footer': 'By connecting your wallet, you agree to our {terms} and {privacy}',

  // Toasts
  'toast.copied': 'Copied',
  'toast.connected': 'Connected',
  'toast.disconnected': 'Disconnected',
  'toast.signOutFailed': 'Failed to disconnect',

  // Kernel error view and generic actions
  'error.pluginFailed': 'This feature failed to load',
  'error.viewUnavailable': 'The view {view} is not available',
  'error.generic': 'Something went wrong',
  'error.retry': 'Try again',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.done': 'Done',
  'common.copy': 'Copy',
  'common.search': 'Search',
  'common.poweredBy': 'UX by {name}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Partial<Record<MessageKey, string>> & Record<string, string>;
