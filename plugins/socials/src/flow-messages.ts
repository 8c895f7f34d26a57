/** The ConnectingSocial view's English strings: registered when its code loads (flow.ts), before it shows. */
export const FLOW_MESSAGES = {
  'socials.waiting': 'Continue in the {name} window',
  'socials.popupBlocked': 'The login window could not open. Allow pop-ups for this site and try again.',
  'socials.popupClosed': 'The login window was closed',
  'socials.tryAgain': 'Try again',
  'socials.noProvider': 'Choose a provider on the Connect view.',
} as const;
