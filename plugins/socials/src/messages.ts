/**
 * The socials plugin's English strings the Connect view's buttons need, and the view titles (shown
 * before a lazily loaded view arrives). The ConnectingSocial view brings its own (flow-messages.ts).
 */
export const MESSAGES = {
  'view.SocialLogin': 'Social login',
  'view.ConnectingSocial': 'Social login',
  'socials.continueWith': 'Continue with {name}',
  'socials.google': 'Google', 'socials.x': 'X', 'socials.farcaster': 'Farcaster', 'socials.discord': 'Discord',
  'socials.apple': 'Apple', 'socials.github': 'GitHub', 'socials.facebook': 'Facebook',
  'slot.connect.methods.social': 'Social login',
} as const;
