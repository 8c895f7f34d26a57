/**
 * Email login (spec §2, §4, §5): the email field on the Connect view (the 'connect.methods' slot, so
 * the Connect view orders it by the spec's rule), device approval and one-time-code views, the 30 s
 * throttle, and the email change (primary then secondary code) from the account settings. It logs in
 * through the embedded wallet's service; the frame loads when the visitor focuses the field.
 */
import { defineManifest } from '@gangway/kernel';

export const emailManifest = defineManifest({
  id: 'email',
  apiVersion: 2,
  feature: 'features.email',
  views: ['EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
  // No `requires`: it asks for the embedded wallet only when the visitor reaches for the login (warm on
  // focus or hover); the embedded wallet loads once the first view is up (its onOpenFinished), not in the click's wave.
  // Its login view renders inline on the Connect view: its chunk joins that view's first-open wave.
  // The account settings offer the email change: this plugin (and then the change's code) comes when
  // they show, so the visitor's click on "Change email" waits for no code.
  activationEvents: ['onView:Connect', 'onView:EmbeddedAccountSettings'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    EmailLogin: { key: 'view.EmailLogin', text: 'Email' },
    EmailVerifyDevice: { key: 'view.EmailVerifyDevice', text: 'Register device' },
    EmailVerifyOtp: { key: 'view.EmailVerifyOtp', text: 'Confirm Email' },
    UpdateEmail: { key: 'view.UpdateEmail', text: 'Edit Email' },
    UpdateEmailPrimaryOtp: { key: 'view.UpdateEmailPrimaryOtp', text: 'Confirm Current Email' },
    UpdateEmailSecondaryOtp: { key: 'view.UpdateEmailSecondaryOtp', text: 'Confirm New Email' },
  },
  permissions: ['wallet.session'],
  title: 'Email login',
  contributes: {
    'connect.methods': [{ id: 'email', label: 'Email', view: 'EmailLogin' }],
    'settings.rows': [{ id: 'update-email', label: 'Change email', view: 'UpdateEmail' }],
  },
  load: () => import(/* webpackChunkName: "plugin-email" */ './plugin'),
});
