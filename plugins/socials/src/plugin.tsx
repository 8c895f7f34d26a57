/** The socials plugin: the provider buttons and the popup flow. */
import { definePlugin, GangwayError, type PluginApi, type ViewProps } from '@gangway/kernel';
import { EMBEDDED_ERRORS, embeddedWalletKey } from '@gangway/plugin-embedded-wallet/public';
import { ConnectingSocialView } from './ConnectingSocialView';
import { MESSAGES } from './messages';
import { SocialLoginView, type SocialDeps } from './SocialLoginView';

const walletOf = (api: PluginApi) => () => api.require(embeddedWalletKey).catch((cause: unknown) => {
  throw new GangwayError('EMAIL_DEPENDENCY', EMBEDDED_ERRORS.EMAIL_DEPENDENCY, { cause });
});

export function setupSocials(api: PluginApi, deps: SocialDeps = { wallet: walletOf(api) }) {
  api.addMessages(MESSAGES);
  api.registerView('SocialLogin', (props: ViewProps) => <SocialLoginView {...props} deps={deps} />);
  api.registerView('ConnectingSocial', (props: ViewProps) => <ConnectingSocialView {...props} deps={deps} />);
}

export default definePlugin((api) => { setupSocials(api); });
