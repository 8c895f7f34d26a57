/** The socials plugin's English strings. */
export const MESSAGES = {
  'view.SocialLogin': 'Social login',
  'view.ConnectingSocial': 'Social login',
  'socials.continueWith': 'Continue with {name}',
  'socials.google': 'Google', 'socials.x': 'X', 'socials.farcaster': 'Farcaster', 'socials.discord': 'Discord',
  'socials.apple': 'Apple', 'socials.github': 'GitHub', 'socials.facebook': 'Facebook',
  'socials.waiting': 'Continue in the {name} window',
  'socials.popupBlocked': 'The login window could not open. Allow pop-ups for this site and try again.',
  'socials.popupClosed': 'The login window was closed',
  'socials.tryAgain': 'Try again',
  'socials.noProvider': 'Choose a provider on the Connect view.',
  'slot.connect.methods.social': 'Social login',
} as const;
