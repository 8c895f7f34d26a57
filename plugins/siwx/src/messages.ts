/** The SIWXSignMessage view's English strings (a host locale's `messages` still win). */
export const MESSAGES = {
  'siwx.title': '{name} wants you to sign in',
  'siwx.body': 'Sign this message with your wallet to prove you own {address}.',
  'siwx.required': 'Signing in is required to continue.',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.signing': 'Confirm the signature in your wallet',
  'siwx.checking': 'Checking your sign-in…',
  'siwx.signedIn': 'Signed in',
  'siwx.failed': 'Sign-in failed',
} as const;
