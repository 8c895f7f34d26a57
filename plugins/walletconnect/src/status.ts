/** The plugin's slice: where the current WalletConnect pairing stands, for the views. */
import { createSliceKey } from '@gangway/kernel';
import type { ChosenWallet } from './session';

export type WcPhase = 'idle' | 'pairing' | 'declined' | 'failed';
export interface WcStatus { phase: WcPhase; error?: string; wallet?: ChosenWallet }

export const wcStatusKey = createSliceKey<WcStatus>('walletconnect');
export const IDLE: WcStatus = { phase: 'idle' };

/** The URI on show (ours, or a host's from `open({ uri })`) and when ours stops being usable (spec §9). */
export interface WcPairing { uri?: string; pairingExpiry?: number }
export const wcPairingKey = createSliceKey<WcPairing>('walletconnect/pairing');
