// Token metadata and prices for the API emulator, derived from the deployed devnet contracts.
import { NATIVE, NATIVE_PRICE_USD, TOKENS } from '../evm/chains.mjs';

/** Fixed USD price table (prices are the one thing the devnet does not compute). */
export const PRICES_USD = Object.fromEntries([['ETH', NATIVE_PRICE_USD], ['SOL', 150], ['BTC', 60_000], ...TOKENS.map((t) => [t.symbol, t.priceUsd])]);
export const FX = { usd: 1, eur: 0.92, gbp: 0.79, jpy: 150 };

/**
 * @typedef {{ key: string, address: `0x${string}`, name: string, symbol: string, decimals: number, priceUsd: number, spam?: boolean, native?: boolean }} TokenInfo
 * @param {import('./world.mjs').EvmChain} chain
 * @returns {TokenInfo[]} the native coin first, then every deployed ERC-20
 */
export function chainTokens(chain) {
  return [
    { key: 'ETH', address: /** @type {`0x${string}`} */ (NATIVE), name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: NATIVE_PRICE_USD, native: true },
    ...TOKENS.map((t) => ({ key: t.key, address: chain.contracts.tokens[t.key], name: t.name, symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd, spam: !!t.spam })),
  ];
}

/** @param {import('./world.mjs').EvmChain} chain @param {string} address */
export function tokenByAddress(chain, address) {
  const a = address.split(':').pop()?.toLowerCase();
  return chainTokens(chain).find((t) => t.address.toLowerCase() === a);
}

/** @param {string|undefined} currency */
export function fx(currency) {
  return FX[/** @type {keyof typeof FX} */ ((currency ?? 'usd').toLowerCase())] ?? 1;
}

/** Formats base units as a decimal string. @param {bigint} v @param {number} decimals */
export function formatUnitsStr(v, decimals) {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const base = 10n ** BigInt(decimals);
  const frac = (a % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${a / base}${frac ? `.${frac}` : ''}`;
}

/** @param {string} apiUrl @param {string} symbol */
export const tokenIcon = (apiUrl, symbol) => `${apiUrl}/__cdn/token/${encodeURIComponent(symbol)}`;
