/**
 * The socials plugin: the provider buttons (the Connect view's wave carries them alone) and the popup
 * flow's view, which loads as a lazy chunk once the first view is shown (openFinished).
 */
import { definePlugin, GangwayError, lazyPart, type PluginApi, type ViewProps } from '@gangway/kernel';
import { EMAIL_DEPENDENCY_ERROR, embeddedWalletKey } from '@gangway/plugin-embedded-wallet/public';
import { MESSAGES } from './messages';
import { SocialLoginView, type SocialDeps } from './SocialLoginView';

/** The code of the popup flow (a test passes a counting or failing loader). */
export interface SocialsCode { flow(): Promise<typeof import('./flow')> }
const CODE: SocialsCode = { flow: () => import(/* webpackChunkName: "socials-flow" */ './flow') };

const walletOf = (api: PluginApi) => () => api.services.require(embeddedWalletKey).catch((cause: unknown) => {
  throw new GangwayError('EMAIL_DEPENDENCY', EMAIL_DEPENDENCY_ERROR, { cause });
});

export function setupSocials(api: PluginApi, deps: SocialDeps = { wallet: walletOf(api) }, code: SocialsCode = CODE) {
  api.i18n.addMessages(MESSAGES);
  api.views.registerView('SocialLogin', (props: ViewProps) => <SocialLoginView {...props} deps={deps} />);
  // The view's texts are registered before it renders; a failed load is CODE_LOAD_FAILED with Retry.
  const flow = lazyPart(() => code.flow().then((m) => { api.i18n.addMessages(m.FLOW_MESSAGES); return m; }));
  api.views.registerLazyView('ConnectingSocial', () => flow().then(({ ConnectingSocialView }) => (props: ViewProps) => <ConnectingSocialView {...props} deps={deps} />));
  const warm = () => { void flow().catch(() => undefined); };
  // Its buttons are on the Connect view only: an open showing another view (Account) warms nothing.
  api.hooks.openFinished.tap(api.id, ({ view }) => { if (view === 'Connect') warm(); });
  if (api.navigation.current().view !== 'Connect') warm();
}

export default definePlugin((api) => { setupSocials(api); });
