/** The headless plugin's slice: the wallet list and the last connect attempt (the URI lives in WalletConnect's). */
import { createSliceKey } from '@gangway/kernel';
import type { HeadlessConnecting, HeadlessWallet } from './types';

export interface HeadlessSlice { wallets: HeadlessWallet[]; loading: boolean; connecting?: HeadlessConnecting }
export const headlessSliceKey = createSliceKey<HeadlessSlice>('headless');
export const initialHeadless = (): HeadlessSlice => ({ wallets: [], loading: true });
