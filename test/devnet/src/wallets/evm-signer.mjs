// Executes wallet RPC methods for one EVM private key against the devnet chains (viem).
// Shared by the injected test wallet (browser <-> node bridge) and the WalletConnect test wallet.
import { createPublicClient, createWalletClient, erc20Abi, http, numberToHex, hexToBigInt, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devChain } from '../evm/chains.mjs';

import { RpcError } from './rpc-error.mjs';
import { createBatches } from './evm-batches.mjs';

export { RpcError };

/** Methods that need the user's approval in a real wallet. */
export const SIGNING_METHODS = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_grantPermissions',
]);

/**
 * @typedef {{ address: `0x${string}`, name: string, symbol: string, decimals: number, priceUsd?: number, iconUrl?: string }} AssetToken
 * @param {{ privateKey: `0x${string}`, chains: Record<number, string>, chainId?: number, tokens?: Record<number, AssetToken[]>, nativePriceUsd?: number, batches?: boolean }} opts
 *   chains: chainId -> rpc url; tokens: ERC-20s reported by wallet_getAssets per chain; batches: EIP-5792
 *   wallet_sendCalls with the atomic capability (default on; off: a wallet without batches, 4200)
 */
export function createEvmSigner({ privateKey, chains, chainId, tokens = {}, nativePriceUsd = 3000, batches: batching = true }) {
  const account = privateKeyToAccount(privateKey);
  /** @type {Record<number, string>} */
  const known = { ...chains };
  let current = chainId ?? Number(Object.keys(known)[0]);

  const client = (id = current) => {
    const url = known[id];
    if (!url) throw new RpcError(4902, `Unrecognized chain ID ${numberToHex(id)}. Try adding the chain using wallet_addEthereumChain first.`);
    return createWalletClient({ account, chain: devChain(id, `Chain ${id}`, url), transport: http(url, { retryCount: 0 }) });
  };
  /** @param {string} method @param {unknown[]} params */
  const node = async (method, params) => {
    const res = await fetch(known[current], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const j = await res.json();
    if (j.error) throw new RpcError(j.error.code ?? -32603, j.error.message, j.error.data);
    return j.result;
  };
  /** @param {any} tx @param {number} [chainId] */
  const sendTx = async (tx, chainId = current) => {
    const c = client(chainId);
    return c.sendTransaction({
      account,
      chain: c.chain,
      to: tx.to,
      data: tx.data ?? tx.input,
      value: tx.value ? hexToBigInt(tx.value) : undefined,
      gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
    });
  };

  /** EIP-7811 answer ({[hexChainId]: [{address, balance, type, metadata}]}), computed from chain state. @param {any} p */
  const getAssets = async (p) => {
    if (p.account && p.account.toLowerCase() !== account.address.toLowerCase()) throw new RpcError(4100, 'Unknown account');
    /** @type {Record<string, unknown[]>} */
    const out = {};
    const ids = (p.chainFilter?.length ? p.chainFilter.map(Number) : Object.keys(known).map(Number)).filter((/** @type {number} */ id) => known[id]);
    for (const id of ids) {
      const pub = createPublicClient({ transport: http(known[id], { retryCount: 0 }) });
      const native = await pub.getBalance({ address: account.address });
      const list = [{ address: 'native', balance: numberToHex(native), type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: nativePriceUsd, value: (Number(native) / 1e18) * nativePriceUsd, iconUrl: '' } }];
      for (const t of tokens[id] ?? []) {
        const bal = await pub.readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
        if (bal === 0n) continue;
        const price = t.priceUsd ?? 0;
        list.push({ address: t.address, balance: numberToHex(bal), type: 'erc20', metadata: { name: t.name, symbol: t.symbol, decimals: t.decimals, price, value: (Number(bal) / 10 ** t.decimals) * price, iconUrl: t.iconUrl ?? '' } });
      }
      const types = p.assetTypeFilter;
      out[numberToHex(id)] = types?.length ? list.filter((a) => types.includes(a.type)) : list;
    }
    return out;
  };

  const batches = createBatches({ address: account.address, chains: () => known, current: () => current, sendTx, enabled: batching });

  return {
    account,
    address: account.address,
    /** Whether it answers wallet_sendCalls (EIP-5792). */
    batches: batching,
    get chainId() {
      return current;
    },
    knownChains: () => ({ ...known }),
    /** @param {number} id */
    setChain(id) {
      if (!known[id]) throw new RpcError(4902, `Unrecognized chain ID ${numberToHex(id)}`);
      current = id;
    },
    /**
     * Performs a request as an approving wallet would.
     * @param {{ method: string, params?: any }} req
     */
    async request({ method, params = [] }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account.address];
        case 'eth_chainId':
          return numberToHex(current);
        case 'net_version':
          return String(current);
        case 'personal_sign': {
          let [msg, addr] = params;
          if (typeof msg === 'string' && msg.toLowerCase() === account.address.toLowerCase() && typeof addr === 'string') [msg, addr] = [addr, msg];
          if (typeof addr === 'string' && addr.toLowerCase() !== account.address.toLowerCase()) throw new RpcError(4100, `Unknown account ${addr}`);
          return account.signMessage({ message: isHex(msg) ? { raw: msg } : msg });
        }
        case 'eth_sign':
          return account.signMessage({ message: { raw: params[1] } });
        case 'eth_signTypedData':
        case 'eth_signTypedData_v4': {
          const [addr, data] = params;
          if (addr.toLowerCase() !== account.address.toLowerCase()) throw new RpcError(4100, 'Unknown account');
          const typed = typeof data === 'string' ? JSON.parse(data) : data;
          const { EIP712Domain, ...types } = typed.types;
          return account.signTypedData({ domain: typed.domain, types, primaryType: typed.primaryType, message: typed.message });
        }
        case 'eth_sendTransaction':
          return sendTx(params[0]);
        case 'wallet_switchEthereumChain': {
          const id = Number(params[0]?.chainId);
          if (!known[id]) throw new RpcError(4902, `Unrecognized chain ID ${params[0]?.chainId}. Try adding the chain using wallet_addEthereumChain first.`);
          current = id;
          return null;
        }
        case 'wallet_addEthereumChain': {
          const p = params[0] ?? {};
          const id = Number(p.chainId);
          if (!Number.isSafeInteger(id) || id <= 0) throw new RpcError(-32602, 'Invalid chainId');
          if (!known[id]) {
            const url = p.rpcUrls?.[0];
            if (!url) throw new RpcError(-32602, 'rpcUrls required');
            known[id] = url;
          }
          current = id;
          return null;
        }
        case 'wallet_getCapabilities':
          return batches.capabilities();
        case 'wallet_getAssets':
          return getAssets(params[0] ?? {});
        case 'wallet_sendCalls':
          return batches.sendCalls(params[0]);
        case 'wallet_getCallsStatus':
          return batches.getCallsStatus(params[0]);
        default:
          return node(method, params);
      }
    },
  };
}

