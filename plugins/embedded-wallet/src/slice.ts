/** The embedded wallet's own state: the frame's state and the not-safe requests the frame shows on ApproveTransaction. */
import { createSliceKey } from '@gangway/kernel';
import type { AuthNamespace, FrameState } from './public';

export interface ApprovalEntry { id: string; namespace: AuthNamespace; method: string; params: unknown; status: 'in-frame' }

export interface EmbeddedWalletState {
  frameState: FrameState;
  approvals: ApprovalEntry[];
  smartAccountEnabledNetworks: (number | string)[];
}

export const embeddedWalletSliceKey = createSliceKey<EmbeddedWalletState>('embedded-wallet');
export const initialEmbeddedWalletState = (): EmbeddedWalletState => ({ frameState: 'not-created', approvals: [], smartAccountEnabledNetworks: [] });
