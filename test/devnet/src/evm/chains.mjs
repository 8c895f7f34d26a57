// The devnet's EVM chains as viem chain objects, plus the token/AMM plan deployed on each.
import { defineChain } from 'viem';

/** @param {number} id @param {string} name @param {string} rpcUrl */
export function devChain(id, name, rpcUrl) {
  return defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Devnet explorer', url: `http://127.0.0.1/explorer/${id}` } },
    testnet: true,
  });
}

export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';

/** Deployed in this order from the deployer account (nonce 0..n) so addresses are fixed. */
export const TOKENS = [
  { key: 'USDC', name: 'USD Coin (devnet)', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  { key: 'DAI', name: 'Dai Stablecoin (devnet)', symbol: 'DAI', decimals: 18, priceUsd: 1 },
  { key: 'GANG', name: 'Gangway Token', symbol: 'GANG', decimals: 18, priceUsd: 2.5 },
  { key: 'HOSTILE', name: HOSTILE_MARKUP, symbol: HOSTILE_MARKUP, decimals: 18, priceUsd: 0 },
  { key: 'SPAM', name: 'Claim reward at evil.example', symbol: 'VISIT-EVIL', decimals: 18, priceUsd: 0, spam: true },
];

export const NATIVE_PRICE_USD = 3000;
