/** The eip155 chain family: provides the eip155 service (public clients, reads, wallet requests). */
import { definePlugin } from '@gangway/kernel';
import { createEip155Service } from './create-service';
import { fetchSupportedChains } from './supported-chains';
import { scopedEip155Service } from './scoped-service';
import { eip155Service } from '@gangway/lib-eip155';
import { chainFamilyKey } from '@gangway/lib-wallet';
import { eip155Family } from './family';

export default definePlugin((api) => {
  // Which chains the RPC proxy serves (spec §7 GET v1/supported-chains): asked once, in the background,
  // the first time a network without its own RPC URL needs a node; until it answers (or if it fails)
  // the proxy is tried for such a network.
  let supported: readonly string[] | undefined;
  let asked = false;
  const supportedChains = () => {
    if (!asked && api.options.projectId) {
      asked = true;
      fetchSupportedChains(api.http).then(
        (r) => { supported = r.http; },
        (error: unknown) => api.hooks.error.call({ error, source: `plugin:${api.id}:supported-chains` }),
      );
    }
    return supported;
  };
  const base = createEip155Service(api, {
    supportedChains,
    // Spec §8 alert (not repeated while it is on screen).
    onNetworkNotFound: () => api.ui.showAlert('NETWORK_NOT_FOUND'),
  });
  api.services.provideScoped(eip155Service, (caller) => scopedEip155Service(base, caller));
  // The family service wraps the scoped service: its send and sign need the caller's 'wallet.sign'.
  api.services.provideScoped(chainFamilyKey('eip155'), (caller) => eip155Family(api, scopedEip155Service(base, caller)));
});
