/**
 * The email plugin's later steps, one lazy chunk ("email-flow"): the device and code views of the
 * login, and the email change. The Connect view's field does not need them; they load once the first
 * view is shown (openFinished) or on first navigation to one of them, with their texts.
 */
import type { ComponentType } from 'react';
import type { ViewProps } from '@gangway/kernel';
import type { EmailDeps } from './EmailLoginView';
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView, UpdateEmailView } from './UpdateEmailViews';
import { EmailVerifyDeviceView, EmailVerifyOtpView } from './VerifyViews';

export { FLOW_MESSAGES } from './flow-messages';

export const FLOW_VIEWS: Record<string, ComponentType<ViewProps & { deps: EmailDeps }>> = {
  EmailVerifyDevice: EmailVerifyDeviceView,
  EmailVerifyOtp: EmailVerifyOtpView,
  UpdateEmail: UpdateEmailView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
};
