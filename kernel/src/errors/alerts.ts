/**
 * Spec §8 alerts and the WalletConnect provider-error mapping. A module of its own so that only
 * the lazy UI/runtime chunks carry the alert texts; the eager kernel records kinds only.
 */
import { errorMessage } from './messages';

export interface Alert {
  shortMessage: string;
  longMessage: string;
}

/** §8 alerts, keyed by kind; the kernel shows each kind at most once. */
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
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified Domain',
    longMessage: "The embedded wallet refused this domain. Verify the domain in the project's settings.",
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Embedded Wallet Failed to Load',
    longMessage: 'The embedded wallet frame did not load in time. Please try again later.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'A request to the embedded wallet frame timed out. Please try again later.',
  },
  // WalletConnect provider (relay) errors, see providerErrorAlert.
  WC_ORIGIN_NOT_ALLOWED: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The WalletConnect relay refused this origin. Add it to the project\'s allowed domains.',
  },
  WC_INVALID_KEY: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The WalletConnect relay rejected the project id. Check the projectId option.',
  },
  WC_JWT_INVALID: {
    shortMessage: 'Session Expired',
    longMessage: 'The WalletConnect relay rejected the session token - please check your time settings and connect again.',
  },
  WC_RELAY_UNREACHABLE: {
    shortMessage: 'Connection Error',
    longMessage: 'Could not reach the WalletConnect relay. Check your connection and try again.',
  },
} as const satisfies Record<string, Alert>;

export type AlertKind = keyof typeof ALERTS;


/** Substrings of WalletConnect provider error messages and the alert each maps to (first match wins). */
const PROVIDER_ERRORS: [string, AlertKind][] = [
  ['origin not allowed', 'WC_ORIGIN_NOT_ALLOWED'],
  ['invalid key', 'WC_INVALID_KEY'],
  ['JWT', 'WC_JWT_INVALID'],
  ['WebSocket connection failed', 'WC_RELAY_UNREACHABLE'],
];

/** Maps a WalletConnect provider error to its alert kind, or null when it is not an alert-worthy error. */
export function providerErrorAlert(error: unknown): AlertKind | null {
  const msg = errorMessage(error, '').toLowerCase();
  for (const [needle, kind] of PROVIDER_ERRORS) if (msg.includes(needle.toLowerCase())) return kind;
  return null;
}
