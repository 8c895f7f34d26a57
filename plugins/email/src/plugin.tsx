/**
 * The email plugin: the email field (the Connect view's wave carries it alone), then the device and
 * code views and the email change, which load as one lazy chunk once the first view is shown
 * (openFinished), or at activation when it is not the Connect view that activated it (the account
 * settings, where the email change starts).
 */
import { definePlugin, GangwayError, lazyPart, type PluginApi, type ViewProps } from '@gangway/kernel';
import { EMAIL_DEPENDENCY_ERROR, embeddedWalletKey } from '@gangway/plugin-embedded-wallet/public';
import { EmailLoginView, type EmailDeps } from './EmailLoginView';
import { MESSAGES } from './messages';
import { createThrottle } from './throttle';

/** The views of the lazy chunk (flow.tsx), by id: their registration must not import it. */
const FLOW_VIEW_IDS = ['EmailVerifyDevice', 'EmailVerifyOtp', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'];

/** The code of the later steps (a test passes a counting or failing loader). */
export interface EmailCode { flow(): Promise<typeof import('./flow')> }
const CODE: EmailCode = { flow: () => import(/* webpackChunkName: "email-flow" */ './flow') };

/** The embedded wallet's service; its absence (switched off, failed) is spec §8's frame load error. */
const walletOf = (api: PluginApi) => () => api.services.require(embeddedWalletKey).catch((cause: unknown) => {
  throw new GangwayError('EMAIL_DEPENDENCY', EMAIL_DEPENDENCY_ERROR, { cause });
});

export function setupEmail(api: PluginApi, deps: EmailDeps = { wallet: walletOf(api), throttle: createThrottle() }, code: EmailCode = CODE) {
  api.i18n.addMessages(MESSAGES);
  api.views.registerView('EmailLogin', (props: ViewProps) => <EmailLoginView {...props} deps={deps} />);
  // The texts come with the views' code and are registered before any of them renders; a failed load
  // is CODE_LOAD_FAILED (the view's error shows Retry) and is requested afresh next time.
  const flow = lazyPart(() => code.flow().then((m) => { api.i18n.addMessages(m.FLOW_MESSAGES); return m; }));
  for (const id of FLOW_VIEW_IDS) {
    api.views.registerLazyView(id, () => flow().then((m) => {
      const View = m.FLOW_VIEWS[id];
      return (props: ViewProps) => <View {...props} deps={deps} />;
    }));
  }
  const warm = () => { void flow().catch(() => undefined); };
  api.hooks.openFinished.tap(api.id, warm);
  // Activated by a view other than Connect (the account settings, a code view opened directly): the
  // next step is one of these views, so their code comes now.
  if (api.navigation.current().view !== 'Connect') warm();
}

export default definePlugin((api) => { setupEmail(api); });
