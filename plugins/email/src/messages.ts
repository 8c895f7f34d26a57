/** The email plugin's English strings; the throttle text is spec §5's, word for word. */
export const MESSAGES = {
  'view.EmailLogin': 'Email',
  'view.EmailVerifyDevice': 'Register device',
  'view.EmailVerifyOtp': 'Confirm Email',
  'view.UpdateEmail': 'Edit Email',
  'view.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'view.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continue',
  'email.otpSent': 'Enter the code we sent to {email}',
  'email.otpLabel': 'One-time code',
  'email.confirm': 'Confirm',
  'email.deviceSent': 'Approve the login link we sent to {email}',
  'email.deviceWaiting': 'Waiting for your approval…',
  'email.noEmail': 'Start from the email field on the Connect view.',
  'email.newEmail': 'New email',
  'email.save': 'Save',
  'email.changeSentPrimary': 'Enter the code we sent to your current email',
  'email.changeSentSecondary': 'Enter the code we sent to {email}',
  'email.updated': 'Email updated',
  'email.invalid': 'Invalid input',
  'email.notSignedIn': 'Sign in with email to change it.',
  'slot.connect.methods.email': 'Email',
  'slot.settings.rows.update-email': 'Change email',
} as const;

/** Spec §5 email throttle. */
export const tryAgainAfter = (n: number) => `Please try again after ${n} seconds`;
