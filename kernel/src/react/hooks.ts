/** React hooks for hosts: each subscribes to just the state it returns. */
import { useCallback, useEffect, useState } from 'react';
import type { OpenOptions } from '../plugins/api-types';
import { useStoreSelector } from '../api/react-bindings';
import type { GangwayEvent } from '../api/events';
import { chainOf } from '../state/select';
import type { SliceKey } from '../state/store';
import type { ChainNamespace, KernelState } from '../state/types';
import { useGangway } from './context';

/** Select from the widget's state. */
export function useGangwayState<R>(select: (s: KernelState) => R): R {
  return useStoreSelector(useGangway().kernel.store, select);
}

/**
 * Select from a plugin's slice, by the key its `public.ts` exports (undefined until the plugin has
 * activated). Plugins build their own host hooks on it, e.g. the sign-in plugin's `useSiwxSession`.
 */
export function useGangwaySlice<T, R>(key: SliceKey<T>, select: (slice: T | undefined) => R): R {
  return useStoreSelector(useGangway().kernel.store, (s) => select(s.slices[key.id] as T | undefined));
}

export function useGangwayModal() {
  const g = useGangway();
  const isOpen = useGangwayState((s) => s.modal.open);
  return { isOpen, open: useCallback((o?: OpenOptions) => g.open(o), [g]), close: useCallback(() => g.close(), [g]) };
}

export function useGangwayAccount(namespace?: ChainNamespace) {
  const account = useGangwayState((s) => chainOf(s, namespace)?.account);
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected',
    embeddedWalletInfo: account?.user,
    allAccounts: account?.allAccounts ?? [],
    /** Spec §3: the account's name and avatar URL, once the identity plugin has looked them up. */
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
  };
}

export function useGangwayNetwork(namespace?: ChainNamespace) {
  const g = useGangway();
  const network = useGangwayState((s) => chainOf(s, namespace)?.network.caipNetwork);
  return {
    caipNetwork: network,
    caipNetworkId: network?.caipNetworkId,
    chainId: network?.id,
    switchNetwork: useCallback((n: Parameters<typeof g.switchNetwork>[0]) => g.switchNetwork(n), [g]),
  };
}

/** The last public event (MODAL_OPEN, CONNECT_SUCCESS, DISCONNECT_SUCCESS, ...). */
export function useGangwayEvents(): GangwayEvent | undefined {
  const g = useGangway();
  const [event, setEvent] = useState<GangwayEvent | undefined>(() => g.kernel.events.last());
  useEffect(() => g.subscribeEvents(setEvent), [g]);
  return event;
}

export function useDisconnect() {
  const g = useGangway();
  return { disconnect: useCallback((namespace?: ChainNamespace) => g.disconnect(namespace), [g]) };
}

export function useWalletInfo(namespace?: ChainNamespace) {
  const walletInfo = useGangwayState((s) => chainOf(s, namespace)?.account.connectedWalletInfo);
  return { walletInfo };
}

/** The connected namespace's provider (the one its chain plugin gives, e.g. EIP-1193 for EVM chains), once connected. */
export function useGangwayProvider<T = unknown>(namespace?: ChainNamespace) {
  const g = useGangway();
  const { isConnected } = useGangwayAccount(namespace);
  const [provider, setProvider] = useState<T | undefined>();
  useEffect(() => {
    let live = true;
    if (!isConnected) { setProvider(undefined); return; }
    g.getProvider<T>(namespace).then((p) => { if (live) setProvider(p); }, () => { if (live) setProvider(undefined); });
    return () => { live = false; };
  }, [g, namespace, isConnected]);
  return { walletProvider: provider, walletProviderType: namespace };
}
