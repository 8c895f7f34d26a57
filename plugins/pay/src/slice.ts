/** The payment being reviewed, as this plugin's slice (empty when none is pending). */
import { createSliceKey } from '@gangway/kernel';

export type PayStep = 'review' | 'switching' | 'paying' | 'confirming';

export interface PendingPayment {
  id: number;
  recipient: string;
  /** As the host wrote it, in the asset's units. */
  amount: string;
  /** Base units, as a decimal string (bigint is not kept in the store). */
  value: string;
  symbol: string;
  decimals: number;
  /** undefined: the native coin. */
  token?: string;
  network: string;
  networkName: string;
}

export interface PayState { payment?: PendingPayment; step: PayStep; error?: string }

export const paySliceKey = createSliceKey<PayState>('pay');
export const initialPayState = (): PayState => ({ step: 'review' });
