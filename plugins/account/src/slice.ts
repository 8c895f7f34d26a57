/** The account plugin's own state; the balances themselves live in the kernel's per-chain account state (spec §3). */
import { createSliceKey } from '@gangway/kernel';

export interface AccountPluginState {
  /** Token balances are being fetched. */
  loading: boolean;
  /** Time of the last failed balance fetch: retries are blocked for 30 s after it (spec §8). */
  lastRetry?: number;
}

export const accountSliceKey = createSliceKey<AccountPluginState>('account');
export const initialAccountState = (): AccountPluginState => ({ loading: false });
