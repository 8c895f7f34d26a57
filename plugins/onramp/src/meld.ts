/**
 * Meld as AppKit opens it: no server call, the provider's page with the wallet in its query
 * (appkit packages/controllers/src/controllers/OnRampController.ts:103-118, provider list and key in
 * packages/controllers/src/utils/ConstantsUtil.ts:18-28). Gangway adds the amount the visitor typed
 * (`sourceAmount`, `sourceCurrencyCode`), which Meld's page pre-fills; AppKit leaves it to the visitor.
 */
import type { ChainNamespace } from '@gangway/kernel';

/** Meld's checkout page (ConstantsUtil.ts:23). */
export const MELD_URL = 'https://meldcrypto.com';
/** The publishable key AppKit opens Meld with (ConstantsUtil.ts:28): it names the Reown integration, whose customers are told apart by `externalCustomerId` = the project id. */
export const MELD_PUBLIC_KEY = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU';

export interface MeldPurchase {
  namespace: ChainNamespace;
  address: string;
  projectId: string;
  /** The currency the visitor chose to buy (a symbol); AppKit's default when none: SOL on solana, else USDC. */
  symbol?: string;
  /** The fiat amount typed, as typed ("25.50"), and its currency. */
  amount: string;
  currency: string;
}

export function meldUrl(p: MeldPurchase): string {
  const url = new URL(MELD_URL);
  url.searchParams.append('publicKey', MELD_PUBLIC_KEY);
  url.searchParams.append('destinationCurrencyCode', p.symbol || (p.namespace === 'solana' ? 'SOL' : 'USDC'));
  url.searchParams.append('walletAddress', p.address);
  url.searchParams.append('externalCustomerId', p.projectId);
  url.searchParams.append('sourceAmount', p.amount);
  url.searchParams.append('sourceCurrencyCode', p.currency);
  return url.toString();
}
