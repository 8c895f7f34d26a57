// A WalletConnect v2 wallet for tests: pairs from a `wc:` URI through the devnet relay and
// approves or rejects session proposals and requests, signing with node-side keys: a viem account
// for eip155, an ed25519 key for solana (wc-solana.mjs), a secp256k1 key on regtest for bip122
// (wc-bip122.mjs: payment address, BIP-322 message signatures, PSBT signing). One session answers
// every namespace the dapp proposes among eip155, solana and bip122.
// Verify: the SDK's Verify URL is a constant (verify.walletconnect.org). A wallet that receives a
// proposal carrying an attestation (browser dapps get one from the devnet's /v3/attestation stand-in)
// fetches Verify's public key to check it; offline that fails and the SDK drops the proposal. So this
// wallet turns Verify resolution off (core.verify.isDevEnv, the SDK's own test switch): proposals arrive
// with verifyContext "UNKNOWN". Nothing here contacts verify.walletconnect.org.
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { bitcoinAccounts, evmAccounts, solanaAccounts } from '../accounts.mjs';
import { createEvmSigner, RpcError } from './evm-signer.mjs';
import { createSolanaSigner, SOLANA_METHODS } from './wc-solana.mjs';
import { BIP122_EVENTS, BIP122_METHODS, createBip122Signer } from './wc-bip122.mjs';
import { MemoryStorage } from './memory-storage.mjs';

const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_signTypedData', 'eth_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_getAssets', 'wallet_sendCalls', 'wallet_getCallsStatus', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId'];
const EVM_EVENTS = ['accountsChanged', 'chainChanged'];
const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'];

/** The chains a proposal asks for in one namespace (required and optional). @param {any} params @param {string} ns */
function proposedChains(params, ns) {
  const chains = new Set();
  for (const group of [params.requiredNamespaces, params.optionalNamespaces]) {
    for (const [key, value] of Object.entries(group ?? {})) {
      if (key === ns) for (const c of /** @type {any} */ (value).chains ?? []) chains.add(c);
      else if (key.startsWith(`${ns}:`)) chains.add(key);
    }
  }
  return [...chains];
}

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
 *   autoApprove?: boolean, prompt?: string[], metadata?: {name: string, description: string, url: string, icons: string[]}, tokens?: Record<number, any[]>,
 *   namespaces?: ('eip155' | 'solana' | 'bip122')[], solana?: { account?: { secretKey: string }, rpcUrl?: string }, bitcoin?: { account?: { privateKey: string } }, batches?: boolean }} opts
 *   batches: EIP-5792 wallet_sendCalls with the atomic capability (default on); off, the session offers neither batch method
 */
export async function createWcWallet(opts) {
  const signer = createEvmSigner({ privateKey: (opts.account ?? evmAccounts[1]).privateKey, chains: opts.chains, tokens: opts.tokens, batches: opts.batches ?? true });
  // A wallet without batches does not offer the EIP-5792 methods in its session.
  const evmMethods = signer.batches ? EVM_METHODS : EVM_METHODS.filter((m) => m !== 'wallet_sendCalls' && m !== 'wallet_getCallsStatus');
  /** The families this wallet serves (a proposal's other namespaces are left out of the session). */
  const served = new Set(opts.namespaces ?? ['eip155', 'solana', 'bip122']);
  const solana = createSolanaSigner(opts.solana?.account ?? solanaAccounts[1], opts.solana?.rpcUrl);
  const bitcoin = createBip122Signer(opts.bitcoin?.account ?? bitcoinAccounts[1]);
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
  /** Methods that wait for approveRequest/rejectRequest even while autoApprove is on (a user prompt). */
  let prompt = new Set(opts.prompt ?? []);
  /** @type {{ method: string, chainId: string, outcome: 'approved' | 'rejected' | 'error', code?: number }[]} */
  const log = [];

  /**
   * Approves with an account on every proposed chain of each served namespace. `accounts` replaces a
   * namespace's accounts as given (malformed ones included: bad-input tests).
   * @param {any} proposal @param {{ chainIds?: number[], accounts?: Record<string, string[]> }} [opts2]
   */
  async function approveSession(proposal, { chainIds = Object.keys(opts.chains).map(Number), accounts: override = {} } = {}) {
    const params = proposal.params ?? proposal;
    const chains = chainIds.map((id) => `eip155:${id}`);
    /** @type {Record<string, any>} */
    const supported = { eip155: { chains, methods: evmMethods, events: EVM_EVENTS, accounts: chains.map((c) => `${c}:${signer.address}`) } };
    const solanaChains = served.has('solana') ? proposedChains(params, 'solana') : [];
    if (solanaChains.length) supported.solana = { chains: solanaChains, methods: SOLANA_METHODS, events: SOLANA_EVENTS, accounts: solanaChains.map((c) => `${c}:${solana.address}`) };
    const bitcoinChains = served.has('bip122') ? proposedChains(params, 'bip122') : [];
    if (bitcoinChains.length) supported.bip122 = { chains: bitcoinChains, methods: BIP122_METHODS, events: BIP122_EVENTS, accounts: bitcoinChains.map((c) => `${c}:${bitcoin.address}`) };
    if (!served.has('eip155')) delete supported.eip155;
    const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces: supported });
    for (const [ns, list] of Object.entries(override)) {
      if (namespaces[ns]) namespaces[ns] = { ...namespaces[ns], accounts: list };
    }
    const { acknowledged } = await client.approve({ id: params.id, namespaces });
    return acknowledged();
  }
  /** @param {any} proposal */
  async function rejectSession(proposal) {
    const params = proposal.params ?? proposal;
    await client.reject({ id: params.id, reason: getSdkError('USER_REJECTED') });
  }
  /**
   * A chain the wallet just added joins the session, as a real wallet does (sign-client `update`):
   * without it the dapp may not send requests on that chain. Waits for the dapp's acknowledgement so
   * the dapp knows the chain before it gets the answer to wallet_addEthereumChain.
   * @param {string} topic @param {number} id
   */
  async function addChainToSession(topic, id) {
    const session = client.session.get(topic);
    const ns = session?.namespaces?.eip155;
    const caip = `eip155:${id}`;
    if (!ns || (ns.chains ?? []).includes(caip)) return;
    const eip155 = { ...ns, chains: [...(ns.chains ?? []), caip], accounts: [...ns.accounts, `${caip}:${signer.address}`] };
    const { acknowledged } = await client.update({ topic, namespaces: { ...session.namespaces, eip155 } });
    await acknowledged();
  }
  /** @param {any} req */
  async function approveRequest(req) {
    const { topic, id, params } = req;
    const method = params.request.method;
    const namespace = String(params.chainId).split(':')[0];
    if (namespace !== 'eip155') return answerOther(req, namespace);
    const chainId = Number(String(params.chainId).split(':')[1]);
    try {
      if (chainId && chainId !== signer.chainId && method !== 'wallet_switchEthereumChain') signer.setChain(chainId);
      const result = await signer.request(params.request);
      if (method === 'wallet_addEthereumChain') await addChainToSession(topic, Number(params.request.params?.[0]?.chainId));
      // Logged before answering, so the log is complete once the dapp has its answer.
      log.push({ method, chainId: params.chainId, outcome: 'approved' });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
      if (method === 'wallet_switchEthereumChain') {
        await client.emit({ topic, event: { name: 'chainChanged', data: signer.chainId }, chainId: `eip155:${signer.chainId}` }).catch(() => {});
      }
      return result;
    } catch (e) {
      const err = e instanceof RpcError ? { code: e.code, message: e.message } : { code: -32603, message: e instanceof Error ? e.message : String(e) };
      log.push({ method, chainId: params.chainId, outcome: 'error', code: err.code });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: err } });
      throw e;
    }
  }
  /** A request of another namespace: solana and bip122 with their keys; others refused. @param {any} req @param {string} namespace */
  async function answerOther(req, namespace) {
    const { topic, id, params } = req;
    const method = params.request.method;
    try {
      const signers = /** @type {Record<string, { request(r: any): Promise<unknown> }>} */ ({ solana, bip122: bitcoin });
      if (!signers[namespace]) throw new RpcError(4200, `Unsupported method ${method}`);
      const result = await signers[namespace].request(params.request);
      log.push({ method, chainId: params.chainId, outcome: 'approved' });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
      return result;
    } catch (e) {
      const err = e instanceof RpcError ? { code: e.code, message: e.message } : { code: -32603, message: e instanceof Error ? e.message : String(e) };
      log.push({ method, chainId: params.chainId, outcome: 'error', code: err.code });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: err } });
      throw e;
    }
  }
  /** @param {any} req @param {{code?: number, message?: string}} [error] */
  async function rejectRequest(req, error = {}) {
    const code = error.code ?? 4001;
    log.push({ method: req.params.request.method, chainId: req.params.chainId, outcome: 'rejected', code });
    await client.respond({ topic: req.topic, response: { id: req.id, jsonrpc: '2.0', error: { code, message: error.message ?? 'User rejected the request.' } } });
  }

  client.on('session_proposal', (p) => (autoApprove ? approveSession(p).catch(() => {}) : proposals.push(p)));
  client.on('session_request', (r) => (autoApprove && !prompt.has(r.params.request.method) ? approveRequest(r).catch(() => {}) : requests.push(r)));

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
    /** Methods held for the test (nextRequest) even under autoApprove, like a wallet's prompts. */
    set prompt(methods) {
      prompt = new Set(methods);
    },
    get prompt() {
      return [...prompt];
    },
    /** Requests settled so far, in order: method, the request's CAIP-2 chain, outcome, error code. */
    log: () => [...log],
    /** Pairs with a `wc:` URI (the proposal then arrives via nextProposal()). @param {string} uri */
    pair: (uri) => client.core.pairing.pair({ uri }),
    nextProposal: proposals.next,
    nextRequest: requests.next,
    approveSession,
    rejectSession,
    approveRequest,
    rejectRequest,
    sessions: () => client.session.getAll(),
    /** The session's Solana address (base58). */
    get solanaAddress() {
      return solana.address;
    },
    /** The session's bip122 address (p2wpkh on regtest: the payment address of its CAIP-10 accounts). */
    get bitcoinAddress() {
      return bitcoin.address;
    },
    /** The ordinals address of the same key (p2tr), listed by getAccountAddresses. */
    get bitcoinOrdinalsAddress() {
      return bitcoin.ordinalsAddress;
    },
    /**
     * Emits accountsChanged/chainChanged to every session, on a chain (CAIP-2; default the EVM signer's).
     * @param {'accountsChanged'|'chainChanged'} name @param {unknown} data @param {string} [chainId]
     */
    async emit(name, data, chainId) {
      for (const s of client.session.getAll()) await client.emit({ topic: s.topic, event: { name, data }, chainId: chainId ?? `eip155:${signer.chainId}` });
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
