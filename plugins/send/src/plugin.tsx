/** The send plugin: the Send view, the send state slice (spec §3) and its reset rules (spec §4). */
import { definePlugin, type ChainNamespace, type PluginApi, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { MESSAGES } from './messages';
import { createSendFlow } from './send-flow';
import { SendView } from './SendView';
import { initialSendState, sendSliceKey } from './slice';

export function setupSend(api: PluginApi) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(sendSliceKey, initialSendState());
  const flow = createSendFlow(api);
  // Token images (those with no icon URL: by symbol) through the loader every plugin shares.
  const images = acquireImageLoader(api.http);
  api.views.registerView('Send', (props: ViewProps) => <SendView {...props} flow={flow} images={images.loader} />);

  // The namespace and account the send state belongs to; anything else resets it (spec §4).
  let owner: { ns?: ChainNamespace; address?: string } = current();
  function current() {
    const s = api.state.getState();
    return { ns: s.activeChain, address: s.activeChain ? s.chains[s.activeChain]?.account.address : undefined };
  }
  function follow() {
    const next = current();
    if (next.ns !== owner.ns || next.address !== owner.address) flow.reset();
    owner = next;
  }
  api.hooks.accountChanged.tap('send', follow);
  api.hooks.disconnected.tap('send', () => { flow.reset(); owner = current(); });
  api.hooks.networkChanged.tap('send', ({ namespace, network }) => {
    const token = api.slice.getSlice(sendSliceKey).token;
    if (namespace !== owner.ns) follow();
    // Same namespace, other chain: the chosen token and balances were of the old chain.
    else if (token && token.chainId !== network.caipNetworkId) api.slice.updateSlice(sendSliceKey, (d) => { d.token = undefined; d.tokenBalances = []; });
  });
  return () => images.release();
}

export default definePlugin((api) => setupSend(api));
