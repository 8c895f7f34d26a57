// The generated wallet registry: a few hundred deterministic wallet listings (spec §3 "Wallet listing")
// including the three deep-link wallets (Phantom, Solflare, Coinbase) and the devnet test wallets.
import { createHash } from 'node:crypto';

const hex = (/** @type {string} */ s) => createHash('sha256').update(s).digest('hex');
const uuid = (/** @type {string} */ s) => {
  const h = hex(`img:${s}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

export const TEST_WALLET_RDNS = 'dev.gangway.testwallet';
export const TEST_WALLET_NAME = 'Gangway Test Wallet';

const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', 'eip155:31337', 'eip155:31338'];
const SOL = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'];
const BTC = ['bip122:000000000019d6689c085ae165831e93', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'];

/**
 * @typedef {{ id: string, name: string, rdns: string|null, image_id: string, chains: string[], mobile_link: string|null, desktop_link: string|null,
 *   webapp_link: string|null, homepage: string, app_store: string|null, play_store: string|null, link_mode: string|null,
 *   injected: {namespace: string, injected_id: string}[] | null, supports_wc: boolean, badge_type: 'certified'|'none', order: number }} WalletListing
 */

/** @param {Partial<WalletListing> & {name: string}} w @param {number} order @returns {WalletListing} */
function make(w, order) {
  const slug = w.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    id: w.id ?? hex(`wallet:${w.name}`),
    name: w.name,
    rdns: w.rdns ?? null,
    image_id: w.image_id ?? uuid(w.name),
    chains: w.chains ?? EVM,
    mobile_link: w.mobile_link === undefined ? `${slug}://` : w.mobile_link,
    desktop_link: w.desktop_link ?? null,
    webapp_link: w.webapp_link ?? null,
    homepage: w.homepage ?? `https://${slug}.example`,
    app_store: w.app_store ?? null,
    play_store: w.play_store ?? null,
    link_mode: w.link_mode ?? null,
    injected: w.injected ?? (w.rdns ? [{ namespace: 'eip155', injected_id: w.rdns }] : null),
    supports_wc: w.supports_wc ?? true,
    badge_type: w.badge_type ?? 'none',
    order,
  };
}

const FEATURED = [
  { name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, mobile_link: null, badge_type: 'certified', chains: [...EVM], homepage: 'http://127.0.0.1:8787/__demo/injected.html' },
  { name: 'Gangway WalletConnect Test Wallet', rdns: 'dev.gangway.wcwallet', mobile_link: 'gangwaywc://', badge_type: 'certified', injected: null },
  { name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask://', badge_type: 'certified' },
  { name: 'Phantom', rdns: 'app.phantom', mobile_link: 'phantom://', chains: [...EVM, ...SOL, ...BTC], badge_type: 'certified' },
  { name: 'Solflare', rdns: 'com.solflare', mobile_link: 'solflare://', chains: [...SOL], badge_type: 'certified' },
  { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', mobile_link: 'cbwallet://', chains: [...EVM, ...SOL], badge_type: 'certified' },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', mobile_link: 'trust://', chains: [...EVM, ...SOL, ...BTC], badge_type: 'certified' },
  { name: 'Rainbow', rdns: 'me.rainbow', mobile_link: 'rainbow://', badge_type: 'certified' },
  { name: 'Ledger Live', mobile_link: 'ledgerlive://', desktop_link: 'ledgerlive://' },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', mobile_link: 'okex://main', chains: [...EVM, ...SOL, ...BTC] },
  { name: 'Zerion', rdns: 'io.zerion.wallet', mobile_link: 'zerion://' },
  { name: 'Safe', webapp_link: 'https://app.safe.example/', mobile_link: null },
];

const ADJ = ['Amber', 'Bold', 'Cobalt', 'Dusk', 'Ember', 'Fern', 'Gale', 'Harbor', 'Iris', 'Jade', 'Kite', 'Lumen', 'Maple', 'Nova', 'Onyx', 'Pine', 'Quartz', 'Rune', 'Sage', 'Tide'];
const NOUN = ['Vault', 'Pocket', 'Key', 'Wallet', 'Purse', 'Safe', 'Ledger', 'Chest', 'Keep', 'Pouch', 'Locker', 'Box', 'Bank', 'Coin', 'Pass'];

/** The registry's size unless a test asks for another (POST /__admin/registry { count }). */
export const DEFAULT_REGISTRY_SIZE = 320;
/** The largest registry the knob builds (the real one holds ~600; load tests go to a few thousand). */
export const MAX_REGISTRY_SIZE = 20_000;

/** @returns {WalletListing[]} */
export function buildRegistry(count = DEFAULT_REGISTRY_SIZE) {
  const out = FEATURED.map((w, i) => make(/** @type {any} */ (w), i + 1));
  for (let i = 0; out.length < count; i++) {
    const name = `${ADJ[i % ADJ.length]} ${NOUN[Math.floor(i / ADJ.length) % NOUN.length]}${i >= ADJ.length * NOUN.length ? ` ${i}` : ''}`;
    const fam = i % 7 === 0 ? [...EVM, ...SOL] : i % 11 === 0 ? [...SOL] : i % 13 === 0 ? [...BTC, ...EVM] : EVM;
    out.push(
      make(
        {
          name,
          chains: fam,
          rdns: i % 5 === 0 ? `example.${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}` : null,
          desktop_link: i % 9 === 0 ? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}-desktop://` : null,
          webapp_link: i % 17 === 0 ? `https://app.${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example/` : null,
          badge_type: i % 4 === 0 ? 'certified' : 'none',
        },
        out.length + 1,
      ),
    );
  }
  return out;
}

/**
 * The registry of each size asked for, built once (the listings are deterministic: a bigger registry
 * starts with the same entries as a smaller one).
 * @type {Map<number, WalletListing[]>}
 */
const bySize = new Map();
/** @param {number} count @returns {WalletListing[]} */
export function registryOfSize(count) {
  let all = bySize.get(count);
  if (!all) bySize.set(count, (all = buildRegistry(count)));
  return all;
}

/**
 * Applies the getWallets query (page, entries, search, include, exclude, badge_type, chains).
 * @param {WalletListing[]} all @param {Record<string, string>} q
 */
export function queryRegistry(all, q) {
  const list = (/** @type {string|undefined} */ s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
  const include = list(q.include);
  const exclude = new Set(list(q.exclude));
  const chains = list(q.chains);
  const search = (q.search ?? '').trim().toLowerCase();
  let rows = all.filter((w) => !exclude.has(w.id) && !(w.rdns && exclude.has(w.rdns)));
  if (include.length) rows = rows.filter((w) => include.includes(w.id) || (w.rdns && include.includes(w.rdns)));
  if (q.badge_type && q.badge_type !== 'none') rows = rows.filter((w) => w.badge_type === q.badge_type);
  if (chains.length) rows = rows.filter((w) => w.chains.some((c) => chains.includes(c) || chains.includes(c.split(':')[0])));
  if (search) rows = rows.filter((w) => w.name.toLowerCase().includes(search) || (w.rdns ?? '').toLowerCase().includes(search));
  const entries = Math.max(1, Math.min(500, Number(q.entries) || 40));
  const page = Math.max(1, Number(q.page) || 1);
  return { count: rows.length, data: rows.slice((page - 1) * entries, page * entries) };
}
