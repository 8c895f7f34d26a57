import type { AccountState, ChainNamespace, ChainState, KernelState, NetworkState } from './types';

export const emptyAccount = (): AccountState => ({
  allAccounts: [],
  addressLabels: {},
  status: 'disconnected',
  currentTab: 0,
});

export const emptyNetworkState = (): NetworkState => ({
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
  approvedCaipNetworkIds: [],
  requestedCaipNetworks: [],
});

export const emptyChain = (namespace: ChainNamespace): ChainState => ({
  namespace,
  account: emptyAccount(),
  network: emptyNetworkState(),
});

/** `firstView`: the view a closed modal holds (the plugins' `disconnected` role: plugins/roles.ts); none by default. */
export const initialKernelState = (themeMode: 'light' | 'dark', firstView = ''): KernelState => ({
  modal: { open: false, loading: false, shake: false, closeBlocked: false, themeMode },
  router: { history: [{ view: firstView }], transactionStack: [] },
  chains: {},
  connectors: [],
  alertsShown: [],
  plugins: {},
  slices: {},
});
