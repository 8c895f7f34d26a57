/**
 * The embedded-wallet plugin: the secure frame (created on the first need, never on open), the
 * AUTH connector, RPC gating and the embedded account's settings. Email, socials and Farcaster log
 * in through the service it provides (public.ts).
 */
import { definePlugin, type PluginApi, type ViewProps } from '@gangway/kernel';
import { AccountSettingsView } from './AccountSettingsView';
import { ApproveTransactionView } from './ApproveTransactionView';
import { createEmbeddedWallet, type Timers } from './controller';
import { FRAME_REPORTS } from './errors';
import { EmptySchema } from './frame-protocol';
import { browserFrameHost, createFrameMessenger, type FrameHost } from './frame-messenger';
import { MESSAGES } from './messages';
import { embeddedWalletKey } from './public';
import { embeddedWalletSliceKey, initialEmbeddedWalletState } from './slice';

export function setupEmbeddedWallet(api: PluginApi, host: FrameHost, timers?: Timers) {
  api.i18n.addMessages(MESSAGES);
  api.slice.defineSlice(embeddedWalletSliceKey, initialEmbeddedWalletState());
  const messenger = createFrameMessenger({
    frameUrl: api.options.endpoints.frame,
    projectId: api.options.projectId ?? '',
    rpcUrl: api.options.endpoints.rpc,
    // The network the visitor is on when the frame loads, as AppKit starts it (frame-url.ts).
    chainId: () => { const st = api.state.getState(); return st.activeChain ? st.chains[st.activeChain]?.network.caipNetwork?.caipNetworkId : undefined; },
    host,
    onState: (state) => api.slice.updateSlice(embeddedWalletSliceKey, (s) => { s.frameState = state; }),
    onLoadFailed: () => {
      api.ui.showAlert('EMBEDDED_WALLET_NETWORK_ERROR');
      api.events.emit(FRAME_REPORTS.LOAD_FAILED, {});
    },
    onRequestTimeout: (event) => {
      api.ui.showAlert('EMBEDDED_WALLET_TIMEOUT');
      api.events.emit(FRAME_REPORTS.REQUEST_TIMEOUT, { event });
    },
    // The frame learns the app and its theme before the first request (spec §7 sync events).
    onReady: async () => {
      const o = api.options;
      await Promise.all([
        messenger.request('SYNC_DAPP_DATA', { projectId: o.projectId, sdkType: 'appkit', sdkVersion: 'html-gangway-0.1.0', metadata: o.metadata }, EmptySchema),
        messenger.request('SYNC_THEME', { themeMode: api.state.getState().modal.themeMode }, EmptySchema),
      ]);
    },
  });
  const wallet = createEmbeddedWallet(api, messenger, timers);
  api.services.provide(embeddedWalletKey, wallet.service);
  api.views.registerView('ApproveTransaction', (props: ViewProps) => <ApproveTransactionView {...props} frame={messenger} />);
  api.views.registerView('EmbeddedAccountSettings', (props: ViewProps) => <AccountSettingsView {...props} setPreferredType={wallet.setPreferredType} />);
  return () => wallet.stop();
}

export default definePlugin((api) => {
  if (typeof window === 'undefined') return undefined; // no page, no frame (SSR)
  // The shown frame joins the modal's focus trap (it lives on <body>, outside the modal's root).
  return setupEmbeddedWallet(api, browserFrameHost((el) => api.ui.addTrapContainer(el)));
});
