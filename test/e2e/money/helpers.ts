/** Shared steps of the money specs: a fresh funded account, on-chain reads, the AMM's own quote. */
import { createPublicClient, decodeEventLog, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import type { DevnetFixture } from '../../kit/index';

export const ammAbi = parseAbi([
  'function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, address to) payable returns (uint256)',
]);
export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const;

async function rpc(url: string, method: string, params: unknown[]) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = (await r.json()) as { result?: unknown; error?: { message: string } };
  if (j.error) throw new Error(`${method}: ${j.error.message}`);
  return j.result;
}

export function chain(devnet: DevnetFixture) {
  const client = createPublicClient({ transport: http(devnet.evm) });
  const tokens = devnet.contracts.tokens;
  return {
    client,
    eth: (a: Address) => client.getBalance({ address: a }),
    erc20: (token: Address, a: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [a] }),
    allowance: (token: Address, owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, devnet.contracts.amm] }),
    amountOut: (from: Address, to: Address, amount: bigint) => client.readContract({ address: devnet.contracts.amm, abi: ammAbi, functionName: 'getAmountOut', args: [from, to, amount] }),
    /** Gas paid by a mined transaction, in wei. */
    async gasPaid(hash: Hex) {
      const r = await client.getTransactionReceipt({ hash });
      return r.gasUsed * r.effectiveGasPrice;
    },
    /** The AMM's Swap event of a mined transaction. */
    async swapEvent(hash: Hex) {
      const r = await client.getTransactionReceipt({ hash });
      expectSuccess(r.status, hash);
      for (const log of r.logs) {
        if (log.address.toLowerCase() !== devnet.contracts.amm.toLowerCase()) continue;
        return decodeEventLog({ abi: ammAbi, data: log.data, topics: log.topics }).args as { amountIn: bigint; amountOut: bigint; tokenIn: Address; tokenOut: Address };
      }
      throw new Error(`no Swap event in ${hash}`);
    },
    tokens,
  };
}

function expectSuccess(status: string, hash: string) {
  if (status !== 'success') throw new Error(`transaction ${hash} ${status}`);
}

/**
 * A new account no other test touches (so allowances start at zero on every run): 10 ETH from the
 * faucet and `usdc` USDC from test account 1 (anvil signs for its unlocked accounts).
 */
export async function freshAccount(devnet: DevnetFixture, usdc: bigint) {
  const key = generatePrivateKey();
  const account = { address: privateKeyToAccount(key).address, privateKey: key };
  await devnet.fundEvm(account.address, parseEther('10'));
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account.address, usdc] });
  const hash = (await rpc(devnet.evm, 'eth_sendTransaction', [{ from: evmAccounts[1].address, to: devnet.contracts.tokens.USDC, data }])) as Hex;
  const client = createPublicClient({ transport: http(devnet.evm) });
  await client.waitForTransactionReceipt({ hash });
  return account;
}
