/** The email plugin: the email field, device and code views, and the email change. */
import { definePlugin, GangwayError, type PluginApi, type ViewProps } from '@gangway/kernel';
import { EMBEDDED_ERRORS, embeddedWalletKey } from '@gangway/plugin-embedded-wallet/public';
import { EmailLoginView, type EmailDeps } from './EmailLoginView';
import { MESSAGES } from './messages';
import { createThrottle } from './throttle';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView, UpdateEmailView } from './UpdateEmailViews';
import { EmailVerifyDeviceView, EmailVerifyOtpView } from './VerifyViews';

/** The embedded wallet's service; its absence (switched off, failed) is spec §8's frame load error. */
const walletOf = (api: PluginApi) => () => api.require(embeddedWalletKey).catch((cause: unknown) => {
  throw new GangwayError('EMAIL_DEPENDENCY', EMBEDDED_ERRORS.EMAIL_DEPENDENCY, { cause });
});

export function setupEmail(api: PluginApi, deps: EmailDeps = { wallet: walletOf(api), throttle: createThrottle() }) {
  api.addMessages(MESSAGES);
  const views = {
    EmailLogin: EmailLoginView,
    EmailVerifyDevice: EmailVerifyDeviceView,
    EmailVerifyOtp: EmailVerifyOtpView,
    UpdateEmail: UpdateEmailView,
    UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
    UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  };
  for (const [id, View] of Object.entries(views)) api.registerView(id, (props: ViewProps) => <View {...props} deps={deps} />);
}

export default definePlugin((api) => { setupEmail(api); });
