/**
 * What the host components (React: react/host-buttons.tsx; custom elements: elements/) share: their
 * stylesheet — themed by the same `--gw-*` variables as the modal, read with the modal's defaults as
 * fallbacks, so a page's own `:root { --gw-accent: … }` reaches them too — and the labels they show.
 * Only a host that renders one of them loads this (the React entry is tree-shaken, the elements are a
 * separate import).
 */
import type { Kernel } from '../api/kernel-types';
import { loadLocale, type LocalePack } from '../i18n/locales';
import { REDUCED_MOTION } from './reduced-motion';

const V = (name: string, fallback: string) => `var(--gw-${name},${fallback})`;
const ACCENT = V('accent', '#3b6cf6');

export const HOST_CSS = `
.gw-h{display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;height:40px;margin:0;padding:0 14px;border:1px solid ${V('border', '#e5e7eb')};
border-radius:calc(${V('border-radius-master', '4px')}*5);background:${V('bg', '#fff')};color:${V('fg', '#141414')};
font:600 calc(${V('font-size-master', '10px')}*1.4)/1 ${V('font-family', 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif')};
cursor:pointer;white-space:nowrap;transition:border-color ${V('duration-hover', '150ms')},filter ${V('duration-hover', '150ms')},transform ${V('duration-hover', '150ms')}}
.gw-h[data-theme=dark]{background:${V('bg', '#1f2127')};color:${V('fg', '#f3f4f6')};border-color:${V('border', '#2e3139')}}
button.gw-h:hover,.gw-h-account:hover{border-color:${ACCENT}}button.gw-h:active{transform:scale(.97)}
.gw-h :focus-visible,button.gw-h:focus-visible{outline:2px solid ${ACCENT};outline-offset:2px}
.gw-h-connect{background:${ACCENT}!important;border-color:${ACCENT}!important;color:${V('accent-fg', '#fff')}!important}.gw-h-connect:hover{filter:brightness(1.08)}
.gw-h img{width:24px;height:24px;border-radius:50%;flex:none}
.gw-h-account{padding:0 4px 0 12px}
.gw-h-account>button{display:inline-flex;align-items:center;gap:8px;height:32px;margin:0;padding:0 10px 0 4px;border:0;border-radius:999px;
background:${V('surface', '#f3f4f6')};color:inherit;font:inherit;cursor:pointer}
.gw-h-account[data-theme=dark]>button{background:${V('surface', '#2a2d35')}}
.gw-h-balance{font-weight:500;opacity:.8}
${REDUCED_MOTION}`;

const STYLE_ID = 'gangway-host-styles';

/** Insert the stylesheet once, with the page's CSP nonce (a strict style-src lets it through). */
export function injectHostStyles(doc: Document, nonce?: string) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = HOST_CSS;
  doc.head.appendChild(style);
}

export const truncateAddress = (a: string) => (a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

/** A balance as the account button shows it: at most 4 decimals, the visitor's number format. */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string {
  if (balance === undefined || balance === '' || Number.isNaN(Number(balance))) return '';
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 }).format(Number(balance))} ${symbol ?? ''}`.trim();
}

/** Only http(s) and data:image URLs are shown (an identity avatar comes from outside). */
export const safeAvatar = (u: string | null | undefined) => (u && /^(https?:\/\/|data:image\/)/i.test(u) ? u : undefined);

/** The active locale's chunk as the host components fetched it, by kernel (`pack` once it arrived). */
const hostPacks = new WeakMap<object, { pack?: LocalePack; ready: Promise<void> }>();

/**
 * The host components speak the active locale from the page's load, not only once the runtime is
 * there: they fetch its chunk (the very chunk the first open uses, so one request serves both). The
 * promise says when to repaint; undefined when there is nothing to wait for (English, a locale Gangway
 * does not ship, or a chunk already there). A chunk that fails leaves the labels English.
 */
export function hostLocale(kernel: Pick<Kernel, 'locale'>): Promise<void> | undefined {
  let entry = hostPacks.get(kernel);
  if (!entry) {
    const loading = loadLocale(kernel.locale);
    if (!loading) return undefined;
    const e: { pack?: LocalePack; ready: Promise<void> } = { ready: loading.then((pack) => { e.pack = pack; }, () => undefined) };
    hostPacks.set(kernel, (entry = e));
  }
  return entry.pack ? undefined : entry.ready;
}

/**
 * A label of the host components: the catalogue's once the runtime is there; before, the host's own
 * `messages`, then the locale chunk hostLocale fetched, then English.
 */
export function catalogueText(kernel: Pick<Kernel, 't' | 'options'>, key: string, english: string): string {
  const text = kernel.t(key);
  if (text !== key) return text;
  const own = kernel.options.messages[key];
  if (own) return own;
  const pack = hostPacks.get(kernel)?.pack;
  return pack?.messages[key] ?? (pack?.transform ? pack.transform(english) : english);
}
