/**
 * What a WalletConnect session says about the accounts, validated (a wallet's answer is outside
 * input): every account of every namespace must pass the CAIP-10 rules of caip.ts ('Invalid CAIP-10
 * address' otherwise), and at least one account must be there. Namespaces other than the five the
 * widget knows are ignored (a wallet may add its own).
 */
import { ERRORS, GangwayError, type ChainNamespace, type ConnectResult, type WalletInfo } from '@gangway/kernel';
import * as v from 'valibot';
import { isWcNamespace, parseAccount, WC_NAMESPACES, type SessionAccount } from './caip';

export const SessionSchema = v.looseObject({
  topic: v.string(),
  namespaces: v.record(v.string(), v.looseObject({ accounts: v.array(v.unknown()) })),
  peer: v.optional(v.looseObject({ metadata: v.optional(v.looseObject({ name: v.optional(v.string()), icons: v.optional(v.array(v.string())) })) })),
});
export type SessionLike = v.InferOutput<typeof SessionSchema>;

export interface ChosenWallet { id: string; name: string; rdns?: string | null; image_id?: string }

/** Which account to take per namespace: the chain references in order of preference. */
export interface Preference {
  /** The namespace to make active when the session has it (else the first of WC_NAMESPACES it has). */
  namespace?: ChainNamespace;
  chains?: Partial<Record<ChainNamespace, (string | number | undefined)[]>>;
}

const invalid = () => new GangwayError('CAIP10', ERRORS.CAIP10);

/** The session's accounts by namespace, every one checked. Throws 'Invalid CAIP-10 address' on the first bad one. */
export function sessionAccounts(raw: unknown): { session: SessionLike; accounts: Partial<Record<ChainNamespace, SessionAccount[]>> } {
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
    if (!isWcNamespace(ns)) continue;
    for (const value of entry.accounts) {
      const account = parseAccount(value);
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
export function resultFromSession(raw: unknown, prefer: Preference = {}, chosen?: ChosenWallet): ConnectResult {
  const { session, accounts } = sessionAccounts(raw);
  const wallet = walletOf(session, chosen);
  const present = WC_NAMESPACES.filter((ns) => accounts[ns]?.length);
  const primary = prefer.namespace && accounts[prefer.namespace]?.length ? prefer.namespace : present[0];
  const resultOf = (ns: ChainNamespace) => {
    const a = pickAccount(accounts[ns]!, prefer.chains?.[ns]);
    return { namespace: ns, address: a.address, chainId: a.chainId, wallet };
  };
  const also = present.filter((ns) => ns !== primary).map(resultOf);
  return { ...resultOf(primary), ...(also.length ? { also } : {}) };
}
