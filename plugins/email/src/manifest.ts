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
  title: 'Email login',
  feature: 'features.email',
  views: ['EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
  requires: ['embedded-wallet'],
  contributes: {
    'connect.methods': [{ id: 'email', label: 'Email', view: 'EmailLogin' }],
    'settings.rows': [{ id: 'update-email', label: 'Change email', view: 'UpdateEmail' }],
  },
  load: () => import(/* webpackChunkName: "plugin-email" */ './plugin'),
});
