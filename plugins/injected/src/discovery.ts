/**
 * EIP-6963 discovery plus the legacy window.ethereum. Announcements are outside input: a malformed
 * one is ignored. window.ethereum is offered as 'Browser Wallet' only when no announced wallet
 * exposes the same provider object (most extensions do both; showing it twice would be wrong).
 * A connected wallet's provider is pinned: another provider announcing itself under the same rdns
 * (an impostor, or a second extension claiming the name) cannot take over the live session — its
 * announcement is reported through `onIgnored` and dropped until the session ends.
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

export interface Discovery {
  wallets(): InjectedWallet[];
  get(id: string): InjectedWallet | undefined;
  /** The wallet once announced, waiting at most `ms` (extensions may announce late); undefined after. */
  waitFor(id: string, ms: number): Promise<InjectedWallet | undefined>;
  subscribe(listener: () => void): () => void;
  /** Keeps the provider announced under `id` now as that id's provider (a live session's). */
  pin(id: string): void;
  /** Ends the pin (the session ended): later announcements under `id` apply again. */
  unpin(id: string): void;
  stop(): void;
}

export interface DiscoveryOptions {
  /** An announcement dropped because another provider holds its rdns for a live session. */
  onIgnored?: (info: { rdns: string; name: string }) => void;
}

export function startDiscovery(win: Window & { ethereum?: unknown }, opts: DiscoveryOptions = {}): Discovery {
  const announced = new Map<string, InjectedWallet>();
  const pinned = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => { for (const l of [...listeners]) l(); };

  const onAnnounce = (event: Event) => {
    const r = v.safeParse(AnnouncementSchema, (event as CustomEvent).detail);
    if (!r.success) return;
    const { info, provider } = r.output;
    const id = announcedId(info.rdns);
    const held = announced.get(id);
    if (held?.provider === provider) return;
    if (held && pinned.has(id)) { opts.onIgnored?.({ rdns: info.rdns, name: info.name }); return; }
    announced.set(id, { id, name: info.name, icon: info.icon || undefined, rdns: info.rdns, type: 'ANNOUNCED', provider });
    changed();
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));

  const legacy = (): InjectedWallet | undefined => {
    const provider = win.ethereum;
    if (!v.is(ProviderSchema, provider)) return undefined;
    if ([...announced.values()].some((w) => w.provider === provider)) return undefined;
    return { id: LEGACY_ID, name: LEGACY_NAME, type: 'INJECTED', provider: provider as Eip1193Provider };
  };

  const discovery: Discovery = {
    wallets: () => [...announced.values(), ...[legacy()].filter((w) => !!w)],
    get: (id) => (id === LEGACY_ID ? legacy() : announced.get(id)),
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
    pin(id) { if (announced.has(id)) pinned.add(id); },
    unpin(id) { pinned.delete(id); },
    stop() { win.removeEventListener('eip6963:announceProvider', onAnnounce); listeners.clear(); },
  };
  return discovery;
}
