/** The on-ramp state: this plugin's slice. */
import { createSliceKey } from '@gangway/kernel';
import type { OnrampOptions, OnrampQuote } from './schemas';

export interface OnrampState {
  options?: OnrampOptions;
  /** The options are the built-in ones (the service failed; spec §8). */
  optionsFallback: boolean;
  optionsLoading: boolean;
  /** Purchase currency id ('ETH'). */
  purchase?: string;
  /** Payment currency id ('USD'). */
  currency: string;
  /** Payment method id ('card', 'ACH_BANK_ACCOUNT'). */
  method: string;
  provider?: string;
  /** Fiat amount as typed. */
  amount: string;
  quote?: OnrampQuote;
  /** The quote is the built-in one (spec §8): no crypto amount, fee range only. */
  quoteFallback: boolean;
  quoteLoading: boolean;
  limitError?: string;
  error?: string;
  opening: boolean;
  /** The last checkout URL opened. */
  opened?: string;
}

export const onrampSliceKey = createSliceKey<OnrampState>('onramp');
export const initialOnrampState = (): OnrampState => ({
  optionsFallback: false, optionsLoading: false, currency: 'USD', method: 'card', amount: '100', quoteFallback: false, quoteLoading: false, opening: false,
});
