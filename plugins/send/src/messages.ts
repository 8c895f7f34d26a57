/**
 * The Send view's English strings (keys shared with the kernel catalogue where it has them),
 * registered at setup with `api.i18n.addMessages` (a host locale's `messages` still win).
 */
import { REQUEST_DETAILS_MESSAGES } from '@gangway/lib-eip155/request-details';

export const MESSAGES = {
  ...REQUEST_DETAILS_MESSAGES,
  'send.to': 'To',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.selectToken': 'Select token',
  'send.pickToken': 'Browse tokens',
  'send.searchTokens': 'Search tokens',
  'send.suggestedTokens': 'Suggested',
  'send.allTokens': 'All tokens',
  'send.noTokenMatch': 'No token matches',
  'send.addressPlaceholder': 'Type or paste address',
  'send.insufficientFunds': 'Insufficient funds',
  'send.invalidAddress': 'Invalid address',
  'send.invalidAmount': 'Enter a positive amount with at most {decimals} decimals',
  'send.success': 'Transaction sent',
  'send.submit': 'Send',
  'send.balance': 'Balance: {amount} {symbol}',
  'send.noTokens': 'No tokens to send on this network',
  'send.resolvingName': 'Resolving {name}…',
  'send.nameResolved': 'Sends to',
  'send.nameNotFound': 'No address on this network for {name}',
  'send.networkFee': 'Network fee ≈ {amount} {symbol}',
  'tx.confirmInWallet': 'Confirm the transaction in your wallet',
  'tx.failed': 'Transaction failed',
} as const;
export type MessageKey = keyof typeof MESSAGES;
