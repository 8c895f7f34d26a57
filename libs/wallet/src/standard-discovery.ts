/**
 * Wallets announced through the Wallet Standard (`@wallet-standard/app`), for one chain family (the
 * Solana and Bitcoin plugins each start one). A registration is outside input: one without a name,
 * a chain of the family, or one of the family's connect features is ignored. A wallet's connector id
 * is made from its name (the Standard has no rdns). A connected wallet is pinned: another wallet
 * registering under the same name (an impostor, or a second extension claiming it) cannot take over
 * the live session — it is reported through `onIgnored` and dropped until the session ends.
 * Unpinned, the newest registration under a name replaces the older one.
 */
import * as z from 'zod/mini';
import type { Wallet } from '@wallet-standard/base';
import { createAnnouncedWallets } from './announced-wallets';

/** What `getWallets()` offers (a fake in tests). */
export interface WalletSource {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

export interface StandardWallet { id: string; name: string; icon?: string; wallet: Wallet }

export interface StandardDiscovery {
  wallets(): StandardWallet[];
  get(id: string): StandardWallet | undefined;
  waitFor(id: string, ms: number): Promise<StandardWallet | undefined>;
  subscribe(listener: () => void): () => void;
  pin(id: string): void;
  unpin(id: string): void;
  stop(): void;
}

export interface FamilyRules {
  /** Connector ids are this prefix plus the wallet's name, e.g. 'wallet-standard:solana:'. */
  connectorPrefix: string;
  /** A wallet must list a chain starting with this, e.g. 'solana:'. */
  chainPrefix: string;
  /** Features any one of which connects (its `connect` a function), e.g. ['standard:connect']. */
  connectFeatures: readonly string[];
  onIgnored?: (info: { name: string }) => void;
}

const IconSchema = z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);/));
const hasConnect = (f: unknown, feature: string) => typeof (f as Record<string, { connect?: unknown } | undefined>)[feature]?.connect === 'function';

function walletSchema(rules: FamilyRules) {
  return z.looseObject({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    icon: z.optional(z.catch(IconSchema, '')),
    chains: z.array(z.string()).check(z.refine((c) => c.some((x) => x.startsWith(rules.chainPrefix)), `no ${rules.chainPrefix} chain`)),
    features: z.custom<Record<string, unknown>>((f) => !!f && typeof f === 'object' && rules.connectFeatures.some((name) => hasConnect(f, name))),
    accounts: z.array(z.unknown()),
  });
}

export function startStandardDiscovery(source: WalletSource, rules: FamilyRules): StandardDiscovery {
  const schema = walletSchema(rules);
  const registry = createAnnouncedWallets<StandardWallet>();
  const pinned = new Set<string>();

  const add = (wallet: Wallet) => {
    const r = z.safeParse(schema, wallet);
    if (!r.success) return false;
    const id = `${rules.connectorPrefix}${r.data.name}`;
    const held = registry.held(id);
    if (held?.wallet === wallet) return false;
    if (held && pinned.has(id)) { rules.onIgnored?.({ name: r.data.name }); return false; }
    registry.hold(id, { id, name: r.data.name, icon: r.data.icon || undefined, wallet });
    return true;
  };
  const remove = (wallet: Wallet) => {
    for (const [id, w] of registry.entries()) if (w.wallet === wallet && !pinned.has(id)) return registry.drop(id);
    return false;
  };
  source.get().forEach(add);
  const offs = [
    source.on('register', (...ws) => { if (ws.map(add).some(Boolean)) registry.changed(); }),
    source.on('unregister', (...ws) => { if (ws.map(remove).some(Boolean)) registry.changed(); }),
  ];

  return {
    wallets: registry.list,
    get: registry.get,
    waitFor: registry.waitFor,
    subscribe: registry.subscribe,
    pin(id) { if (registry.held(id)) pinned.add(id); },
    unpin(id) { pinned.delete(id); },
    stop() { offs.forEach((off) => off()); registry.stop(); },
  };
}
