// A WalletConnect v2 wallet for tests: pairs from a `wc:` URI through the devnet relay and
// approves or rejects session proposals and requests, signing with a node-side viem account.
// Verify: the SDK's Verify URL is a constant (verify.walletconnect.org). A wallet that receives a
// proposal carrying an attestation (browser dapps get one from the devnet's /v3/attestation stand-in)
// fetches Verify's public key to check it; offline that fails and the SDK drops the proposal. So this
// wallet turns Verify resolution off (core.verify.isDevEnv, the SDK's own test switch): proposals arrive
// with verifyContext "UNKNOWN". Nothing here contacts verify.walletconnect.org.
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { evmAccounts } from '../accounts.mjs';
import { createEvmSigner, RpcError } from './evm-signer.mjs';
import { MemoryStorage } from './memory-storage.mjs';

const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_signTypedData', 'eth_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_getAssets', 'wallet_sendCalls', 'wallet_getCallsStatus', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId'];
const EVM_EVENTS = ['accountsChanged', 'chainChanged'];

/** A queue whose next() resolves with the next pushed item (or a waiting one). */
function queue() {
  /** @type {any[]} */
  const items = [];
  /** @type {((v: any) => void)[]} */
  const waiters = [];
  return {
    push(/** @type {any} */ v) {
      const w = waiters.shift();
      if (w) w(v);
      else items.push(v);
    },
    /** @param {number} [timeoutMs] */
    next(timeoutMs = 30_000) {
      if (items.length) return Promise.resolve(items.shift());
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => {
          waiters.splice(waiters.indexOf(fn), 1);
          reject(new Error(`nothing arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const fn = (/** @type {any} */ v) => {
          clearTimeout(t);
          resolve(v);
        };
        waiters.push(fn);
      });
    },
    get size() {
      return items.length;
    },
  };
}

/**
 * @param {{ relayUrl: string, projectId?: string, chains: Record<number, string>, account?: {privateKey: `0x${string}`},
 *   autoApprove?: boolean, metadata?: {name: string, description: string, url: string, icons: string[]}, tokens?: Record<number, any[]> }} opts
 */
export async function createWcWallet(opts) {
  const signer = createEvmSigner({ privateKey: (opts.account ?? evmAccounts[1]).privateKey, chains: opts.chains, tokens: opts.tokens });
  const core = new Core({ projectId: opts.projectId ?? 'gangway-devnet', relayUrl: opts.relayUrl, storage: new MemoryStorage(), logger: 'silent', telemetryEnabled: false, customStoragePrefix: `wcw-${Math.random().toString(36).slice(2)}` });
  const client = await SignClient.init({
    core,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: opts.metadata ?? { name: 'Gangway Test Wallet (WalletConnect)', description: 'Devnet wallet', url: 'http://127.0.0.1', icons: [] },
  });
  /** @type {any} */ (core).verify.isDevEnv = true;
  const proposals = queue();
  const requests = queue();
  let autoApprove = !!opts.autoApprove;

  /** @param {any} proposal */
  async function approveSession(proposal, { chainIds = Object.keys(opts.chains).map(Number) } = {}) {
    const params = proposal.params ?? proposal;
    const chains = chainIds.map((id) => `eip155:${id}`);
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: { eip155: { chains, methods: EVM_METHODS, events: EVM_EVENTS, accounts: chains.map((c) => `${c}:${signer.address}`) } },
    });
    const { acknowledged } = await client.approve({ id: params.id, namespaces });
    return acknowledged();
  }
  /** @param {any} proposal */
  async function rejectSession(proposal) {
    const params = proposal.params ?? proposal;
    await client.reject({ id: params.id, reason: getSdkError('USER_REJECTED') });
  }
  /** @param {any} req */
  async function approveRequest(req) {
    const { topic, id, params } = req;
    const chainId = Number(String(params.chainId).split(':')[1]);
    try {
      if (chainId && chainId !== signer.chainId && params.request.method !== 'wallet_switchEthereumChain') signer.setChain(chainId);
      const result = await signer.request(params.request);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
      if (params.request.method === 'wallet_switchEthereumChain') {
        await client.emit({ topic, event: { name: 'chainChanged', data: signer.chainId }, chainId: `eip155:${signer.chainId}` }).catch(() => {});
      }
      return result;
    } catch (e) {
      const err = e instanceof RpcError ? { code: e.code, message: e.message } : { code: -32603, message: e instanceof Error ? e.message : String(e) };
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: err } });
      throw e;
    }
  }
  /** @param {any} req @param {{code?: number, message?: string}} [error] */
  async function rejectRequest(req, error = {}) {
    await client.respond({ topic: req.topic, response: { id: req.id, jsonrpc: '2.0', error: { code: error.code ?? 4001, message: error.message ?? 'User rejected the request.' } } });
  }

  client.on('session_proposal', (p) => (autoApprove ? approveSession(p).catch(() => {}) : proposals.push(p)));
  client.on('session_request', (r) => (autoApprove ? approveRequest(r).catch(() => {}) : requests.push(r)));

  return {
    client,
    signer,
    address: signer.address,
    set autoApprove(v) {
      autoApprove = v;
    },
    get autoApprove() {
      return autoApprove;
    },
    /** Pairs with a `wc:` URI (the proposal then arrives via nextProposal()). @param {string} uri */
    pair: (uri) => client.core.pairing.pair({ uri }),
    nextProposal: proposals.next,
    nextRequest: requests.next,
    approveSession,
    rejectSession,
    approveRequest,
    rejectRequest,
    sessions: () => client.session.getAll(),
    /** Emits accountsChanged/chainChanged to every session. @param {'accountsChanged'|'chainChanged'} name @param {unknown} data */
    async emit(name, data) {
      for (const s of client.session.getAll()) await client.emit({ topic: s.topic, event: { name, data }, chainId: `eip155:${signer.chainId}` });
    },
    async disconnectAll() {
      for (const s of client.session.getAll()) await client.disconnect({ topic: s.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => {});
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {});
      client.core.heartbeat?.stop?.();
      client.core.events?.removeAllListeners?.();
    },
  };
}
