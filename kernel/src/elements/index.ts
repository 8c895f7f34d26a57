/**
 * The host components as custom elements, for hosts without React (`@gangway/kernel/elements`):
 *   <gangway-button>           connect, or the account button once connected
 *   <gangway-account-button>   avatar, name or truncated address, balance (empty while disconnected)
 *   <gangway-network-button>   the active network's icon and name; opens the network view
 * `defineGangwayElements(gangway)` registers them for one widget instance. Light DOM (the page's CSS
 * variables and the nonce'd stylesheet reach them, no shadow root to style), plain DOM nodes (names
 * from outside are text, never markup). A separate entry: a host that does not import it pays nothing.
 * Attributes: `label` (connect text), `balance="hide"`, `data-testid` (kept on the inner button),
 * `namespace` (bound to that namespace's account and network instead of the active one's: its connect
 * opens the Connect view for that namespace only, its account button makes it the active one — AppKit's
 * `namespace` on its buttons).
 */
import type { Gangway } from '../api/create-gangway';
import { applyTheme } from '../api/theme-vars';
import { chainOf } from '../state/select';
import type { ChainNamespace, KernelState } from '../state/types';
import { avatarDataUrl } from '../ui/avatar';
import { catalogueText, formatBalance, hostLocale, injectHostStyles, safeAvatar, truncateAddress } from '../ui/host-look';
import { ICON_PATHS } from '../ui/icons';
import { roleView } from '../plugins/roles';

type Kind = 'button' | 'account' | 'network';

const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function networkGlyph(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [k, v] of Object.entries({ width: '20', height: '20', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'aria-hidden': 'true' })) svg.setAttribute(k, v);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICON_PATHS.network);
  svg.append(path);
  return svg;
}

/** The element's `namespace` attribute when the host configured networks of it; otherwise unbound. */
function boundNamespace(host: HTMLElement, g: Gangway): ChainNamespace | undefined {
  const ns = host.getAttribute('namespace');
  return ns && g.kernel.options.networks.some((n) => n.chainNamespace === ns) ? ns as ChainNamespace : undefined;
}

/** The chain an element shows: its bound namespace's, else the active one's. */
function chainFor(ns: ChainNamespace | undefined, s: KernelState) {
  return ns ? s.chains[ns] : chainOf(s);
}

/** The network an element shows (the active one's may be set before any chain state exists). */
const networkFor = (ns: ChainNamespace | undefined, s: KernelState) =>
  ns ? chainFor(ns, s)?.network.caipNetwork : s.activeCaipNetwork ?? chainOf(s)?.network.caipNetwork;

/** What an element shows for a state: rebuilt only when this key changes. */
function viewKey(ns: ChainNamespace | undefined, kind: Kind, s: KernelState): string {
  const a = chainFor(ns, s)?.account;
  const n = networkFor(ns, s);
  return JSON.stringify([kind, ns, s.modal.themeMode, a?.status, a?.address, a?.profileName, a?.profileImage, a?.balance, a?.balanceSymbol, n?.name, n?.assets?.imageUrl]);
}

function render(host: HTMLElement, kind: Kind, g: Gangway, s: KernelState): HTMLElement | null {
  const namespace = boundNamespace(host, g);
  const a = chainFor(namespace, s)?.account;
  const testId = host.getAttribute('data-testid') ?? undefined;
  const theme = s.modal.themeMode;
  const connected = a?.status === 'connected' && !!a.address;
  if (kind === 'network') {
    const n = networkFor(namespace, s);
    const icon = safeAvatar(n?.assets?.imageUrl);
    const b = el('button', { type: 'button', class: 'gw-h', 'data-gangway-host': 'network', 'data-theme': theme, 'data-testid': testId },
      icon ? el('img', { src: icon, alt: '', width: '24', height: '24' }) : networkGlyph(), n?.name ?? catalogueText(g.kernel, 'view.Networks', 'Choose Network'));
    b.addEventListener('click', () => void g.open({ view: roleView(g.kernel.options.plugins, 'network'), namespace }));
    return b;
  }
  if (!connected) {
    if (kind === 'account') return null;
    const b = el('button', { type: 'button', class: 'gw-h gw-h-connect', 'data-gangway-host': 'connect', 'data-theme': theme, 'data-testid': testId },
      host.getAttribute('label') ?? catalogueText(g.kernel, 'modal.title', 'Connect Wallet'));
    // Bound to a namespace: its Connect view, even while another namespace is connected.
    b.addEventListener('click', () => void (namespace ? g.open({ view: roleView(g.kernel.options.plugins, 'disconnected'), namespace }) : g.open()));
    if (/^(visible|intent)$/.test(g.kernel.options.prefetch)) for (const e of ['pointerenter', 'focus', 'touchstart']) b.addEventListener(e, () => g.prefetch());
    return b;
  }
  const avatar = safeAvatar(a.profileImage);
  const amount = host.getAttribute('balance') === 'hide' ? '' : formatBalance(a.balance, a.balanceSymbol);
  const inner = el('button', { type: 'button', 'data-testid': testId },
    el('img', { src: avatar ?? avatarDataUrl(a.address!, 24), alt: '', width: '24', height: '24', 'data-avatar': avatar ? 'identity' : 'generated' }),
    a.profileName || truncateAddress(a.address!));
  inner.addEventListener('click', () => void g.open({ view: roleView(g.kernel.options.plugins, 'connected'), namespace }));
  return el('span', { class: 'gw-h gw-h-account', 'data-gangway-host': 'account', 'data-theme': theme },
    ...(amount ? [el('span', { class: 'gw-h-balance' }, amount)] : []), inner);
}

function elementFor(kind: Kind, g: Gangway) {
  return class extends HTMLElement {
    static observedAttributes = ['namespace', 'label', 'balance'];
    #stop?: () => void;
    #unobserve?: () => void;
    #key = '';
    /** An attribute changed while shown: repaint with it. */
    attributeChangedCallback() {
      if (!this.#stop) return;
      this.#key = '';
      this.#repaint?.();
    }
    #repaint?: () => void;
    connectedCallback() {
      injectHostStyles(document, g.kernel.options.cspNonce);
      // `prefetch: 'visible'`: the connect element is watched for the viewport (a no-op in other modes).
      if (kind === 'button') this.#unobserve = g.observe(this);
      const paint = (s: KernelState) => {
        const key = viewKey(boundNamespace(this, g), kind, s);
        if (key === this.#key) return;
        // Keep focus on the button across a repaint (e.g. the balance arriving while it is focused).
        const focused = this.contains(document.activeElement);
        this.#key = key;
        const node = render(this, kind, g, s);
        if (node) applyTheme(node, g.kernel.options.themeVariables);
        this.replaceChildren(...(node ? [node] : []));
        if (focused) this.querySelector('button')?.focus();
      };
      this.#repaint = () => paint(g.getState());
      paint(g.getState());
      this.#stop = g.subscribeState(paint);
      // The active locale's labels once its chunk is there (host-look.ts hostLocale): a forced repaint.
      void hostLocale(g.kernel)?.then(() => {
        if (!this.#stop) return;
        this.#key = '';
        paint(g.getState());
      });
    }
    disconnectedCallback() {
      this.#stop?.();
      this.#stop = undefined;
      this.#unobserve?.();
      this.#unobserve = undefined;
      this.#key = '';
    }
  };
}

export const ELEMENT_NAMES = { button: 'gangway-button', account: 'gangway-account-button', network: 'gangway-network-button' } as const;

/** Registers the three elements for this widget (once per page; a second call is a no-op). */
export function defineGangwayElements(gangway: Gangway): void {
  for (const [kind, name] of Object.entries(ELEMENT_NAMES) as [Kind, string][]) {
    if (!customElements.get(name)) customElements.define(name, elementFor(kind, gangway));
  }
}
