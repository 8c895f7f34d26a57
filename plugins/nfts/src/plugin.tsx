/** The NFTs plugin: the Account view's NFTs tab (spec §2), from the NFT endpoint Gangway defines (docs/api.md). */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { createNftsLoader, NftsView } from './NftsView';
import { nftsSliceKey } from './public';
import { MESSAGES } from './messages';

export function setupNfts(api: PluginApi) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(nftsSliceKey, { items: [], loading: false, loaded: false, failed: false });
  const load = createNftsLoader(api);
  api.views.registerView('Nfts', (props: ViewProps) => <NftsView {...props} load={load} />);
  // Received NFTs show on the next visit after a disconnect or another account.
  api.hooks.disconnected.tap(api.id, () => api.slice.updateSlice(nftsSliceKey, (s) => ({ items: [], loading: false, loaded: false, failed: false, unsupported: s.unsupported })));
}

export default definePlugin((api) => setupNfts(api));
