/**
 * The ordering rules of the Connect view (spec §2), as pure functions so they are tested alone:
 * - connect methods: the kernel's rule (email, social, wallet; wallet first when an installed or
 *   announced wallet is present; a non-empty `features.connectMethodsOrder` overrides both);
 * - wallet rows grouped by connector type in `features.connectorTypeOrder` (default walletConnect,
 *   recent, injected, featured, custom, external, recommended), a wallet shown once (first group wins).
 */
import { connectMethodsOrder as kernelConnectMethodsOrder, type ConnectorInfo, type Features } from '@gangway/kernel';
import type { WalletListing } from '@gangway/plugin-all-wallets/public';

export type ConnectMethod = 'email' | 'social' | 'wallet';
export type ConnectorTypeKey = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';

/** Spec §9: recent wallets kept 2; featured and recommended 4 each. */
export const MAX_RECENT = 2;
export const MAX_FEATURED = 4;
export const MAX_RECOMMENDED = 4;

export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeKey[] = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'];
const INSTALLED_TYPES: readonly ConnectorInfo['type'][] = ['ANNOUNCED', 'INJECTED'];

/** An installed (injected) or announced (EIP-6963) wallet is present. */
export const hasInstalledWallet = (connectors: readonly ConnectorInfo[]) => connectors.some((c) => INSTALLED_TYPES.includes(c.type));

/** Spec §2 connect-method order (the kernel's rule; an empty override means automatic). */
export function connectMethodsOrder(override: readonly ConnectMethod[] | undefined, installed: boolean): ConnectMethod[] {
  return kernelConnectMethodsOrder({ connectMethodsOrder: override ? [...override] : undefined } as Features, installed);
}

/** The group a connector belongs to in the connector type order; undefined = not a wallet row (AUTH). */
export function connectorTypeKey(type: ConnectorInfo['type']): ConnectorTypeKey | undefined {
  switch (type) {
    case 'WALLET_CONNECT': return 'walletConnect';
    case 'ANNOUNCED': case 'INJECTED': return 'injected';
    case 'RECENT': return 'recent';
    case 'FEATURED': return 'featured';
    case 'RECOMMENDED': return 'recommended';
    case 'CUSTOM': return 'custom';
    case 'EXTERNAL': case 'MULTI_CHAIN': return 'external';
    default: return undefined;
  }
}

/** A recent wallet as stored (a wallet listing plus the connector it last connected through). */
export interface RecentEntry extends Pick<WalletListing, 'id' | 'name' | 'image_id' | 'rdns'> {
  icon?: string;
  connectorId?: string;
  [k: string]: unknown;
}

/** One row of the wallet list: what to show and where choosing it goes. */
export interface WalletRow {
  group: ConnectorTypeKey;
  key: string;
  name: string;
  imageUrl?: string;
  imageId?: string;
  view: string;
  data?: unknown;
  installed?: boolean;
}

export interface WalletRowInput {
  connectors: readonly ConnectorInfo[];
  recent: readonly RecentEntry[];
  featured: readonly WalletListing[];
  recommended: readonly WalletListing[];
  order?: readonly ConnectorTypeKey[];
  /** A listing with no installed connector connects over WalletConnect: only when it is enabled. */
  walletConnectEnabled: boolean;
}

/** Names a wallet is known by, for de-duplication across groups (id, rdns, lower-cased name). */
const identities = (w: { id?: string; rdns?: string | null; name: string }) =>
  [w.id, w.rdns ?? undefined, w.name.toLowerCase()].filter((x): x is string => !!x);

/** The installed connector matching a listing or recent entry (by rdns, EIP-6963 id or connector id). */
export function installedConnectorFor(w: { id?: string; rdns?: string | null; name: string; connectorId?: string }, connectors: readonly ConnectorInfo[]) {
  return connectors.find((c) => INSTALLED_TYPES.includes(c.type) && (
    (w.connectorId && c.id === w.connectorId) ||
    (w.rdns && (c.rdns === w.rdns || c.id === `eip6963:${w.rdns}`)) ||
    c.name.toLowerCase() === w.name.toLowerCase()));
}

function listingRow(group: ConnectorTypeKey, w: RecentEntry | WalletListing, input: WalletRowInput): WalletRow | undefined {
  const connector = installedConnectorFor(w as RecentEntry, input.connectors);
  if (connector) {
    return { group, key: connector.id, name: w.name, imageUrl: connector.imageUrl ?? (w as RecentEntry).icon, imageId: w.image_id ?? connector.imageId,
      view: connector.view ?? 'ConnectingExternal', data: { connectorId: connector.id }, installed: true };
  }
  if (!input.walletConnectEnabled) return undefined;
  return { group, key: w.id, name: w.name, imageUrl: (w as RecentEntry).icon, imageId: w.image_id, view: 'ConnectingWalletConnect', data: { wallet: w } };
}

function connectorRow(group: ConnectorTypeKey, c: ConnectorInfo): WalletRow {
  return { group, key: c.id, name: c.name, imageUrl: c.imageUrl, imageId: c.imageId, view: c.view ?? 'ConnectingExternal',
    data: c.type === 'WALLET_CONNECT' ? undefined : { connectorId: c.id }, installed: INSTALLED_TYPES.includes(c.type) };
}

/** The wallet rows in connector type order, each wallet once. */
export function buildWalletRows(input: WalletRowInput): WalletRow[] {
  const order = input.order?.length ? input.order : DEFAULT_CONNECTOR_TYPE_ORDER;
  const seen = new Set<string>();
  const rows: WalletRow[] = [];
  const add = (row: WalletRow | undefined, who: { id?: string; rdns?: string | null; name: string }) => {
    if (!row) return;
    const ids = [...identities(who), row.key];
    if (ids.some((i) => seen.has(i))) return;
    for (const i of ids) seen.add(i);
    rows.push(row);
  };
  for (const group of order) {
    for (const c of input.connectors) if (connectorTypeKey(c.type) === group) add(connectorRow(group, c), { id: c.id, rdns: c.rdns, name: c.name });
    if (group === 'recent') for (const w of input.recent) add(listingRow(group, w, input), w);
    if (group === 'featured') for (const w of input.featured) add(listingRow(group, w, input), w);
    if (group === 'recommended') for (const w of input.recommended) add(listingRow(group, w, input), w);
  }
  return rows;
}

/**
 * The Connect view's rows with the recommended ones capped as AppKit caps them (controllers/src/
 * utils/ConnectorUtil.ts:342-375): 4 less one per featured, custom, installed or external wallet shown
 * and one each for the email and the social login, so the view with every method on fits a phone's
 * screen. The registry is still asked for 4 (spec §9); the others are one tap away in All Wallets.
 */
export function capRecommended(rows: readonly WalletRow[], methods: { email: boolean; social: boolean }): WalletRow[] {
  // An installed wallet counts in the recent group too (AppKit lists it as installed, not recent).
  const own = rows.filter((r) => OWN_GROUPS.includes(r.group) || r.installed).length;
  let slots = Math.max(0, MAX_RECOMMENDED - own - (methods.email ? 1 : 0) - (methods.social ? 1 : 0));
  return rows.filter((r) => r.group !== 'recommended' || slots-- > 0);
}
const OWN_GROUPS: readonly ConnectorTypeKey[] = ['injected', 'featured', 'custom', 'external'];

/**
 * The All Wallets row's tag, as AppKit writes it (scaffold-ui/src/partials/w3m-all-wallets-widget/
 * index.ts:64-74): the registry's count, under 10 as it is, else rounded down to ten with a "+"
 * ("230+" for 237). Undefined while the count is unknown.
 */
export function allWalletsTag(count: number | undefined): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  if (count < 10) return String(count);
  const rounded = Math.floor(count / 10) * 10;
  return rounded < count ? `${rounded}+` : String(rounded);
}
