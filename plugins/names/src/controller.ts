/**
 * What RegisterAccountName does (spec §2, §4, §5, §7):
 * - typing: after the 300 ms search wait (§9), an invalid label is marked as such; a valid one is
 *   resolved (availability) and its suggestions fetched, both at once; answers to an older input are dropped;
 * - the names the connected address already has (reverse lookup, cached 5 min);
 * - register: preconditions (active network, address, the embedded auth connector), the coin type
 *   (chain id below 2^31), the JSON message signed by the wallet, the POST, then the profile name set
 *   and RegisterAccountNameSuccess; a cancelled signature or a failure goes back to RegisterAccountName.
 */
import { stringToHex } from 'viem';
import { ERRORS, GangwayError, errorMessage, type PluginApi } from '@gangway/kernel';
import { isUserRejection } from '@gangway/lib-eip155';
import { errorRegisteringName, NAMES_ERRORS } from './errors';
import { coinTypeFor, fullName, isValidLabel, labelOf, registrationMessage } from './name-rules';
import type { NamesApi } from './names-api';
import { namesSliceKey, type NamesState } from './public';

/** Spec §9: the search wait. */
export const SEARCH_WAIT_MS = 300;
/** Spec §5: a signed message is 0x plus 62 or more hex characters. */
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

export const initialNamesState = (): NamesState => ({
  query: '', availability: 'idle', suggestions: [], loadingSuggestions: false, owned: [], step: 'idle',
});

/** The connected eip155 account, if it came through an AUTH (embedded wallet) connector. */
export function authAccount(api: { readonly state: Pick<PluginApi['state'], 'getState'> }) {
  const s = api.state.getState();
  const chain = s.chains.eip155;
  const account = chain?.account;
  if (s.activeChain !== 'eip155' || account?.status !== 'connected' || !account.address) return { network: chain?.network.caipNetwork };
  const auth = s.connectors.find((c) => c.id === account.connectorId)?.type === 'AUTH';
  return { network: chain?.network.caipNetwork, address: auth ? account.address : undefined };
}

export function createNamesController(api: PluginApi, names: NamesApi, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  const update = (recipe: (s: NamesState) => void) => api.slice.updateSlice(namesSliceKey, recipe);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;

  async function check(label: string, mine: number) {
    const stale = () => mine !== seq;
    const [resolved, suggested] = await Promise.allSettled([names.resolveName(fullName(label)), names.suggestions(label)]);
    if (stale()) return;
    update((s) => {
      s.loadingSuggestions = false;
      const errors: string[] = [];
      if (resolved.status === 'fulfilled') s.availability = resolved.value ? 'registered' : 'available';
      else { s.availability = 'error'; errors.push(errorMessage(resolved.reason, NAMES_ERRORS.NAME_RESOLVE)); }
      if (suggested.status === 'fulfilled') s.suggestions = suggested.value;
      else { s.suggestions = []; errors.push(errorMessage(suggested.reason, NAMES_ERRORS.NAME_SUGGESTIONS)); }
      s.error = errors.length ? errors.join(' · ') : undefined;
    });
  }

  return {
    /** The visitor typed: the check runs after the search wait, for the latest input only. */
    input(value: string) {
      const label = labelOf(value);
      const mine = ++seq;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      update((s) => {
        s.query = value;
        s.error = undefined;
        s.suggestions = [];
        s.loadingSuggestions = false;
        s.availability = !label ? 'idle' : isValidLabel(label) ? 'checking' : 'invalid';
      });
      if (!isValidLabel(label)) return;
      update((s) => { s.loadingSuggestions = true; });
      timer = timers.setTimeout(() => { timer = undefined; void check(label, mine); }, SEARCH_WAIT_MS);
    },

    /** The names the connected address already has (shown above the field). */
    async loadOwned() {
      const { address } = authAccount(api);
      if (!address) return;
      try {
        const owned = await names.namesForAddress(address);
        update((s) => { s.owned = owned; s.ownedError = undefined; });
      } catch (error) {
        update((s) => { s.owned = []; s.ownedError = errorMessage(error, NAMES_ERRORS.NAMES_FOR_ADDRESS); });
      }
    },

    async register(input: string) {
      const label = labelOf(input);
      if (!isValidLabel(label) || api.slice.getSlice(namesSliceKey).step !== 'idle') return;
      const name = fullName(label);
      const { network, address } = authAccount(api);
      // Spec §5: registration needs an active network, an address and the embedded auth connector.
      if (!network) { api.ui.toast('error', ERRORS.NETWORK_NOT_FOUND); return; }
      if (!address) { api.ui.toast('error', NAMES_ERRORS.NO_AUTH_CONNECTOR); return; }

      update((s) => { s.step = 'signing'; s.error = undefined; });
      // Spec §2: success goes to RegisterAccountNameSuccess; a cancel or a failure to RegisterAccountName.
      api.navigation.pushTransaction({ view: 'RegisterAccountNameSuccess', replace: true, errorView: 'RegisterAccountName' });
      try {
        // Before asking for a signature: a chain with no coin type cannot register anything.
        const coinType = coinTypeFor(network.id);
        const message = registrationMessage(name);
        let signature: unknown;
        try {
          signature = await api.wallet.request('eip155', 'personal_sign', [stringToHex(message), address]);
        } catch (error) {
          if (!isUserRejection(error)) throw error;
          update((s) => { s.step = 'idle'; });
          api.navigation.popTransaction('cancel');
          api.ui.toast('error', ERRORS.SIGNATURE_DECLINED);
          return;
        }
        if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new Error('The wallet returned no valid signature');
        update((s) => { s.step = 'registering'; });
        await names.register({ name, coinType, address, message, signature });
        // Spec §4: the profile name is set, then the success view opens.
        api.session.setAccount('eip155', { profileName: name });
        rememberName(api, address, name);
        update((s) => { s.step = 'idle'; s.registered = name; s.owned = [name, ...s.owned.filter((n) => n !== name)]; });
        api.navigation.popTransaction('success');
      } catch (error) {
        update((s) => { s.step = 'idle'; });
        api.navigation.popTransaction('error', error);
        const text = error instanceof GangwayError && error.code === 'NAME_REGISTER' ? error.message : errorRegisteringName(name);
        api.ui.toast('error', text);
      }
    },

    dispose() {
      seq++;
      if (timer !== undefined) timers.clearTimeout(timer);
    },
  };
}
export type NamesController = ReturnType<typeof createNamesController>;

/**
 * The new name in the shared caches (ENS names and identity, 5 min): without it a reload within
 * 5 min would read the cached "no name" and the header would lose the name until the cache expires.
 */
function rememberName(api: Pick<PluginApi, 'storage'>, address: string, name: string) {
  const key = address.toLowerCase();
  const cache = api.storage.cache;
  const names = cache.get('ens', key) ?? [];
  cache.set('ens', key, [{ name }, ...names.filter((n) => n.name !== name)]);
  cache.set('identity', key, { name, avatar: cache.get('identity', key)?.avatar ?? null });
}
