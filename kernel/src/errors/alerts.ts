/**
 * Spec §8 alerts. A module of its own so that only the lazy UI/runtime chunks carry the alert texts;
 * the eager kernel records kinds only. A plugin brings its own alert kinds as messages
 * (`alert.<KIND>` and `alert.<KIND>.long`, through api.i18n.addMessages), so a locale can translate them.
 */

export interface Alert {
  shortMessage: string;
  longMessage: string;
}

/**
 * §8 alerts, keyed by kind; the kernel shows each kind at most once. The spec's lower-case
 * "unverified domain" is WalletConnect Verify's (the walletconnect plugin's WC_UNVERIFIED_DOMAIN);
 * "iframe load failed" and "iframe request timeout" are the reasons the frame's two alerts here are
 * raised for (EMBEDDED_WALLET_NETWORK_ERROR, EMBEDDED_WALLET_TIMEOUT; the embedded-wallet plugin
 * reports the reason as an event), not alerts of their own.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not one of the networks this app is configured with.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: "This site's origin is not on the project's allow-list. Add it to the project's allowed domains.",
  },
  EMBEDDED_WALLET_NETWORK_ERROR: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Check your connection and try again later.',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Please try again later.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id was rejected. Check the projectId option.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'No project id is configured, or the project is unknown to the service. Set the projectId option.',
  },
} as const satisfies Record<string, Alert>;

export type AlertKind = keyof typeof ALERTS;
