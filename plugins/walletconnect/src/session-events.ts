/**
 * The wallet's side of a live session, per namespace. The SDK's own `accountsChanged` /
 * `chainChanged` re-emits drop the namespace (a Solana account change would land on eip155), so the
 * raw `session_event` (its `chainId` names the namespace) and `session_update` are followed instead.
 * Everything is outside input: a malformed event is reported on the error hook and changes nothing
 * (an address that breaks its family's rule: 'Invalid CAIP-10 address' for a CAIP-10 id, 'Invalid
 * wallet response to accountsChanged: …' for a bare address).
 */
import { ERRORS, GangwayError, type ChainNamespace, type Network, type PluginApi } from '@gangway/kernel';
import { invalidWalletResponse } from '@gangway/lib-eip155';
import * as v from 'valibot';
import { parseAccount } from './caip';
import type { WcFamilies, WcFamily } from './families';
import type { WcProvider } from './provider-loader';
import { sessionAccounts } from './session';

export interface SessionFollowDeps {
  api: { readonly state: Pick<PluginApi['state'], 'getState'>; readonly session: Pick<PluginApi['session'], 'adoptAccount' | 'adoptNetwork'> };
  ours(ns: ChainNamespace): boolean;
  /** The session's families (loaded before any session exists). */
  families(): WcFamilies;
  networksOf(ns: ChainNamespace): Network[];
  /** The wallet changed the session (its namespaces' chains): the per-chain network state follows. */
  updated?(): void;
  report(error: unknown, source: string): void;
}

const EventSchema = v.looseObject({
  params: v.looseObject({
    chainId: v.string(),
    event: v.looseObject({ name: v.string(), data: v.unknown() }),
  }),
});

/** The addresses of an accountsChanged for the family: CAIP-10 ids of its namespace or bare addresses of it. */
export function addressesOf(families: WcFamilies, family: WcFamily, data: unknown): string[] {
  const entries = family.wc.accountsOf(data);
  if (!entries) throw invalidWalletResponse('accountsChanged', 'Expected array');
  return entries.map((entry) => {
    if (typeof entry === 'string' && entry.includes(':')) {
      const account = parseAccount(families, entry);
      if (!account || account.namespace !== family.namespace) throw new GangwayError('CAIP10', ERRORS.CAIP10);
      return account.address;
    }
    if (typeof entry !== 'string' || !family.isAddress(entry)) throw invalidWalletResponse('accountsChanged', `Expected a ${family.namespace} address`);
    return entry;
  });
}

/** The configured network a chainChanged names (the family reads its payload's chain reference). */
export function networkOfChainEvent(family: WcFamily, data: unknown, networks: Network[]): Network | undefined {
  const ref = family.wc.chainOf(data);
  return ref === undefined ? undefined : networks.find((n) => String(n.id) === ref);
}

export function followSession(p: Pick<WcProvider, 'on'>, deps: SessionFollowDeps): void {
  const { api, ours, networksOf, report, families } = deps;

  p.on('session_event', (raw: unknown) => {
    const r = v.safeParse(EventSchema, raw);
    if (!r.success) return; // not a namespaced event (the SDK's own pings and the like)
    const { chainId, event } = r.output.params;
    const ns = chainId.split(':')[0];
    const family = families().get(ns);
    if (!family || !ours(ns)) return;
    try {
      if (event.name === 'accountsChanged') {
        const [address] = addressesOf(families(), family, event.data);
        if (address && address !== api.state.getState().chains[ns]?.account.address) api.session.adoptAccount(ns, address);
      } else if (event.name === 'chainChanged') {
        const network = networkOfChainEvent(family, event.data, networksOf(ns));
        if (network && network.caipNetworkId !== api.state.getState().chains[ns]?.network.caipNetwork?.caipNetworkId) api.session.adoptNetwork(ns, network);
      }
    } catch (error) {
      report(error, `${event.name}:${ns}`);
    }
  });

  // The wallet changed the session's accounts (sign-client `update`): a namespace whose account is no
  // longer in it moves to the session's account on its chain.
  p.on('session_update', (raw: unknown) => {
    try {
      const namespaces = (raw as { params?: { namespaces?: unknown } } | null)?.params?.namespaces;
      const { accounts } = sessionAccounts({ topic: 'update', namespaces }, families());
      deps.updated?.();
      for (const ns of families().keys()) {
        const list = accounts[ns];
        const held = api.state.getState().chains[ns]?.account;
        if (!ours(ns) || !list?.length || !held?.address || list.some((a) => a.address === held.address)) continue;
        const chain = String(api.state.getState().chains[ns]?.network.caipNetwork?.id ?? '');
        api.session.adoptAccount(ns, (list.find((a) => a.chainId === chain) ?? list[0]).address);
      }
    } catch (error) {
      report(error, 'session_update');
    }
  });
}
