/** The activity view's English strings, registered at setup with `api.i18n.addMessages` (a host locale's `messages` win). */
import { ACTIVITY_ERRORS } from './errors';

export const MESSAGES = {
  // Spec §8 wording, shown when there is no address to ask the history for.
  'activity.noAddress': ACTIVITY_ERRORS.TRANSACTIONS_NO_ADDRESS,
  'view.Activity': 'Activity',
  'slot.account.tabs.activity': 'Activity',
  'activity.empty': 'No activity yet',
  'activity.loading': 'Loading activity',
  'activity.loadMore': 'Load more',
  'activity.loadingMore': 'Loading more…',
  'activity.eip155Only': 'Activity is available on EVM networks only',
  'activity.status.confirmed': 'Confirmed',
  'activity.status.failed': 'Failed',
  'activity.status.pending': 'Pending',
  'activity.op.send': 'Sent',
  'activity.op.receive': 'Received',
  'activity.op.trade': 'Swapped',
  'activity.op.mint': 'Minted',
  'activity.op.burn': 'Burned',
  'activity.op.approve': 'Approved',
  'activity.op.deploy': 'Deployed',
  'activity.op.execute': 'Contract call',
  'activity.op.other': 'Transaction',
  'activity.nft': 'NFT',
  'activity.list': 'Transactions',
  'activity.explorer': 'View on explorer',
} as const;
export type MessageKey = keyof typeof MESSAGES;
