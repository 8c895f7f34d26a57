/**
 * The one registry of wallets a page announces, whichever way they arrive (EIP-6963 events in the
 * injected plugin, Wallet Standard registrations in the Solana and Bitcoin plugins): held by connector
 * id, with change listeners and a bounded wait for a wallet that announces late (extensions do). Each
 * discovery keeps its own rules — what a valid announcement is, who may claim an id — and asks the
 * registry to hold, drop and tell; so "listed", "found by id" and "waited for" mean the same in both.
 */

export interface AnnouncedWallets<W> {
  /** The held wallets in announcement order, then the computed one (if any). */
  list(): W[];
  /** The wallet under `id`: held, or the computed one when its id matches. */
  get(id: string): W | undefined;
  /** The held wallet under `id` (never the computed one). */
  held(id: string): W | undefined;
  /** Holds `wallet` under `id`, replacing what was there (`changed()` tells the listeners, once per batch). */
  hold(id: string, wallet: W): void;
  /** Drops the wallet under `id`; whether there was one. */
  drop(id: string): boolean;
  /** The ids held, with their wallets. */
  entries(): IterableIterator<[string, W]>;
  /** Tells the listeners: after holds and drops, or a change of the computed wallet. */
  changed(): void;
  /** The wallet once found under `id`, waiting at most `ms`; undefined after. */
  waitFor(id: string, ms: number): Promise<W | undefined>;
  subscribe(listener: () => void): () => void;
  /** Forgets the listeners (the discovery stops its own sources). */
  stop(): void;
}

export interface AnnouncedWalletsOptions<W> {
  /**
   * A wallet not announced but derived from the page on each read (window.ethereum as 'Browser
   * Wallet'), listed after the announced ones; undefined when there is none.
   */
  computed?: { id: string; read(): W | undefined };
}

export function createAnnouncedWallets<W>(opts: AnnouncedWalletsOptions<W> = {}): AnnouncedWallets<W> {
  const byId = new Map<string, W>();
  const listeners = new Set<() => void>();
  const computed = () => opts.computed?.read();
  const registry: AnnouncedWallets<W> = {
    list: () => { const extra = computed(); return extra === undefined ? [...byId.values()] : [...byId.values(), extra]; },
    get: (id) => (opts.computed && id === opts.computed.id ? computed() : byId.get(id)),
    held: (id) => byId.get(id),
    hold(id, wallet) { byId.set(id, wallet); },
    drop: (id) => byId.delete(id),
    entries: () => byId.entries(),
    changed() { for (const l of [...listeners]) l(); },
    waitFor(id, ms) {
      const now = registry.get(id);
      if (now !== undefined || ms <= 0) return Promise.resolve(now);
      return new Promise((resolve) => {
        const done = () => { clearTimeout(timer); off(); resolve(registry.get(id)); };
        const timer = setTimeout(done, ms);
        const off = registry.subscribe(() => { if (registry.get(id) !== undefined) done(); });
      });
    },
    subscribe(l) { listeners.add(l); return () => { listeners.delete(l); }; },
    stop() { listeners.clear(); },
  };
  return registry;
}
