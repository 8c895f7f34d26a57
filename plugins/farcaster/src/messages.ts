/** The Farcaster plugin's English strings. */
export const MESSAGES = {
  'view.ConnectingFarcaster': 'Farcaster',
  'farcaster.scan': 'Scan this QR code with your phone to sign in with Farcaster',
  'farcaster.qrLabel': 'Sign in with Farcaster QR code',
  'farcaster.openLink': 'Open Farcaster',
  'farcaster.loading': 'Preparing the Farcaster sign-in…',
  'farcaster.tryAgain': 'Try again',
} as const;
