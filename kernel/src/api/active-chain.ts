/**
 * Making a namespace the active chain: the plugins' `api.session.setActiveChain` needs it as soon as the
 * runtime runs, so it lives in the runtime chunk, apart from the lazy connection flows (flows.ts).
 */
import type { ChainNamespace } from '../state/types';
import type { Kernel } from './kernel-types';

/** Make a namespace the active chain (its network and account become the global ones). */
export function setActiveChain(kernel: Kernel, ns: ChainNamespace) {
  kernel.store.update((d) => {
    const chain = d.chains[ns];
    if (!chain) return;
    d.activeChain = ns;
    d.activeCaipNetwork = chain.network.caipNetwork;
    d.activeCaipAddress = chain.account.status === 'connected' ? chain.account.caipAddress : undefined;
  });
  kernel.storage.set('activeNamespace', ns);
}
