// Reads balances from the local EVM chains for the API emulator (one viem public client per chain).
import { createPublicClient, erc20Abi, http } from 'viem';

/** @type {Map<string, ReturnType<typeof createPublicClient>>} */
const clients = new Map();

/** @param {string} url */
export function publicClient(url) {
  let c = clients.get(url);
  if (!c) {
    c = createPublicClient({ transport: http(url, { retryCount: 0, batch: false }) });
    clients.set(url, c);
  }
  return c;
}

/**
 * @param {import('./world.mjs').EvmChain} chain
 * @param {`0x${string}`} owner
 * @param {import('./tokens.mjs').TokenInfo[]} tokens
 * @returns {Promise<bigint[]>} balances in base units, same order as tokens
 */
export async function readBalances(chain, owner, tokens) {
  const c = publicClient(chain.url);
  return Promise.all(tokens.map((t) => (t.native ? c.getBalance({ address: owner }) : c.readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }))));
}
