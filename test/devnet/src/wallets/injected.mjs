// The injected test wallet: an EIP-1193 provider announced over EIP-6963 (and as window.ethereum)
// whose every request is bridged to node with page.exposeBinding and answered by a viem signer.
// Signing methods wait in a queue until the test approves or rejects them (4001).
import { evmAccounts } from '../accounts.mjs';
import { TOKENS } from '../evm/chains.mjs';
import { createEvmSigner, RpcError, SIGNING_METHODS } from './evm-signer.mjs';

export const TEST_WALLET_INFO = Object.freeze({
  uuid: '6f1d3bb4-2c53-4b8e-9e61-6a7b1c0d9e01',
  name: 'Gangway Test Wallet',
  rdns: 'dev.gangway.testwallet',
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' rx='24' fill='%233355ff'/%3E%3Ctext x='48' y='62' font-size='40' font-family='sans-serif' fill='white' text-anchor='middle'%3EGW%3C/text%3E%3C/svg%3E",
});

/**
 * The browser half. Serialised into the page by Playwright's addInitScript, so it must be self-contained.
 * @param {{ binding: string, info: typeof TEST_WALLET_INFO, windowEthereum: boolean }} cfg
 */
export function injectedProviderSource(cfg) {
  const { binding, info, windowEthereum } = cfg;
  /** @type {Record<string, Set<(d: unknown) => void>>} */
  const listeners = {};
  const provider = {
    isGangwayTestWallet: true,
    isMetaMask: false,
    /** @param {{ method: string, params?: unknown }} args */
    async request(args) {
      if (!args || typeof args.method !== 'string') throw Object.assign(new Error('Invalid request'), { code: -32600 });
      const bridge = /** @type {any} */ (window)[binding];
      const r = await bridge({ method: args.method, params: args.params });
      if (r && r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code, data: r.error.data });
      return r.result;
    },
    /** @param {string} ev @param {(d: unknown) => void} fn */
    on(ev, fn) {
      (listeners[ev] ??= new Set()).add(fn);
      return provider;
    },
    /** @param {string} ev @param {(d: unknown) => void} fn */
    removeListener(ev, fn) {
      listeners[ev]?.delete(fn);
      return provider;
    },
  };
  /** @type {any} */ (provider).off = provider.removeListener;
  Object.defineProperty(window, '__gangwayTestWallet', {
    value: Object.freeze({ emit: (/** @type {string} */ ev, /** @type {unknown} */ data) => listeners[ev]?.forEach((f) => f(data)) }),
    configurable: false,
  });
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (windowEthereum && !(/** @type {any} */ (window).ethereum)) /** @type {any} */ (window).ethereum = provider;
}

/**
 * A Playwright init-script for the provider (for `page.addInitScript`).
 * @param {{ binding?: string, info?: Partial<typeof TEST_WALLET_INFO>, windowEthereum?: boolean }} [opts]
 */
export function injectedProviderScript(opts = {}) {
  const cfg = { binding: opts.binding ?? '__gangwayTestWalletBridge', info: { ...TEST_WALLET_INFO, ...opts.info }, windowEthereum: opts.windowEthereum ?? true };
  return `(${injectedProviderSource.toString()})(${JSON.stringify(cfg)});`;
}

/**
 * @typedef {{ id: number, method: string, params: unknown, approve: () => Promise<unknown>, reject: (code?: number, message?: string) => void }} PendingRequest
 * @typedef {{ urls: { evm: string, evm2?: string }, contracts?: { tokens: Record<string, `0x${string}`> }, account?: { privateKey: `0x${string}` }, chainId?: number,
 *   autoApprove?: boolean, info?: Partial<typeof TEST_WALLET_INFO>, windowEthereum?: boolean, binding?: string, batches?: boolean }} InjectedWalletOptions
 *   batches: EIP-5792 wallet_sendCalls with the atomic capability (default on); off, a wallet without batches (4200, no prompt)
 */

/**
 * Installs the injected test wallet into a Playwright page (before navigation) and returns its controls.
 * @param {import('@playwright/test').Page} page
 * @param {InjectedWalletOptions} opts
 */
export async function installInjectedWallet(page, opts) {
  const binding = opts.binding ?? '__gangwayTestWalletBridge';
  const chains = /** @type {Record<number, string>} */ ({ 31337: opts.urls.evm, ...(opts.urls.evm2 ? { 31338: opts.urls.evm2 } : {}) });
  const tokens = opts.contracts
    ? Object.fromEntries(Object.keys(chains).map((id) => [id, TOKENS.filter((t) => !t.spam).map((t) => ({ address: /** @type {`0x${string}`} */ (opts.contracts?.tokens[t.key]), name: t.name, symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd }))]))
    : {};
  const batches = opts.batches ?? true;
  let signer = createEvmSigner({ privateKey: (opts.account ?? evmAccounts[0]).privateKey, chains, chainId: opts.chainId ?? 31337, tokens, batches });
  let connected = false;
  let autoApprove = !!opts.autoApprove;
  /** @type {PendingRequest[]} */
  const pending = [];
  /** @type {((r: PendingRequest) => void)[]} */
  const waiters = [];
  /** @type {{ method: string, params: unknown, outcome: 'approved' | 'rejected' | 'error' | 'answered', result?: unknown }[]} */
  const log = [];
  let nextId = 1;

  const emit = async (/** @type {string} */ ev, /** @type {unknown} */ data) => {
    await page.evaluate(([e, d]) => /** @type {any} */ (window).__gangwayTestWallet?.emit(e, d), /** @type {const} */ ([ev, data])).catch(() => {});
  };
  /** Runs an approved request. @param {string} method @param {any} params */
  const execute = async (method, params) => {
    if (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions') {
      connected = true;
      return method === 'eth_requestAccounts' ? [signer.address] : [{ parentCapability: 'eth_accounts' }];
    }
    const before = signer.chainId;
    const result = await signer.request({ method, params: params ?? [] });
    if (signer.chainId !== before) void emit('chainChanged', `0x${signer.chainId.toString(16)}`);
    return result;
  };
  /** @param {any} e */
  const asError = (e) => ({ error: e instanceof RpcError ? { code: e.code, message: e.message, data: e.data } : { code: -32603, message: e instanceof Error ? e.message : String(e) } });

  await page.exposeBinding(binding, async (_source, /** @type {{method: string, params: any}} */ { method, params }) => {
    try {
      if (method === 'eth_accounts') return { result: connected ? [signer.address] : [] };
      if (method === 'eth_requestAccounts' && connected) return { result: [signer.address] };
      if (method === 'wallet_revokePermissions') {
        connected = false;
        void emit('accountsChanged', []);
        return { result: null };
      }
      if (!SIGNING_METHODS.has(method) || (method === 'wallet_switchEthereumChain' && !chains[Number(params?.[0]?.chainId)]) || (method === 'wallet_sendCalls' && !batches)) {
        // Reads (and switches to unknown chains, which fail with 4902, and batches to a wallet without them: 4200) need no approval.
        const result = await execute(method, params);
        log.push({ method, params, outcome: 'answered', result });
        return { result };
      }
      if (!connected && method !== 'eth_requestAccounts' && method !== 'wallet_requestPermissions' && method !== 'wallet_switchEthereumChain' && method !== 'wallet_addEthereumChain') {
        return { error: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' } };
      }
      const out = await new Promise((resolve) => {
        /** @type {PendingRequest} */
        const req = {
          id: nextId++,
          method,
          params,
          approve: async () => {
            pending.splice(pending.indexOf(req), 1);
            try {
              const result = await execute(method, params);
              log.push({ method, params, outcome: 'approved', result });
              resolve({ result });
              return result;
            } catch (e) {
              log.push({ method, params, outcome: 'error' });
              resolve(asError(e));
              throw e;
            }
          },
          reject: (code = 4001, message = 'User rejected the request.') => {
            pending.splice(pending.indexOf(req), 1);
            log.push({ method, params, outcome: 'rejected' });
            resolve({ error: { code, message } });
          },
        };
        pending.push(req);
        if (autoApprove) void req.approve().catch(() => {});
        else waiters.shift()?.(req);
      });
      return out;
    } catch (e) {
      return asError(e);
    }
  });
  await page.addInitScript(injectedProviderScript({ binding, info: opts.info, windowEthereum: opts.windowEthereum }));

  /** @param {string} [method] @param {number} [timeoutMs] @returns {Promise<PendingRequest>} */
  const nextRequest = (method, timeoutMs = 30_000) => {
    const found = pending.find((p) => !method || p.method === method);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        const i = waiters.indexOf(w);
        if (i >= 0) waiters.splice(i, 1);
        reject(new Error(`no ${method ?? 'wallet'} request within ${timeoutMs} ms (pending: ${pending.map((p) => p.method).join(', ') || 'none'})`));
      }, timeoutMs);
      const w = (/** @type {PendingRequest} */ r) => {
        if (method && r.method !== method) {
          waiters.unshift(w); // keep waiting for the right method; the request stays pending
          return;
        }
        clearTimeout(t);
        resolve(r);
      };
      waiters.push(w);
    });
  };

  return {
    get address() {
      return signer.address;
    },
    get chainId() {
      return signer.chainId;
    },
    get signer() {
      return signer;
    },
    get connected() {
      return connected;
    },
    set autoApprove(v) {
      autoApprove = v;
      if (v) for (const p of [...pending]) void p.approve().catch(() => {});
    },
    get autoApprove() {
      return autoApprove;
    },
    /** Requests waiting for approval right now. */
    pending: () => [...pending],
    /** Everything the page asked, in order, with outcomes. */
    log: () => [...log],
    nextRequest,
    /** Approves the next (matching) request and returns its result. @param {string} [method] */
    approveNext: async (method) => (await nextRequest(method)).approve(),
    /** Rejects the next (matching) request with 4001 (or the given code). @param {string} [method] @param {number} [code] */
    rejectNext: async (method, code) => (await nextRequest(method)).reject(code),
    /** Switches the wallet's chain from the wallet side and emits chainChanged. @param {number} id */
    async switchChain(id) {
      signer.setChain(id);
      await emit('chainChanged', `0x${id.toString(16)}`);
    },
    /** Switches the wallet's account and emits accountsChanged. @param {{ privateKey: `0x${string}` }} account */
    async setAccount(account) {
      signer = createEvmSigner({ privateKey: account.privateKey, chains: signer.knownChains(), chainId: signer.chainId, tokens, batches });
      if (connected) await emit('accountsChanged', [signer.address]);
    },
    /** Disconnects from the wallet side (accountsChanged []). */
    async disconnect() {
      connected = false;
      await emit('accountsChanged', []);
    },
    /** Emits any provider event into the page. */
    emit,
  };
}
