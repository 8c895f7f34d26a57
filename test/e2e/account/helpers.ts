/**
 * Shared steps of the account specs: fresh funded accounts, node-side transactions with viem (sends,
 * spam, swaps on the devnet AMM), and reading the Activity list (virtualised: rows are collected
 * while scrolling through it).
 */
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseAbi, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { evmAccounts } from '@gangway/devnet/accounts';
import { expect } from '../../kit/index';

export const AMM_ABI = parseAbi([
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)',
  'function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
]);

export function chainOf(id: number, url: string) {
  return defineChain({ id, name: `devnet ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } });
}

/** A node-side wallet (viem) for one account on one devnet chain; every call waits for its receipt. */
export function nodeWallet(privateKey: Hex, chainId: number, url: string) {
  const chain = chainOf(chainId, url);
  const account = privateKeyToAccount(privateKey);
  const wallet = createWalletClient({ account, chain, transport: http(url) });
  const pub = createPublicClient({ chain, transport: http(url) });
  const mined = async (hash: Hex) => { const r = await pub.waitForTransactionReceipt({ hash }); expect(r.status).toBe('success'); return hash; };
  return {
    address: account.address,
    pub,
    send: async (to: Address, value: bigint) => mined(await wallet.sendTransaction({ to, value })),
    transfer: async (token: Address, to: Address, amount: bigint) => mined(await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })),
    approve: async (token: Address, spender: Address, amount: bigint) => mined(await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount] })),
    swap: async (amm: Address, tokenIn: Address, tokenOut: Address, amountIn: bigint, native: Address) => {
      const out = await pub.readContract({ address: amm, abi: AMM_ABI, functionName: 'getAmountOut', args: [tokenIn, tokenOut, amountIn] });
      const hash = await mined(await wallet.writeContract({ address: amm, abi: AMM_ABI, functionName: 'swap', args: [tokenIn, tokenOut, amountIn, out, account.address], value: tokenIn.toLowerCase() === native.toLowerCase() ? amountIn : 0n }));
      return { hash, out };
    },
  };
}

/** A fresh account no other test uses, with ETH on the given chains (from devnet account 7). */
export async function freshFundedAccount(urls: Record<number, string>, wei: bigint) {
  const privateKey = generatePrivateKey();
  const account = { address: privateKeyToAccount(privateKey).address, privateKey };
  const funding: Record<number, Hex> = {};
  for (const [id, url] of Object.entries(urls)) funding[Number(id)] = await nodeWallet(evmAccounts[7].privateKey, Number(id), url).send(account.address, wei);
  return { account, funding };
}

export const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** Every row of the Activity list in order, scrolling through it (and so loading every page). */
export async function collectActivity(page: Page) {
  const list = page.getByTestId('activity-list');
  await expect(list).toBeVisible();
  // The first page is in (pending sends can show before it).
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const seen = new Map<string, { hash: string; status: string; op: string; amounts: string[] }>();
  for (let i = 0; i < 200; i++) {
    const rows = await list.locator('[data-testid="activity-row"]').evaluateAll((els) => els.map((el) => ({
      hash: el.getAttribute('data-hash') ?? '',
      status: el.getAttribute('data-status') ?? '',
      op: el.querySelector('[data-testid="activity-op"]')?.textContent ?? '',
      amounts: [...el.querySelectorAll('[data-testid="activity-amount"]')].map((a) => a.textContent ?? ''),
      top: Number(/translateY\((\d+)/.exec((el as HTMLElement).style.transform)?.[1] ?? 0),
    })));
    for (const r of rows.sort((a, b) => a.top - b.top)) if (!seen.has(`${r.top}`)) seen.set(`${r.top}`, r);
    const done = await list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1);
    const more = await list.locator('[data-testid="activity-more"]').count();
    if (done && !more) break;
    await list.evaluate((el) => { el.scrollTop += el.clientHeight / 2; });
    // Let the virtualiser render the new range (two frames), and any page it asked for arrive.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  return [...seen.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, r]) => r);
}
