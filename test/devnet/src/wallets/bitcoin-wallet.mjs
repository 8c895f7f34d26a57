// The Bitcoin test wallet: a Wallet Standard wallet registered in the page (the
// 'wallet-standard:register-wallet' / 'wallet-standard:app-ready' handshake) on chain 'bitcoin:regtest'
// (and 'bitcoin:testnet' when asked: then it holds one pair of accounts per network, each account
// naming its chain, like a multi-network wallet),
// whose every feature call is bridged to node with page.exposeBinding and answered with a real
// secp256k1 key of the devnet (keys never enter the page): a payment address (p2wpkh, funded by the
// devnet's Esplora stand-in) and an ordinals address (p2tr of the same key). Messages are signed with
// BIP-322 (simple) and PSBTs with bitcoinjs-lib by bitcoin-signer.mjs (the test kit's own BIP-322
// code, shared with the WalletConnect test wallet's bip122 namespace), so the widget's verifier is
// checked against an independent signer.
import * as bitcoin from 'bitcoinjs-lib';
import { bitcoinAccounts } from '../accounts.mjs';
import { bitcoinKey } from './bitcoin-signer.mjs';

/** The networks the wallet can hold accounts on, by Wallet Standard chain. */
const NETWORKS = /** @type {const} */ ({ 'bitcoin:regtest': bitcoin.networks.regtest, 'bitcoin:testnet': bitcoin.networks.testnet });

export const BITCOIN_TEST_WALLET_INFO = Object.freeze({
  name: 'Gangway Bitcoin Wallet',
  icon: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4=",
});

/**
 * The browser half (serialised by addInitScript, so self-contained). `window.__gangwayBitcoinTestWallet`
 * lets a test emit account changes and register an impostor under the same name.
 * @param {{ binding: string, info: { name: string, icon: string }, chains: string[] }} cfg
 */
export function bitcoinWalletSource(cfg) {
  const { binding, info, chains } = cfg;
  const call = async (/** @type {string} */ method, /** @type {unknown} */ params) => {
    const r = await /** @type {any} */ (window)[binding]({ method, params });
    if (r && r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code });
    return r.result;
  };
  const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'];
  /** @param {{ address: string, publicKey: number[], chains?: string[] }} a */
  const toAccount = (a) => Object.freeze({ address: a.address, publicKey: new Uint8Array(a.publicKey), chains: a.chains ?? chains, features: FEATURES });
  /** @param {string} name @param {boolean} impostor */
  const makeWallet = (name, impostor) => {
    /** @type {any[]} */
    let accounts = [];
    /** @type {Set<(p: unknown) => void>} */
    const listeners = new Set();
    const changed = () => listeners.forEach((l) => l({ accounts }));
    const connect = async (/** @type {boolean} */ silent) => {
      const r = await call('connect', { silent, impostor });
      accounts = r.map(toAccount);
      if (accounts.length) changed();
      return { accounts };
    };
    const wallet = {
      version: '1.0.0',
      name,
      icon: info.icon,
      chains,
      get accounts() { return accounts; },
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: async () => connect(false) },
        'standard:connect': { version: '1.0.0', connect: async (/** @type {{ silent?: boolean }} */ input) => connect(!!input?.silent) },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => { await call('disconnect', {}); accounts = []; } },
        'standard:events': { version: '1.0.0', on: (/** @type {string} */ ev, /** @type {(p: unknown) => void} */ fn) => { if (ev === 'change') listeners.add(fn); return () => listeners.delete(fn); } },
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: async (/** @type {any[]} */ ...inputs) => Promise.all(inputs.map(async (i) => {
            const signature = new Uint8Array(await call('signMessage', { address: i.account.address, message: [...i.message], impostor }));
            return { signedMessage: i.message, signature };
          })),
        },
        'bitcoin:signTransaction': {
          version: '1.0.0',
          signTransaction: async (/** @type {any[]} */ ...inputs) => Promise.all(inputs.map(async (i) => ({
            signedPsbt: new Uint8Array(await call('signTransaction', {
              psbt: [...i.psbt], chain: i.chain, impostor,
              inputsToSign: i.inputsToSign.map((/** @type {any} */ s) => ({ address: s.account.address, signingIndexes: s.signingIndexes })),
            })),
          }))),
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
  Object.defineProperty(window, '__gangwayBitcoinTestWallet', {
    value: Object.freeze({
      setAccounts: main.setAccounts,
      /** Registers a second wallet under the same name (answering with another key). */
      registerImpostor: () => register(makeWallet(info.name, true).wallet),
    }),
    configurable: false,
  });
}

/**
 * @typedef {{ esplora: string }} BitcoinUrls
 * @typedef {{ urls: BitcoinUrls, account?: { privateKey: string }, impostorAccount?: { privateKey: string }, chains?: string[], binding?: string,
 *   info?: Partial<typeof BITCOIN_TEST_WALLET_INFO> }} BitcoinWalletOptions
 */

/**
 * Installs the Bitcoin test wallet into a Playwright page (before navigation) and returns its controls.
 * @param {import('@playwright/test').Page} page @param {BitcoinWalletOptions} opts
 */
export async function installBitcoinWallet(page, opts) {
  const binding = opts.binding ?? '__gangwayBitcoinWalletBridge';
  const chains = (opts.chains ?? ['bitcoin:regtest']).filter((c) => c in NETWORKS);
  /** The key on each of the wallet's networks, the first chain's first. @param {string} privateKey */
  const keysOf = (privateKey) => chains.map((c) => bitcoinKey(privateKey, /** @type {'regtest' | 'testnet'} */ (c.slice('bitcoin:'.length))));
  let keys = keysOf((opts.account ?? bitcoinAccounts[0]).privateKey);
  let wallet = keys[0];
  const impostor = bitcoinKey((opts.impostorAccount ?? bitcoinAccounts[2]).privateKey);
  /** The key (on its network) that holds `address`; the first network's when none does. @param {string} [address] */
  const keyFor = (address) => keys.find((k) => address && k.owns(address)) ?? wallet;
  let connected = false;
  /** A fault for the next answers: a malformed address, a mainnet address on regtest, or a signature of another message. @type {null | 'address' | 'network' | 'signature'} */
  let fault = null;
  /** @type {{ method: string, impostor: boolean }[]} */
  const log = [];
  /** @param {ReturnType<typeof bitcoinKey>} w */
  const accountsOf = (w) => {
    const payment = fault === 'address' ? 'bcrt1q-not-an-address' : fault === 'network' ? /** @type {string} */ (bitcoin.payments.p2wpkh({ pubkey: w.key.publicKey }).address) : w.payment;
    const first = [{ address: payment, publicKey: [...w.key.publicKey] }, { address: w.ordinals, publicKey: [...w.xonly] }];
    if (w === impostor || chains.length < 2) return first;
    // A multi-network wallet: each pair of accounts names its network.
    return keys.flatMap((k, i) => (i === 0 ? first : [{ address: k.payment, publicKey: [...k.key.publicKey] }, { address: k.ordinals, publicKey: [...k.xonly] }]).map((a) => ({ ...a, chains: [chains[i]] })));
  };

  await page.exposeBinding(binding, async (_source, /** @type {{ method: string, params: any }} */ { method, params }) => {
    const w = params?.impostor ? impostor : keyFor(params?.address ?? params?.inputsToSign?.[0]?.address);
    log.push({ method, impostor: !!params?.impostor });
    try {
      switch (method) {
        case 'connect':
          if (params.silent && !connected) return { result: [] };
          connected = true;
          return { result: accountsOf(w) };
        case 'disconnect':
          connected = false;
          return { result: null };
        case 'signMessage': {
          const message = fault === 'signature' ? Buffer.from('something else') : Uint8Array.from(params.message);
          return { result: [...w.signMessage(params.address, message)] };
        }
        case 'signTransaction':
          return { result: [...w.signPsbt(Uint8Array.from(params.psbt), params.inputsToSign)] };
        default:
          return { error: { code: -32601, message: `Unsupported ${method}` } };
      }
    } catch (e) {
      return { error: { code: -32603, message: e instanceof Error ? e.message : String(e) } };
    }
  });
  const cfg = { binding, info: { ...BITCOIN_TEST_WALLET_INFO, ...opts.info }, chains: opts.chains ?? ['bitcoin:regtest'] };
  /** @param {string} chain */
  const keyOn = (chain) => keys[chains.indexOf(chain)] ?? wallet;
  await page.addInitScript(`(${bitcoinWalletSource.toString()})(${JSON.stringify(cfg)});`);

  return {
    get address() { return wallet.payment; },
    get ordinalsAddress() { return wallet.ordinals; },
    /** The payment and ordinals addresses on one of the wallet's chains ('bitcoin:testnet'). @param {string} chain */
    addressesOn: (chain) => ({ payment: keyOn(chain).payment, ordinals: keyOn(chain).ordinals }),
    get impostorAddress() { return impostor.payment; },
    get connected() { return connected; },
    get log() { return [...log]; },
    /** Makes the next answers malformed ('address' / 'network': connect; 'signature': signMessage), or clears it. @param {null | 'address' | 'network' | 'signature'} f */
    setFault(f) { fault = f; },
    /** Switches the wallet's key and tells the page (standard:events 'change'). @param {{ privateKey: string }} account */
    async switchAccount(account) {
      keys = keysOf(account.privateKey);
      wallet = keys[0];
      await page.evaluate((a) => /** @type {any} */ (window).__gangwayBitcoinTestWallet.setAccounts(a), accountsOf(wallet));
    },
    /** A second wallet registers under the same name (an impostor). */
    async registerImpostor() {
      await page.evaluate(() => /** @type {any} */ (window).__gangwayBitcoinTestWallet.registerImpostor());
    },
  };
}
