/** Recent wallets (spec §3, at most 2), a key of this plugin's storage, recorded after each connect. */
import * as v from 'valibot';
import type { ConnectedContext, PluginApi } from '@gangway/kernel';
import { MAX_RECENT, type RecentEntry } from './order';

/** Wallet listing fields kept for the "recent" row (spec §3 Wallet listing); extra fields survive. */
const RecentSchema = v.array(v.looseObject({ id: v.string(), name: v.string(), image_id: v.optional(v.string()), rdns: v.nullish(v.string()) }));

/** The stored list: most recent first, one entry per wallet id, at most 2 (even if storage holds more). */
export function recentWallets(api: Pick<PluginApi, 'storage'>) {
  const stored = api.storage.key('recentWallets', { schema: RecentSchema, fallback: [] });
  const list = () => (stored.get() as RecentEntry[]).slice(0, MAX_RECENT);
  return {
    list,
    add(entry: RecentEntry) {
      stored.set([entry, ...list().filter((w) => w.id !== entry.id)].slice(0, MAX_RECENT));
    },
  };
}

/**
 * The recent-wallet record for a successful connection, or undefined when the wallet cannot be
 * told apart from the generic connector (a WalletConnect QR scan with no wallet chosen).
 */
export function recentFromConnected(ctx: ConnectedContext): RecentEntry | undefined {
  const w = ctx.wallet;
  if (!w?.name) return undefined;
  const id = w.identifier ?? w.rdns ?? (ctx.connectorId === 'walletConnect' ? undefined : ctx.connectorId);
  if (!id) return undefined;
  const entry: RecentEntry = { id, name: w.name, connectorId: ctx.connectorId };
  if (w.rdns) entry.rdns = w.rdns;
  if (w.icon) entry.icon = w.icon;
  const imageId = (w as { imageId?: unknown }).imageId;
  if (typeof imageId === 'string') entry.image_id = imageId;
  return entry;
}
