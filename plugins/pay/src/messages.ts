/** The Pay view's English strings and the pay errors (a host locale's `messages` win). */
import { REQUEST_DETAILS_MESSAGES } from '@gangway/lib-eip155/request-details';

export const MESSAGES = {
  ...REQUEST_DETAILS_MESSAGES,
  'pay.nothing': 'No payment requested.',
  'pay.review': 'Review the payment',
  'pay.amount': 'Amount',
  'pay.recipient': 'To',
  'pay.network': 'Network',
  'pay.connect': 'Connect wallet',
  'pay.notConnected': 'Connect a wallet to pay.',
  'pay.submit': 'Pay',
  'pay.switchAndPay': 'Switch to {network} and pay',
  'pay.cancel': 'Cancel',
  'pay.step.switching': 'Switching network in your wallet…',
  'pay.step.paying': 'Confirm the payment in your wallet…',
  'pay.step.confirming': 'Waiting for the transaction to be mined…',
  'pay.error.invalid': 'Invalid payment request: {problems}',
  'pay.error.inProgress': 'A payment is already in progress',
  'pay.error.rejected': 'Payment rejected in the wallet',
  'pay.error.cancelled': 'Payment cancelled',
  'pay.error.reverted': 'The payment transaction failed on chain',
  'pay.error.asset': 'The token {asset} could not be read on {network}',
} as const;
