// Deploys the devnet contracts on one anvil chain from the fixed deployer account, in a fixed
// order, so every start (and both chains) yield the same addresses. Artifacts are precompiled
// into artifacts.json by compile.mjs.
import { readFileSync } from 'node:fs';
import { createPublicClient, createWalletClient, encodeDeployData, encodeFunctionData, getContractAddress, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployer, evmAccounts, spammer } from '../accounts.mjs';
import { devChain, NATIVE, TOKENS } from './chains.mjs';

export const artifacts = JSON.parse(readFileSync(new URL('./artifacts.json', import.meta.url), 'utf8')).artifacts;
export const erc20Abi = artifacts.DevToken.abi;
export const ammAbi = artifacts.DevAMM.abi;

/** Addresses are a pure function of the deployer and the order below. */
export function plannedAddresses() {
  /** @type {Record<string, `0x${string}`>} */
  const out = {};
  TOKENS.forEach((t, i) => (out[t.key] = getContractAddress({ from: deployer.address, nonce: BigInt(i) })));
  out.AMM = getContractAddress({ from: deployer.address, nonce: BigInt(TOKENS.length) });
  return out;
}

/**
 * @param {{ url: string, chainId: number }} chain
 * @returns {Promise<{ tokens: Record<string, `0x${string}`>, amm: `0x${string}`, native: string }>}
 */
export async function deployContracts({ url, chainId }) {
  const chain = devChain(chainId, `Devnet ${chainId}`, url);
  const transport = http(url, { batch: false, retryCount: 0 });
  const pub = createPublicClient({ chain, transport });
  const addr = plannedAddresses();
  const code = await pub.getCode({ address: addr.AMM });
  if (code && code !== '0x') return { tokens: tokenMap(addr), amm: addr.AMM, native: NATIVE };

  const dep = createWalletClient({ chain, transport, account: privateKeyToAccount(deployer.privateKey) });
  let nonce = await pub.getTransactionCount({ address: deployer.address });
  if (nonce !== 0) throw new Error(`deployer nonce is ${nonce} on chain ${chainId}; addresses would not be deterministic`);
  const gasPrice = 2_000_000_000n;
  const hashes = [];
  /** @param {`0x${string}`|undefined} to @param {`0x${string}`} data @param {bigint} [value] @param {any} [client] */
  const send = async (to, data, value = 0n, client = dep) => {
    const n = client === dep ? nonce++ : undefined;
    const h = await client.sendTransaction({ to, data, value, nonce: n, gas: 3_000_000n, gasPrice });
    hashes.push(h);
    return h;
  };
  for (const t of TOKENS) await send(undefined, encodeDeployData({ abi: erc20Abi, bytecode: artifacts.DevToken.bytecode, args: [t.name, t.symbol, t.decimals] }));
  await send(undefined, encodeDeployData({ abi: ammAbi, bytecode: artifacts.DevAMM.bytecode, args: [] }));

  const mint = (token, to, amount) => send(addr[token], encodeFunctionData({ abi: erc20Abi, functionName: 'mint', args: [to, amount] }));
  const approve = (token) => send(addr[token], encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [addr.AMM, 2n ** 256n - 1n] }));
  const u = (n, t) => parseUnits(String(n), TOKENS.find((x) => x.key === t)?.decimals ?? 18);

  // Test accounts 0..4 get stablecoins and GANG; account 0 also holds the hostile-markup token.
  for (const a of evmAccounts.slice(0, 5)) {
    await mint('USDC', a.address, u(100_000, 'USDC'));
    await mint('DAI', a.address, u(50_000, 'DAI'));
    await mint('GANG', a.address, u(1_000, 'GANG'));
  }
  await mint('HOSTILE', evmAccounts[0].address, u(1_337, 'HOSTILE'));
  // Liquidity: ETH/USDC and ETH/DAI at 3000, USDC/DAI 1:1, GANG/USDC at 2.5.
  await mint('USDC', deployer.address, u(10_000_000, 'USDC'));
  await mint('DAI', deployer.address, u(10_000_000, 'DAI'));
  await mint('GANG', deployer.address, u(1_000_000, 'GANG'));
  for (const t of ['USDC', 'DAI', 'GANG']) await approve(t);
  const addLiq = (a, b, amtA, amtB, value = 0n) =>
    send(addr.AMM, encodeFunctionData({ abi: ammAbi, functionName: 'addLiquidity', args: [a, b, amtA, amtB] }), value);
  await addLiq(NATIVE, addr.USDC, u(200, 'ETH'), u(600_000, 'USDC'), u(200, 'ETH'));
  await addLiq(NATIVE, addr.DAI, u(200, 'ETH'), u(600_000, 'DAI'), u(200, 'ETH'));
  await addLiq(addr.USDC, addr.DAI, u(1_000_000, 'USDC'), u(1_000_000, 'DAI'));
  await addLiq(addr.GANG, addr.USDC, u(100_000, 'GANG'), u(250_000, 'USDC'));
  // The spam token is "airdropped" by the spammer account (so history shows an unsolicited inbound transfer).
  await mint('SPAM', spammer.address, u(1_000_000, 'SPAM'));
  const spamClient = createWalletClient({ chain, transport, account: privateKeyToAccount(spammer.privateKey) });
  for (const a of evmAccounts.slice(0, 5)) {
    await send(addr.SPAM, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a.address, u(777, 'SPAM')] }), 0n, spamClient);
  }
  // Make sure everything was mined and succeeded.
  for (const h of hashes) {
    const r = await pub.waitForTransactionReceipt({ hash: h, pollingInterval: 20 });
    if (r.status !== 'success') throw new Error(`devnet deploy tx ${h} reverted on chain ${chainId}`);
  }
  return { tokens: tokenMap(addr), amm: addr.AMM, native: NATIVE };
}

/** @param {Record<string, `0x${string}`>} addr */
function tokenMap(addr) {
  return Object.fromEntries(TOKENS.map((t) => [t.key, addr[t.key]]));
}
