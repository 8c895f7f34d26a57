/**
 * EIP-6963 discovery plus the legacy window.ethereum. Announcements are outside input: a malformed
 * one is ignored. window.ethereum is offered as 'Browser Wallet' only when no announced wallet
 * exposes the same provider object (most extensions do both; showing it twice would be wrong).
 *
 * An rdns belongs to the first provider announced under it, for the page's life: a later
 * announcement under a taken rdns — another provider object, or the same one with another uuid —
 * is never swapped in and never listed (nor offered as 'Browser Wallet' when it is also
 * window.ethereum); it is reported once through `onDuplicate`. Why dropped
 * rather than listed as an "unverified" second row: the page cannot tell which of two claimants is
 * genuine, a second row with the same name and icon looks the same to a visitor, and the Connect
 * view, the registry's installed-wallet match, recent and featured wallets all find a wallet by its
 * rdns or name — a duplicate there would be picked up as the wallet itself. So the visitor sees one
 * row that never changes under the cursor, and the host is told (plugin.tsx).
 */
import * as v from 'valibot';
import { createAnnouncedWallets } from '@gangway/lib-wallet';
import { announcedId, LEGACY_ID, LEGACY_NAME, type Eip1193Provider, type InjectedWallet } from './eip1193';

const ProviderSchema = v.custom<Eip1193Provider>((p) => typeof (p as Eip1193Provider | null)?.request === 'function');
/** EIP-6963 says the icon is a data URI; http(s) images are tolerated, anything else is dropped. */
const IconSchema = v.pipe(v.string(), v.regex(/^(data:image\/|https?:\/\/)/));
const AnnouncementSchema = v.object({
  info: v.object({ uuid: v.string(), name: v.pipe(v.string(), v.minLength(1)), icon: v.optional(v.fallback(IconSchema, '')), rdns: v.pipe(v.string(), v.minLength(1)) }),
  provider: ProviderSchema,
});

/** What is reported of an announcement dropped because its rdns is taken. */
export interface DuplicateAnnouncement { rdns: string; name: string; uuid: string }

export interface Discovery {
  wallets(): InjectedWallet[];
  get(id: string): InjectedWallet | undefined;
  /** The wallet once announced, waiting at most `ms` (extensions may announce late); undefined after. */
  waitFor(id: string, ms: number): Promise<InjectedWallet | undefined>;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export interface DiscoveryOptions {
  /** An announcement under an rdns another announcement holds; once per (uuid, provider). */
  onDuplicate?: (info: DuplicateAnnouncement) => void;
}

export function startDiscovery(win: Window & { ethereum?: unknown }, opts: DiscoveryOptions = {}): Discovery {
  /** The uuid each rdns was first announced with (the holder's announcement, repeated, is no claim). */
  const uuids = new Map<string, string>();
  /** Duplicates already reported (extensions re-announce on every eip6963:requestProvider). */
  const reported = new Map<string, WeakSet<object>>();
  /** Providers that claimed a taken rdns: not offered as 'Browser Wallet' either. */
  const dropped = new WeakSet<object>();

  const legacy = (): InjectedWallet | undefined => {
    const provider = win.ethereum;
    if (!v.is(ProviderSchema, provider)) return undefined;
    if (dropped.has(provider) || [...registry.entries()].some(([, w]) => w.provider === provider)) return undefined;
    return { id: LEGACY_ID, name: LEGACY_NAME, type: 'INJECTED', provider: provider as Eip1193Provider };
  };
  const registry = createAnnouncedWallets<InjectedWallet>({ computed: { id: LEGACY_ID, read: legacy } });

  const onAnnounce = (event: Event) => {
    const r = v.safeParse(AnnouncementSchema, (event as CustomEvent).detail);
    if (!r.success) return;
    const { info, provider } = r.output;
    const id = announcedId(info.rdns);
    const held = registry.held(id);
    if (!held) {
      registry.hold(id, { id, name: info.name, icon: info.icon || undefined, rdns: info.rdns, type: 'ANNOUNCED', provider });
      uuids.set(id, info.uuid);
      registry.changed();
      return;
    }
    if (held.provider === provider && uuids.get(id) === info.uuid) return; // the holder again
    const seen = reported.get(info.uuid) ?? reported.set(info.uuid, new WeakSet()).get(info.uuid)!;
    if (seen.has(provider)) return;
    seen.add(provider);
    opts.onDuplicate?.({ rdns: info.rdns, name: info.name, uuid: info.uuid });
    // Listed as 'Browser Wallet' until now, when it is window.ethereum: the list drops it.
    if (held.provider !== provider && !dropped.has(provider)) { dropped.add(provider); if (provider === win.ethereum) registry.changed(); }
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));

  return {
    wallets: registry.list,
    get: registry.get,
    waitFor: registry.waitFor,
    subscribe: registry.subscribe,
    stop() { win.removeEventListener('eip6963:announceProvider', onAnnounce); registry.stop(); },
  };
}
