/**
 * Spec §8: "On-ramp options and quote fall back to built-in mock data on failure". The built-in options
 * carry the §9 fallback limits (USD and EUR: card 10–7,500, bank account 10–25,000) and the coins the
 * providers sell on the card-pay chains. A built-in quote invents no price: it shows what the visitor
 * pays and the provider fee range, and leaves the amount of crypto to the provider.
 * An account is offered only the coins sold on its own chain (fallbackOptionsFor): SOL is never offered
 * to (nor sent to the generator with) an 0x address, nor ETH to a Solana one.
 */
import type { OnrampOptions } from './schemas';
import { CARD_PAY_CHAIN_NAMES } from './constants';

export const CARD = 'card';
export const BANK = 'ACH_BANK_ACCOUNT';
const LIMITS = [{ id: CARD, min: '10', max: '7500' }, { id: BANK, min: '10', max: '25000' }];
const evmChains = Object.values(CARD_PAY_CHAIN_NAMES).map((name) => ({ name, display_name: name }));

export const FALLBACK_OPTIONS: OnrampOptions = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }, { id: 'EUR', payment_method_limits: LIMITS }],
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: evmChains.filter((c) => !['polygon', 'celo', 'avalanche-c-chain', 'berachain'].includes(c.name)) },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [...evmChains, { name: 'solana', display_name: 'solana' }] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'solana' }] },
  ],
};

/** The built-in options for an account on the card-pay chain `chainName` (constants.ts cardPayChainName). */
export function fallbackOptionsFor(chainName: string): OnrampOptions {
  const purchaseCurrencies = FALLBACK_OPTIONS.purchaseCurrencies.filter((c) => c.networks.some((n) => n.name === chainName));
  return { ...FALLBACK_OPTIONS, purchaseCurrencies };
}
