// Deploys the devnet contracts on one anvil chain from the fixed deployer account, in a fixed
// order, so every start (and both chains) yield the same addresses. Artifacts are precompiled
// into artifacts.json by compile.mjs.
import { readFileSync } from 'node:fs';
import { encodeDeployData, encodeFunctionData, getContractAddress, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployer, evmAccounts, spammer } from '../accounts.mjs';
import { rpc, rpcBatch } from '../lib/http.mjs';
import { metadataUri, NATIVE, NFT_COLLECTIONS, NFT_MINTS, TOKENS } from './chains.mjs';

export const artifacts = JSON.parse(readFileSync(new URL('./artifacts.json', import.meta.url), 'utf8')).artifacts;
export const erc20Abi = artifacts.DevToken.abi;
export const ammAbi = artifacts.DevAMM.abi;
export const erc721Abi = artifacts.DevNFT721.abi;
export const erc1155Abi = artifacts.DevNFT1155.abi;

/** Addresses are a pure function of the deployer and the order below. */
export function plannedAddresses() {
  /** @type {Record<string, `0x${string}`>} */
  const out = {};
  TOKENS.forEach((t, i) => (out[t.key] = getContractAddress({ from: deployer.address, nonce: BigInt(i) })));
  out.AMM = getContractAddress({ from: deployer.address, nonce: BigInt(TOKENS.length) });
  // The NFT collections come right after the AMM, so every earlier address stays where it was.
  out.ERC721 = getContractAddress({ from: deployer.address, nonce: BigInt(TOKENS.length + 1) });
  out.ERC1155 = getContractAddress({ from: deployer.address, nonce: BigInt(TOKENS.length + 2) });
  return out;
}

/** What anvil knows of a transaction that never got a receipt. @param {string} url @param {string} hash @param {string} raw */
async function diagnose(url, hash, raw) {
  const tx = await rpc(url, 'eth_getTransactionByHash', [hash]).catch((e) => `error ${e.message}`);
  const resend = await rpc(url, 'eth_sendRawTransaction', [raw]).then(() => 'accepted', (e) => e.message);
  const block = await rpc(url, 'eth_getBlockByNumber', ['latest', false]).catch(() => null);
  const from = tx && typeof tx === 'object' ? tx.from : undefined;
  const nonces = from ? await Promise.all(['latest', 'pending'].map((tag) => rpc(url, 'eth_getTransactionCount', [from, tag]).catch(() => '?'))) : [];
  return `tx ${tx && typeof tx === 'object' ? `known (nonce ${Number(tx.nonce)}, block ${tx.blockNumber})` : String(tx)}; sender nonce latest/pending ${nonces.join('/')}; `
    + `resend: ${resend}; head block ${block ? Number(block.number) : '?'} base fee ${block?.baseFeePerGas ? Number(block.baseFeePerGas) : '?'}`;
}

/**
 * @param {{ url: string, chainId: number }} chain
 * @returns {Promise<{ tokens: Record<string, `0x${string}`>, amm: `0x${string}`, native: string, nfts: { ERC721: `0x${string}`, ERC1155: `0x${string}` } }>}
 */
export async function deployContracts({ url, chainId }) {
  const addr = plannedAddresses();
  const code = await rpc(url, 'eth_getCode', [addr.AMM, 'latest']);
  if (code && code !== '0x') return { tokens: tokenMap(addr), amm: addr.AMM, native: NATIVE, nfts: nftMap(addr) };

  const dep = privateKeyToAccount(deployer.privateKey);
  const spam = privateKeyToAccount(spammer.privateKey);
  const [depNonce, spamNonce] = await Promise.all([rpc(url, 'eth_getTransactionCount', [dep.address, 'latest']), rpc(url, 'eth_getTransactionCount', [spam.address, 'latest'])]);
  if (Number(depNonce) !== 0) throw new Error(`deployer nonce is ${Number(depNonce)} on chain ${chainId}; addresses would not be deterministic`);
  const nonces = new Map([[dep.address, 0], [spam.address, Number(spamNonce)]]);
  /** @type {Promise<`0x${string}`>[]} signed raw transactions, in order */
  const raws = [];
  /** @param {`0x${string}`|undefined} to @param {`0x${string}`} data @param {bigint} [value] @param {typeof dep} [from] */
  const send = (to, data, value = 0n, from = dep) => {
    const nonce = /** @type {number} */ (nonces.get(from.address));
    nonces.set(from.address, nonce + 1);
    // 50 gwei, well above any base fee these few blocks can reach: with 2 gwei, blocks packed under
    // load raised the base fee past it and the rest of the batch waited in the pool forever.
    raws.push(from.signTransaction({ chainId, type: 'legacy', to: to ?? null, data, value, nonce, gas: 3_000_000n, gasPrice: 50_000_000_000n }));
  };
  for (const t of TOKENS) send(undefined, encodeDeployData({ abi: erc20Abi, bytecode: artifacts.DevToken.bytecode, args: [t.name, t.symbol, t.decimals] }));
  send(undefined, encodeDeployData({ abi: ammAbi, bytecode: artifacts.DevAMM.bytecode, args: [] }));
  send(undefined, encodeDeployData({ abi: erc721Abi, bytecode: artifacts.DevNFT721.bytecode, args: [NFT_COLLECTIONS.ERC721.name, NFT_COLLECTIONS.ERC721.symbol] }));
  send(undefined, encodeDeployData({ abi: erc1155Abi, bytecode: artifacts.DevNFT1155.bytecode, args: [NFT_COLLECTIONS.ERC1155.name] }));
  // NFTs for the test accounts (the API emulator's NFT endpoint reads them back from the chain).
  for (const m of NFT_MINTS) {
    const holder = evmAccounts[m.holder].address;
    if (m.standard === 'ERC721') send(addr.ERC721, encodeFunctionData({ abi: erc721Abi, functionName: 'mint', args: [holder, BigInt(m.id), metadataUri(m.meta)] }));
    else send(addr.ERC1155, encodeFunctionData({ abi: erc1155Abi, functionName: 'mint', args: [holder, BigInt(m.id), BigInt(m.amount ?? 1), metadataUri(m.meta)] }));
  }

  const mint = (/** @type {string} */ token, /** @type {`0x${string}`} */ to, /** @type {bigint} */ amount) => send(addr[token], encodeFunctionData({ abi: erc20Abi, functionName: 'mint', args: [to, amount] }));
  const approve = (/** @type {string} */ token) => send(addr[token], encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [addr.AMM, 2n ** 256n - 1n] }));
  const u = (/** @type {number} */ n, /** @type {string} */ t) => parseUnits(String(n), TOKENS.find((x) => x.key === t)?.decimals ?? 18);

  // Test accounts 0..4 get stablecoins and GANG; account 0 also holds the hostile-markup token.
  for (const a of evmAccounts.slice(0, 5)) {
    mint('USDC', a.address, u(100_000, 'USDC'));
    mint('DAI', a.address, u(50_000, 'DAI'));
    mint('GANG', a.address, u(1_000, 'GANG'));
  }
  mint('HOSTILE', evmAccounts[0].address, u(1_337, 'HOSTILE'));
  // Liquidity: ETH/USDC and ETH/DAI at 3000, USDC/DAI 1:1, GANG/USDC at 2.5.
  mint('USDC', deployer.address, u(10_000_000, 'USDC'));
  mint('DAI', deployer.address, u(10_000_000, 'DAI'));
  mint('GANG', deployer.address, u(1_000_000, 'GANG'));
  for (const t of ['USDC', 'DAI', 'GANG']) approve(t);
  const addLiq = (/** @type {`0x${string}`} */ a, /** @type {`0x${string}`} */ b, /** @type {bigint} */ amtA, /** @type {bigint} */ amtB, value = 0n) =>
    send(addr.AMM, encodeFunctionData({ abi: ammAbi, functionName: 'addLiquidity', args: [a, b, amtA, amtB] }), value);
  addLiq(/** @type {`0x${string}`} */ (NATIVE), addr.USDC, u(200, 'ETH'), u(600_000, 'USDC'), u(200, 'ETH'));
  addLiq(/** @type {`0x${string}`} */ (NATIVE), addr.DAI, u(200, 'ETH'), u(600_000, 'DAI'), u(200, 'ETH'));
  addLiq(addr.USDC, addr.DAI, u(1_000_000, 'USDC'), u(1_000_000, 'DAI'));
  addLiq(addr.GANG, addr.USDC, u(100_000, 'GANG'), u(250_000, 'USDC'));
  // The spam token is "airdropped" by the spammer account (so history shows an unsolicited inbound transfer).
  mint('SPAM', spammer.address, u(1_000_000, 'SPAM'));
  const phases = [[0, raws.length]];
  for (const a of evmAccounts.slice(0, 5)) send(addr.SPAM, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a.address, u(777, 'SPAM')] }), 0n, spam);
  phases.push([phases[0][1], raws.length]);

  // JSON-RPC batches, one sender each (anvil orders a sender's transactions by nonce, not different
  // senders' within a batch); automine is asynchronous, so each phase waits for all its receipts.
  const signed = await Promise.all(raws);
  for (const [from, to] of phases) {
    const hashes = await rpcBatch(url, signed.slice(from, to).map((raw) => ['eth_sendRawTransaction', [raw]]));
    /** @type {any[]} */
    let receipts;
    for (let round = 0, end = Date.now() + 30_000; ; round++) {
      receipts = await rpcBatch(url, hashes.map((h) => ['eth_getTransactionReceipt', [h]]));
      if (receipts.every(Boolean) || Date.now() > end) break;
      // Under load the batch's transactions can reach anvil out of nonce order; one may wait in the
      // pool or be dropped. Every ~200 ms resend the missing ones one by one, in nonce order (errors
      // such as "already known" are expected), then mine a block.
      if (round % 10 === 9) {
        for (let i = 0; i < hashes.length; i++) {
          if (!receipts[i]) await rpc(url, 'eth_sendRawTransaction', [signed[from + i]]).catch(() => undefined);
        }
        await rpc(url, 'evm_mine', []).catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const bad = receipts.findIndex((r) => !r || r.status !== '0x1');
    if (bad >= 0) {
      // Say what anvil thinks, so a failure here can be understood from the log alone.
      const r = receipts[bad];
      const why = r ? `status ${r.status}` : `no receipt; ${await diagnose(url, hashes[bad], signed[from + bad])}`;
      throw new Error(`devnet deploy tx ${from + bad} (${hashes[bad]}) failed on chain ${chainId}: ${why}`);
    }
  }
  return { tokens: tokenMap(addr), amm: addr.AMM, native: NATIVE, nfts: nftMap(addr) };
}

/** @param {Record<string, `0x${string}`>} addr */
function tokenMap(addr) {
  return Object.fromEntries(TOKENS.map((t) => [t.key, addr[t.key]]));
}

/** @param {Record<string, `0x${string}`>} addr */
function nftMap(addr) {
  return { ERC721: addr.ERC721, ERC1155: addr.ERC1155 };
}
