/**
 * English messages: the default locale and the fallback for every other one. Plain data (no imports,
 * no logic) so a locale is just another object of the same keys. `{name}` placeholders are filled by t().
 * Views without a displayed name (Send, Receive, OnRamp, Activity, Pay; spec §2) have no `view.` key.
 * Error and alert texts live in the errors catalogue (spec §8 wording). Every plugin brings its own
 * strings (api.i18n.addMessages, in its lazy chunk): this file holds only what the kernel's own UI shows.
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

  // Kernel error view and generic actions
  'error.pluginFailed': 'This feature failed to load',
  'error.viewUnavailable': 'The view {view} is not available',
  'error.generic': 'Something went wrong',
  'error.retry': 'Try again',
  'error.retryLoad': 'Retry',
  'error.details': 'Details',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.done': 'Done',
  'common.copy': 'Copy',
  'common.search': 'Search',
  'common.poweredBy': 'UX by {name}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Partial<Record<MessageKey, string>> & Record<string, string>;
