/** Recent wallets (spec §3, at most 2, kept by the kernel's storage) recorded after each connect. */
import type { ConnectedContext } from '@gangway/kernel';
import type { RecentEntry } from './order';

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
