/**
 * The identity plugin: looks up the connected eip155 address's name and avatar (spec §7, cached 5 min)
 * and puts them in the kernel's account state (`profileName`, `profileImage`, spec §3), where the
 * Account header, the host's account button and the React hooks read them. Names are eip155 only
 * (spec §9). Also provides the lookup as a service for other addresses, and keeps every chain's
 * `addressExplorerUrl` and `addressLabels` (address-details.ts).
 */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { followAddressDetails } from './address-details';
import { createIdentityLookup } from './lookup';
import { identityServiceKey } from './public';

export function setupIdentity(api: PluginApi) {
  const identity = createIdentityLookup(api);
  api.services.provide(identityServiceKey, identity);

  // The address the shown name and avatar belong to: another account must not wear them meanwhile.
  let shownFor: string | undefined;

  async function follow() {
    const account = api.state.getState().chains.eip155?.account;
    const address = account?.status === 'connected' ? account.address : undefined;
    if (!address) { shownFor = undefined; return; }
    if (shownFor !== address && (account?.profileName || account?.profileImage)) api.session.setAccount('eip155', { profileName: null, profileImage: null });
    const found = await identity.lookup(address);
    // The account may have changed while we looked.
    const now = api.state.getState().chains.eip155?.account;
    if (now?.status !== 'connected' || now.address !== address) return;
    shownFor = address;
    if (now.profileName !== found.name || now.profileImage !== found.avatar) api.session.setAccount('eip155', { profileName: found.name, profileImage: found.avatar });
  }

  api.hooks.connected.tap(api.id, ({ namespace }) => { if (namespace === 'eip155') void follow(); });
  api.hooks.accountChanged.tap(api.id, ({ namespace }) => { if (namespace === 'eip155') void follow(); });
  // Activated by a restored session or an already connected account: look it up now.
  void follow();
  // Every chain's explorer page and address labels (address-details.ts).
  return followAddressDetails(api);
}

export default definePlugin((api) => setupIdentity(api));
