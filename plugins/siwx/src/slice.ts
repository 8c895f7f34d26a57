/** The sign-in plugin's slice: the active account's session and the sign-in status. */
import { createSliceKey } from '@gangway/kernel';
import type { SiwxState } from './types';

export const siwxSliceKey = createSliceKey<SiwxState>('siwx');
export const initialSiwxState = (): SiwxState => ({ status: 'idle' });
