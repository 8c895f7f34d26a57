// The Solana test wallet: a Wallet Standard wallet registered in the page (the
// 'wallet-standard:register-wallet' / 'wallet-standard:app-ready' handshake), whose every feature call
// is bridged to node with page.exposeBinding and answered with a real ed25519 key of the devnet
// (keys never enter the page). Transactions are signed with @solana/web3.js and, for
// signAndSendTransaction, sent to the devnet's Solana RPC.
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { getBase58Encoder } from '@solana/kit';
import { solanaAccounts } from '../accounts.mjs';

export const SOLANA_TEST_WALLET_INFO = Object.freeze({
  name: 'Gangway Solana Wallet',
  icon: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiM5OTQ1ZmYiLz48L3N2Zz4=",
});

/**
 * The browser half (serialised by addInitScript, so self-contained). `window.__gangwaySolanaTestWallet`
 * lets a test emit account changes and register an impostor under the same name.
 * @param {{ binding: string, info: { name: string, icon: string }, chains: string[] }} cfg
 */
export function solanaWalletSource(cfg) {
  const { binding, info, chains } = cfg;
  const call = async (/** @type {string} */ method, /** @type {unknown} */ params) => {
    const r = await /** @type {any} */ (window)[binding]({ method, params });
    if (r && r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code });
    return r.result;
  };
  const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
  /** @param {{ address: string, publicKey: number[] }} a */
  const toAccount = (a) => Object.freeze({ address: a.address, publicKey: new Uint8Array(a.publicKey), chains, features: FEATURES });
  /** @param {string} name @param {boolean} impostor */
  const makeWallet = (name, impostor) => {
    /** @type {any[]} */
    let accounts = [];
    /** @type {Set<(p: unknown) => void>} */
    const listeners = new Set();
    const changed = () => listeners.forEach((l) => l({ accounts }));
    const wallet = {
      version: '1.0.0',
      name,
      icon: info.icon,
      chains,
      get accounts() { return accounts; },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async (/** @type {{ silent?: boolean }} */ input) => {
            const r = await call('connect', { silent: !!input?.silent, impostor });
            accounts = r.map(toAccount);
            if (accounts.length) changed();
            return { accounts };
          },
        },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => { await call('disconnect', {}); accounts = []; } },
        'standard:events': { version: '1.0.0', on: (/** @type {string} */ ev, /** @type {(p: unknown) => void} */ fn) => { if (ev === 'change') listeners.add(fn); return () => listeners.delete(fn); } },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (/** @type {any[]} */ ...inputs) => Promise.all(inputs.map(async (i) => {
            const signature = new Uint8Array(await call('signMessage', { address: i.account.address, message: [...i.message], impostor }));
            return { signedMessage: i.message, signature };
          })),
        },
        'solana:signTransaction': {
          version: '1.0.0', supportedTransactionVersions: ['legacy', 0],
          signTransaction: async (/** @type {any[]} */ ...inputs) => Promise.all(inputs.map(async (i) => ({ signedTransaction: new Uint8Array(await call('signTransaction', { transaction: [...i.transaction], impostor })) }))),
        },
        'solana:signAndSendTransaction': {
          version: '1.0.0', supportedTransactionVersions: ['legacy', 0],
          signAndSendTransaction: async (/** @type {any[]} */ ...inputs) => Promise.all(inputs.map(async (i) => ({ signature: new Uint8Array(await call('signAndSendTransaction', { transaction: [...i.transaction], chain: i.chain, impostor })) }))),
        },
      },
    };
    return { wallet, setAccounts: (/** @type {any[]} */ list) => { accounts = list.map(toAccount); changed(); } };
  };
  const register = (/** @type {any} */ wallet) => {
    const callback = (/** @type {{ register: (w: unknown) => void }} */ api) => api.register(wallet);
    try { window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback })); } catch { /* no app yet */ }
    window.addEventListener('wallet-standard:app-ready', (/** @type {any} */ e) => callback(e.detail));
  };
  const main = makeWallet(info.name, false);
  register(main.wallet);
  Object.defineProperty(window, '__gangwaySolanaTestWallet', {
    value: Object.freeze({
      setAccounts: main.setAccounts,
      /** Registers a second wallet under the same name (answering with another key). */
      registerImpostor: () => register(makeWallet(info.name, true).wallet),
    }),
    configurable: false,
  });
}

/**
 * @typedef {{ solana: string }} SolanaUrls
 * @typedef {{ urls: SolanaUrls, account?: { secretKey: string }, impostorAccount?: { secretKey: string }, chains?: string[], binding?: string,
 *   info?: Partial<typeof SOLANA_TEST_WALLET_INFO> }} SolanaWalletOptions
 */

/**
 * Installs the Solana test wallet into a Playwright page (before navigation) and returns its controls.
 * @param {import('@playwright/test').Page} page @param {SolanaWalletOptions} opts
 */
export async function installSolanaWallet(page, opts) {
  const binding = opts.binding ?? '__gangwaySolanaWalletBridge';
  const keyOf = (/** @type {{ secretKey: string }} */ a) => Keypair.fromSecretKey(Uint8Array.from(Buffer.from(a.secretKey, 'hex')));
  let keypair = keyOf(opts.account ?? solanaAccounts[0]);
  const impostor = keyOf(opts.impostorAccount ?? solanaAccounts[2]);
  let connected = false;
  /** A fault for the next answers: a malformed address or signature (bad-input tests). @type {null | 'address' | 'signature'} */
  let fault = null;
  /** @type {{ method: string, impostor: boolean }[]} */
  const log = [];
  const b58 = getBase58Encoder();

  /** @param {Uint8Array} raw @param {Keypair} kp */
  const sign = (raw, kp) => {
    try {
      const tx = Transaction.from(raw);
      tx.partialSign(kp);
      return new Uint8Array(tx.serialize({ requireAllSignatures: false }));
    } catch {
      const vtx = VersionedTransaction.deserialize(raw);
      vtx.sign([kp]);
      return vtx.serialize();
    }
  };
  /** @param {string} method @param {unknown[]} params */
  const rpc = async (method, params) => {
    const r = await fetch(opts.urls.solana, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const j = await r.json();
    if (j.error) throw new Error(j.error.message);
    return j.result;
  };

  await page.exposeBinding(binding, async (_source, /** @type {{ method: string, params: any }} */ { method, params }) => {
    const kp = params?.impostor ? impostor : keypair;
    log.push({ method, impostor: !!params?.impostor });
    try {
      switch (method) {
        case 'connect': {
          if (params.silent && !connected) return { result: [] };
          connected = true;
          const address = fault === 'address' ? 'not-a-solana-address!' : kp.publicKey.toBase58();
          return { result: [{ address, publicKey: [...kp.publicKey.toBytes()] }] };
        }
        case 'disconnect':
          connected = false;
          return { result: null };
        case 'signMessage': {
          const sig = ed25519.sign(Uint8Array.from(params.message), kp.secretKey.slice(0, 32));
          return { result: fault === 'signature' ? [...sig.slice(0, 10)] : [...sig] };
        }
        case 'signTransaction':
          return { result: [...sign(Uint8Array.from(params.transaction), kp)] };
        case 'signAndSendTransaction': {
          const wire = sign(Uint8Array.from(params.transaction), kp);
          const signature = await rpc('sendTransaction', [Buffer.from(wire).toString('base64'), { encoding: 'base64' }]);
          return { result: [...b58.encode(signature)] };
        }
        default:
          return { error: { code: -32601, message: `Unsupported ${method}` } };
      }
    } catch (e) {
      return { error: { code: -32603, message: e instanceof Error ? e.message : String(e) } };
    }
  });
  const cfg = { binding, info: { ...SOLANA_TEST_WALLET_INFO, ...opts.info }, chains: opts.chains ?? ['solana:devnet'] };
  await page.addInitScript(`(${solanaWalletSource.toString()})(${JSON.stringify(cfg)});`);

  return {
    get address() { return keypair.publicKey.toBase58(); },
    get publicKey() { return keypair.publicKey.toBytes(); },
    get impostorAddress() { return impostor.publicKey.toBase58(); },
    get connected() { return connected; },
    get log() { return [...log]; },
    /** Makes the next answers malformed ('address': connect; 'signature': signMessage), or clears it. @param {null | 'address' | 'signature'} f */
    setFault(f) { fault = f; },
    /** Switches the wallet's account and tells the page (standard:events 'change'). @param {{ secretKey: string }} account */
    async switchAccount(account) {
      keypair = keyOf(account);
      await page.evaluate((a) => /** @type {any} */ (window).__gangwaySolanaTestWallet.setAccounts([a]), { address: keypair.publicKey.toBase58(), publicKey: [...keypair.publicKey.toBytes()] });
    },
    /** A second wallet registers under the same name (an impostor). */
    async registerImpostor() {
      await page.evaluate(() => /** @type {any} */ (window).__gangwaySolanaTestWallet.registerImpostor());
    },
  };
}
