/**
 * The wallet's side of a live session, per namespace. The SDK's own `accountsChanged` /
 * `chainChanged` re-emits drop the namespace (a Solana account change would land on eip155), so the
 * raw `session_event` (its `chainId` names the namespace) and `session_update` are followed instead.
 * Everything is outside input: a malformed event is reported on the error hook and changes nothing
 * (an address that breaks its family's rule: 'Invalid CAIP-10 address' for a CAIP-10 id, 'Invalid
 * wallet response to accountsChanged: …' for a bare address).
 */
import { ERRORS, GangwayError, type ChainNamespace, type Network, type PluginApi } from '@gangway/kernel';
import { invalidWalletResponse, toChainId } from '@gangway/lib-eip155';
import * as v from 'valibot';
import { isAddressOf, isWcNamespace, parseAccount, WC_NAMESPACES } from './caip';
import type { WcProvider } from './provider-loader';
import { sessionAccounts } from './session';

export interface SessionFollowDeps {
  api: Pick<PluginApi, 'getState' | 'adoptAccount' | 'adoptNetwork'>;
  ours(ns: ChainNamespace): boolean;
  networksOf(ns: ChainNamespace): Network[];
  report(error: unknown, source: string): void;
}

const EventSchema = v.looseObject({
  params: v.looseObject({
    chainId: v.string(),
    event: v.looseObject({ name: v.string(), data: v.unknown() }),
  }),
});

/** The addresses of an accountsChanged for `ns`: CAIP-10 ids of that namespace or bare addresses of its family. */
export function addressesOf(ns: ChainNamespace, data: unknown): string[] {
  if (!Array.isArray(data)) throw invalidWalletResponse('accountsChanged', 'Expected array');
  return data.map((entry) => {
    if (typeof entry === 'string' && entry.includes(':')) {
      const account = parseAccount(entry);
      if (!account || account.namespace !== ns) throw new GangwayError('CAIP10', ERRORS.CAIP10);
      return account.address;
    }
    if (typeof entry !== 'string' || !isAddressOf(ns, entry)) throw invalidWalletResponse('accountsChanged', `Expected ${ns === 'eip155' ? 'an EVM' : `a ${ns}`} address`);
    return entry;
  });
}

/** The configured network a chainChanged names: eip155 by chain id (any form), the others by reference or CAIP-2 id. */
export function networkOfChainEvent(ns: ChainNamespace, data: unknown, networks: Network[]): Network | undefined {
  if (ns === 'eip155') {
    let id: number;
    try { id = toChainId(data as never); } catch { return undefined; } // a chain id in no known form: nothing to adopt
    return networks.find((n) => Number(n.id) === id);
  }
  if (typeof data !== 'string' && typeof data !== 'number') return undefined;
  const ref = String(data).includes(':') ? String(data).split(':')[1] : String(data);
  return networks.find((n) => String(n.id) === ref);
}

export function followSession(p: Pick<WcProvider, 'on'>, deps: SessionFollowDeps): void {
  const { api, ours, networksOf, report } = deps;

  p.on('session_event', (raw: unknown) => {
    const r = v.safeParse(EventSchema, raw);
    if (!r.success) return; // not a namespaced event (the SDK's own pings and the like)
    const { chainId, event } = r.output.params;
    const ns = chainId.split(':')[0];
    if (!isWcNamespace(ns) || !ours(ns)) return;
    try {
      if (event.name === 'accountsChanged') {
        const [address] = addressesOf(ns, event.data);
        if (address && address !== api.getState().chains[ns]?.account.address) api.adoptAccount(ns, address);
      } else if (event.name === 'chainChanged') {
        const network = networkOfChainEvent(ns, event.data, networksOf(ns));
        if (network && network.caipNetworkId !== api.getState().chains[ns]?.network.caipNetwork?.caipNetworkId) api.adoptNetwork(ns, network);
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
      const { accounts } = sessionAccounts({ topic: 'update', namespaces });
      for (const ns of WC_NAMESPACES) {
        const list = accounts[ns];
        const held = api.getState().chains[ns]?.account;
        if (!ours(ns) || !list?.length || !held?.address || list.some((a) => a.address === held.address)) continue;
        const chain = String(api.getState().chains[ns]?.network.caipNetwork?.id ?? '');
        api.adoptAccount(ns, (list.find((a) => a.chainId === chain) ?? list[0]).address);
      }
    } catch (error) {
      report(error, 'session_update');
    }
  });
}
