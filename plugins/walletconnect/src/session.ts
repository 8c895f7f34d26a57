/**
 * What a WalletConnect session says about the accounts, validated (a wallet's answer is outside
 * input): every account of every namespace must pass the CAIP-10 rules of caip.ts ('Invalid CAIP-10
 * address' otherwise), and at least one account must be there. Namespaces of no family the session
 * was proposed for are ignored (a wallet may add its own).
 */
import { ERRORS, GangwayError, type ChainNamespace, type ConnectResult, type Network, type WalletInfo } from '@gangway/kernel';
import * as v from 'valibot';
import { parseAccount, type SessionAccount } from './caip';
import type { WcFamilies } from './families';

export const SessionSchema = v.looseObject({
  topic: v.string(),
  namespaces: v.record(v.string(), v.looseObject({ accounts: v.array(v.unknown()) })),
  peer: v.optional(v.looseObject({ metadata: v.optional(v.looseObject({ name: v.optional(v.string()), icons: v.optional(v.array(v.string())) })) })),
});
export type SessionLike = v.InferOutput<typeof SessionSchema>;

export interface ChosenWallet { id: string; name: string; rdns?: string | null; image_id?: string }

/** Which account to take per namespace: the chain references in order of preference. */
export interface Preference {
  /** The namespace to make active when the session has it (else the first family it has, in the host's order). */
  namespace?: ChainNamespace;
  chains?: Partial<Record<ChainNamespace, (string | number | undefined)[]>>;
}

const invalid = () => new GangwayError('CAIP10', ERRORS.CAIP10);

/** The session's accounts by namespace, every one checked. Throws 'Invalid CAIP-10 address' on the first bad one. */
export function sessionAccounts(raw: unknown, families: WcFamilies, networks: readonly Network[] = []): { session: SessionLike; accounts: Partial<Record<ChainNamespace, SessionAccount[]>> } {
  const r = v.safeParse(SessionSchema, raw);
  if (!r.success) {
    const namespacesBad = r.issues.some((i) => i.path?.[0]?.key === 'namespaces' && (i.path?.length ?? 0) > 2);
    if (namespacesBad) throw invalid();
    throw new GangwayError('INVALID_RESPONSE', 'The wallet returned a session without accounts');
  }
  const accounts: Partial<Record<ChainNamespace, SessionAccount[]>> = {};
  for (const [key, entry] of Object.entries(r.output.namespaces)) {
    // A key is a namespace ('eip155') or a chain ('eip155:1', CAIP-25); its accounts must be of that namespace.
    const ns = key.split(':')[0];
    if (!families.has(ns)) continue;
    for (const value of entry.accounts) {
      const account = parseAccount(families, value, networks);
      if (!account || account.namespace !== ns) throw invalid();
      (accounts[ns] ??= []).push(account);
    }
  }
  if (!Object.keys(accounts).length) throw new GangwayError('INVALID_RESPONSE', 'The wallet returned a session without accounts');
  return { session: r.output, accounts };
}

/** The account of one namespace: the first preferred chain the wallet approved, else its first account. */
export function pickAccount(list: SessionAccount[], preferred: (string | number | undefined)[] = []): SessionAccount {
  for (const chain of preferred) {
    const hit = chain !== undefined && list.find((a) => a.chainId === String(chain));
    if (hit) return hit;
  }
  return list[0];
}

export function walletOf(session: SessionLike, chosen?: ChosenWallet): WalletInfo {
  const meta = session.peer?.metadata;
  const wallet: WalletInfo & { imageId?: string } = { name: chosen?.name ?? meta?.name ?? 'WalletConnect', type: 'WALLET_CONNECT' };
  const icon = meta?.icons?.[0];
  if (icon) wallet.icon = icon;
  if (chosen) {
    wallet.identifier = chosen.id;
    if (chosen.rdns) wallet.rdns = chosen.rdns;
    if (chosen.image_id) wallet.imageId = chosen.image_id;
  }
  return wallet;
}

/**
 * The connect result of a session: the preferred namespace's account (the active one), the other
 * namespaces' accounts in `also` — each on its preferred chain when the wallet approved it.
 */
export function resultFromSession(raw: unknown, families: WcFamilies, prefer: Preference = {}, chosen?: ChosenWallet, networks: readonly Network[] = []): ConnectResult {
  const { session, accounts } = sessionAccounts(raw, families, networks);
  const wallet = walletOf(session, chosen);
  const present = [...families.keys()].filter((ns) => accounts[ns]?.length);
  const primary = prefer.namespace && accounts[prefer.namespace]?.length ? prefer.namespace : present[0];
  const resultOf = (ns: ChainNamespace) => {
    const a = pickAccount(accounts[ns]!, prefer.chains?.[ns]);
    return { namespace: ns, address: a.address, chainId: a.chainId, wallet };
  };
  const also = present.filter((ns) => ns !== primary).map(resultOf);
  return { ...resultOf(primary), ...(also.length ? { also } : {}) };
}

/**
 * Spec §3 per-chain network state of a session, as AppKit writes it (appkit-base-client.ts
 * getApprovedCaipNetworksData, getChainsFromNamespaces): the approved networks are the chains the
 * wallet listed for the namespace and those of its accounts; a WalletConnect session supports only
 * those — except MetaMask Wallet, whose sessions list one chain though it switches to any.
 */
export function approvedNetworkState(session: SessionLike, accounts: SessionAccount[], ns: ChainNamespace): { approvedCaipNetworkIds: string[]; supportsAllNetworks: boolean } {
  const listed = Object.entries(session.namespaces)
    .filter(([key]) => key.split(':')[0] === ns)
    .flatMap(([key, entry]) => {
      const chains = (entry as { chains?: unknown }).chains;
      return [...(key.includes(':') ? [key] : []), ...(Array.isArray(chains) ? chains.filter((c): c is string => typeof c === 'string' && c.startsWith(`${ns}:`)) : [])];
    });
  return {
    approvedCaipNetworkIds: [...new Set([...listed, ...accounts.map((a) => `${ns}:${a.chainId}`)])],
    supportsAllNetworks: session.peer?.metadata?.name === 'MetaMask Wallet',
  };
}
