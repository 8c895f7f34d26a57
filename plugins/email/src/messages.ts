/**
 * The email plugin's English strings the Connect view's field needs, and the view titles (the header
 * shows a title before a lazily loaded view arrives); the throttle text is spec §5's, word for word.
 * The code and email-change views bring theirs (flow-messages.ts).
 */
export const MESSAGES = {
  'view.EmailLogin': 'Email',
  'view.EmailVerifyDevice': 'Register device',
  'view.EmailVerifyOtp': 'Confirm Email',
  'view.UpdateEmail': 'Edit Email',
  'view.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'view.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continue',
  'email.invalid': 'Invalid input',
  'slot.connect.methods.email': 'Email',
  'slot.settings.rows.update-email': 'Change email',
} as const;

/** Spec §5 email throttle. */
export const tryAgainAfter = (n: number) => `Please try again after ${n} seconds`;
