/** The Farcaster plugin: the ConnectingFarcaster view. */
import { definePlugin, GangwayError, type PluginApi, type ViewProps } from '@gangway/kernel';
import { EMAIL_DEPENDENCY_ERROR, embeddedWalletKey } from '@gangway/plugin-embedded-wallet/public';
import { ConnectingFarcasterView, type FarcasterDeps } from './ConnectingFarcasterView';
import { MESSAGES } from './messages';

const walletOf = (api: PluginApi) => () => api.services.require(embeddedWalletKey).catch((cause: unknown) => {
  throw new GangwayError('EMAIL_DEPENDENCY', EMAIL_DEPENDENCY_ERROR, { cause });
});

export function setupFarcaster(api: PluginApi, deps: FarcasterDeps = { wallet: walletOf(api) }) {
  api.i18n.addMessages(MESSAGES);
  api.views.registerView('ConnectingFarcaster', (props: ViewProps) => <ConnectingFarcasterView {...props} deps={deps} />);
}

export default definePlugin((api) => { setupFarcaster(api); });
