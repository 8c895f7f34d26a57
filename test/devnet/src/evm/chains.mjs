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

/** A small SVG picture as a data:image URL (NFT previews live on chain, so they need no server). @param {string} label @param {string} color */
export function svgDataUrl(label, color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${color}"/><circle cx="64" cy="52" r="28" fill="#fff" opacity="0.85"/><text x="64" y="112" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** ERC-721/1155 metadata as the data: URL a tokenURI/uri returns. @param {{name: string, description?: string, image: string}} meta */
export const metadataUri = (meta) => `data:application/json;base64,${Buffer.from(JSON.stringify(meta)).toString('base64')}`;

/** An image that must never run: an SVG whose script would alert, and a javascript: URL (hostile NFTs). */
export const HOSTILE_SVG_IMAGE = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>').toString('base64')}`;
export const HOSTILE_SCRIPT_URL = 'javascript:alert(1)';

/**
 * The NFTs minted on each chain, deployed right after the AMM (deployer nonces 6 and 7): an ERC-721
 * collection and an ERC-1155 collection. `holder` is an index into the test accounts.
 */
export const NFT_COLLECTIONS = {
  ERC721: { key: 'PASS', name: 'Gangway Passes', symbol: 'GPASS' },
  ERC1155: { key: 'BADGE', name: 'Gangway Badges' },
};
/** @type {{ standard: 'ERC721'|'ERC1155', id: number, holder: number, amount?: number, meta: {name: string, description?: string, image: string} }[]} */
export const NFT_MINTS = [
  { standard: 'ERC721', id: 1, holder: 0, meta: { name: 'Pass #1', description: 'A devnet pass', image: svgDataUrl('#1', '#3b82f6') } },
  { standard: 'ERC721', id: 2, holder: 0, meta: { name: 'Pass #2', description: 'A devnet pass', image: svgDataUrl('#2', '#10b981') } },
  { standard: 'ERC721', id: 3, holder: 1, meta: { name: 'Pass #3', description: 'A devnet pass', image: svgDataUrl('#3', '#f59e0b') } },
  { standard: 'ERC721', id: 4, holder: 2, meta: { name: 'Pass #4', description: 'A devnet pass', image: svgDataUrl('#4', '#ef4444') } },
  // Hostile metadata: markup as a name, a script URL and an SVG carrying a script as images.
  { standard: 'ERC721', id: 666, holder: 0, meta: { name: HOSTILE_MARKUP, description: '<script>alert(1)</script>', image: HOSTILE_SCRIPT_URL } },
  { standard: 'ERC721', id: 667, holder: 0, meta: { name: '<b onmouseover=alert(1)>svg</b>', image: HOSTILE_SVG_IMAGE } },
  ...[0, 1, 2, 3, 4].map((holder) => /** @type {const} */ ({ standard: 'ERC1155', id: 1, holder, amount: 3, meta: { name: 'Early Badge', description: 'Given to every test account', image: svgDataUrl('EB', '#8b5cf6') } })),
];
