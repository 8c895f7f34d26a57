/** The plugin's slice: where the current WalletConnect pairing stands, for the views. */
import { createSliceKey } from '@gangway/kernel';
import type { ChosenWallet } from './session';

export type WcPhase = 'idle' | 'pairing' | 'declined' | 'failed';
export interface WcStatus { phase: WcPhase; error?: string; wallet?: ChosenWallet }

export const wcStatusKey = createSliceKey<WcStatus>('walletconnect');
export const IDLE: WcStatus = { phase: 'idle' };
