/**
 * English strings of the lazily loaded features, one tree-shakeable object each: a plugin passes its
 * object to `i18n.extend()` in its own chunk, so a disabled feature costs no bytes. Plain data; a host
 * translates them through the `messages` option like any other key.
 */

/** Email and one-time code. */
export const enEmail = {
  'email.invalid': 'Invalid email',
  'email.enterCode': 'Enter the code we sent to {email}',
  'email.codeExpires': 'The code expires in 20 minutes',
  'email.resendCode': 'Resend code',
  'email.codeSent': 'Code sent',
  'email.invalidCode': 'Invalid code',
  'email.approveDevice': 'Register this device to continue',
  'email.approveDeviceHint': 'Approve the login link we sent to {email}',
  'email.change': 'Change email',
  'email.updated': 'Email updated',
  'email.confirmCurrent': 'Confirm current email',
  'email.confirmNew': 'Confirm new email',
} as const;

/** Send. */
export const enSend = {
  'send.to': 'To',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.selectToken': 'Select token',
  'send.addressPlaceholder': 'Type or paste address',
  'send.preview': 'Preview send',
  'send.review': 'Review send',
  'send.insufficientFunds': 'Insufficient funds',
  'send.invalidAddress': 'Invalid address',
  'send.enterAmount': 'Enter amount',
  'send.success': 'Transaction sent',
  'send.networkFee': 'Network fee',
} as const;

/** Receive. */
export const enReceive = {
  'receive.title': 'Receive',
  'receive.copy': 'Copy address',
  'receive.hint': 'Only send assets on these networks',
} as const;

/** Swaps. */
export const enSwap = {
  'swap.from': 'You pay',
  'swap.to': 'You receive',
  'swap.selectToken': 'Select token',
  'swap.review': 'Review swap',
  'swap.approve': 'Approve {symbol}',
  'swap.insufficientBalance': 'Insufficient balance',
  'swap.noLiquidity': 'Insufficient liquidity',
  'swap.slippage': 'Max. slippage',
  'swap.priceImpact': 'Price impact',
  'swap.success': 'Swap completed',
  'swap.searchToken': 'Search token',
  'swap.popularTokens': 'Popular tokens',
  'swap.yourTokens': 'Your tokens',
} as const;

/** On-ramp. */
export const enOnramp = {
  'onramp.buy': 'Buy crypto',
  'onramp.selectProvider': 'Choose a provider',
  'onramp.fee': 'Fee {range}',
  'onramp.continueIn': 'Continue in {name}',
  'onramp.pay': 'You pay',
  'onramp.receive': 'You receive',
  'onramp.selectCurrency': 'Select currency',
} as const;

/** Names. */
export const enNames = {
  'names.placeholder': 'Choose a name',
  'names.available': 'Available',
  'names.unavailable': 'Unavailable',
  'names.register': 'Register',
  'names.invalid': 'Names must be at least 4 characters of letters, digits or hyphens',
  'names.success': '{name} is now yours',
  'names.suggestions': 'Suggestions',
} as const;
