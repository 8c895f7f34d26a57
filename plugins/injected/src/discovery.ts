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
  const announced = new Map<string, { wallet: InjectedWallet; uuid: string }>();
  /** Duplicates already reported (extensions re-announce on every eip6963:requestProvider). */
  const reported = new Map<string, WeakSet<object>>();
  /** Providers that claimed a taken rdns: not offered as 'Browser Wallet' either. */
  const dropped = new WeakSet<object>();
  const listeners = new Set<() => void>();
  const changed = () => { for (const l of [...listeners]) l(); };

  const onAnnounce = (event: Event) => {
    const r = v.safeParse(AnnouncementSchema, (event as CustomEvent).detail);
    if (!r.success) return;
    const { info, provider } = r.output;
    const id = announcedId(info.rdns);
    const held = announced.get(id);
    if (!held) {
      announced.set(id, { wallet: { id, name: info.name, icon: info.icon || undefined, rdns: info.rdns, type: 'ANNOUNCED', provider }, uuid: info.uuid });
      changed();
      return;
    }
    if (held.wallet.provider === provider && held.uuid === info.uuid) return; // the holder again
    const seen = reported.get(info.uuid) ?? reported.set(info.uuid, new WeakSet()).get(info.uuid)!;
    if (seen.has(provider)) return;
    seen.add(provider);
    opts.onDuplicate?.({ rdns: info.rdns, name: info.name, uuid: info.uuid });
    // Listed as 'Browser Wallet' until now, when it is window.ethereum: the list drops it.
    if (held.wallet.provider !== provider && !dropped.has(provider)) { dropped.add(provider); if (provider === win.ethereum) changed(); }
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));

  const legacy = (): InjectedWallet | undefined => {
    const provider = win.ethereum;
    if (!v.is(ProviderSchema, provider)) return undefined;
    if (dropped.has(provider) || [...announced.values()].some((a) => a.wallet.provider === provider)) return undefined;
    return { id: LEGACY_ID, name: LEGACY_NAME, type: 'INJECTED', provider: provider as Eip1193Provider };
  };

  const discovery: Discovery = {
    wallets: () => [...[...announced.values()].map((a) => a.wallet), ...[legacy()].filter((w) => !!w)],
    get: (id) => (id === LEGACY_ID ? legacy() : announced.get(id)?.wallet),
    waitFor(id, ms) {
      const now = discovery.get(id);
      if (now || ms <= 0) return Promise.resolve(now);
      return new Promise((resolve) => {
        const done = () => { clearTimeout(timer); off(); resolve(discovery.get(id)); };
        const timer = setTimeout(done, ms);
        const off = discovery.subscribe(() => { if (discovery.get(id)) done(); });
      });
    },
    subscribe(l) { listeners.add(l); return () => { listeners.delete(l); }; },
    stop() { win.removeEventListener('eip6963:announceProvider', onAnnounce); listeners.clear(); },
  };
  return discovery;
}
