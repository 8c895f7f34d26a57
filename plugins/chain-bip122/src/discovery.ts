/**
 * Bitcoin wallets announced through the Wallet Standard (`@wallet-standard/app`). A registration is
 * outside input: one without a name, a `bitcoin:*` chain, or a connect feature (`bitcoin:connect`,
 * else `standard:connect`) is ignored. A wallet's connector id is made from its name (the Standard has
 * no rdns). A connected wallet is pinned: another wallet registering under the same name cannot take
 * over the live session — it is reported through `onIgnored` and dropped until the session ends.
 * Unpinned, the newest registration under a name replaces the older one.
 */
import * as z from 'zod/mini';
import type { Wallet } from '@wallet-standard/base';

export const CONNECTOR_PREFIX = 'wallet-standard:bip122:';
export const connectorIdOf = (name: string) => `${CONNECTOR_PREFIX}${name}`;
export const isOurConnector = (id: string | undefined): id is string => !!id && id.startsWith(CONNECTOR_PREFIX);

/** What `getWallets()` offers (a fake in tests). */
export interface WalletSource {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

const hasFn = (f: unknown, name: string, fn: string) => typeof (f as Record<string, Record<string, unknown> | undefined>)[name]?.[fn] === 'function';
const IconSchema = z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);/));
const WalletSchema = z.looseObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.optional(z.catch(IconSchema, '')),
  chains: z.array(z.string()).check(z.refine((c) => c.some((x) => x.startsWith('bitcoin:')), 'no Bitcoin chain')),
  features: z.custom<Record<string, unknown>>((f) => !!f && typeof f === 'object' && (hasFn(f, 'bitcoin:connect', 'connect') || hasFn(f, 'standard:connect', 'connect'))),
  accounts: z.array(z.unknown()),
});

export interface BitcoinWallet { id: string; name: string; icon?: string; wallet: Wallet }

export interface Discovery {
  wallets(): BitcoinWallet[];
  get(id: string): BitcoinWallet | undefined;
  waitFor(id: string, ms: number): Promise<BitcoinWallet | undefined>;
  subscribe(listener: () => void): () => void;
  pin(id: string): void;
  unpin(id: string): void;
  stop(): void;
}

export function startDiscovery(source: WalletSource, opts: { onIgnored?: (info: { name: string }) => void } = {}): Discovery {
  const byId = new Map<string, BitcoinWallet>();
  const pinned = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => { for (const l of [...listeners]) l(); };

  const add = (wallet: Wallet) => {
    const r = z.safeParse(WalletSchema, wallet);
    if (!r.success) return false;
    const id = connectorIdOf(r.data.name);
    const held = byId.get(id);
    if (held?.wallet === wallet) return false;
    if (held && pinned.has(id)) { opts.onIgnored?.({ name: r.data.name }); return false; }
    byId.set(id, { id, name: r.data.name, icon: r.data.icon || undefined, wallet });
    return true;
  };
  const remove = (wallet: Wallet) => {
    for (const [id, w] of byId) if (w.wallet === wallet && !pinned.has(id)) { byId.delete(id); return true; }
    return false;
  };
  source.get().forEach(add);
  const offs = [
    source.on('register', (...ws) => { if (ws.map(add).some(Boolean)) changed(); }),
    source.on('unregister', (...ws) => { if (ws.map(remove).some(Boolean)) changed(); }),
  ];

  const discovery: Discovery = {
    wallets: () => [...byId.values()],
    get: (id) => byId.get(id),
    waitFor(id, ms) {
      const now = byId.get(id);
      if (now || ms <= 0) return Promise.resolve(now);
      return new Promise((resolve) => {
        const done = () => { clearTimeout(timer); off(); resolve(byId.get(id)); };
        const timer = setTimeout(done, ms);
        const off = discovery.subscribe(() => { if (byId.get(id)) done(); });
      });
    },
    subscribe(l) { listeners.add(l); return () => { listeners.delete(l); }; },
    pin(id) { if (byId.has(id)) pinned.add(id); },
    unpin(id) { pinned.delete(id); },
    stop() { offs.forEach((off) => off()); listeners.clear(); },
  };
  return discovery;
}
