import type { ChainNamespace, ChainState, KernelState } from './types';

/**
 * A namespace's chain state: the one asked for, else the active one. Start-up makes the default
 * network's namespace active (initial-chains.ts), so the fallback is data, never a family the kernel names;
 * before start-up there are no chains at all.
 */
export const chainOf = (s: KernelState, namespace?: ChainNamespace): ChainState | undefined => {
  const ns = namespace ?? s.activeChain;
  return ns === undefined ? undefined : s.chains[ns];
};
