/** The English strings of the email plugin's code and email-change views: registered when those views' code loads (flow.tsx), before they show. */
export const FLOW_MESSAGES = {
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
  'email.notSignedIn': 'Sign in with email to change it.',
} as const;
