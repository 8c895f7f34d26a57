/** The send state of spec §3, as this plugin's slice. */
import { createSliceKey, type TokenBalance } from '@gangway/kernel';

export interface SendState {
  token?: TokenBalance;
  /** Decimal string as typed (kept as text so no precision is lost before parseUnits). */
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileImageUrl?: string;
  receiverProfileName?: string;
  /**
   * A profile name typed as the receiver (spec §9 suffixes), resolved through the names service: the
   * address it points to, for the input it was resolved from (a newer input makes it stale).
   */
  receiverResolution?: { input: string; status: 'resolving' | 'resolved' | 'not-found' | 'error'; address?: string; error?: string };
  /** Fiat value of the native balance on the network, 2 decimals. */
  networkBalanceInUSD?: string;
  loading: boolean;
  tokenBalances: TokenBalance[];
  /** Time of the last failed balance fetch (retries blocked 30 s, spec §8). */
  lastRetry?: number;
}

export const sendSliceKey = createSliceKey<SendState>('send');
export const initialSendState = (): SendState => ({ loading: false, tokenBalances: [] });
