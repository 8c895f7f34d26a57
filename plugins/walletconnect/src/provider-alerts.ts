/**
 * Spec §8: WalletConnect provider (relay) errors map to alerts, each kind shown once. The texts are
 * this plugin's messages (`alert.<KIND>`, `alert.<KIND>.long`), so a locale can translate them.
 */
import { errorMessage } from '@gangway/kernel';

export const PROVIDER_ALERT_MESSAGES = {
  'alert.WC_ORIGIN_NOT_ALLOWED': 'Invalid App Configuration',
  'alert.WC_ORIGIN_NOT_ALLOWED.long': "The WalletConnect relay refused this origin. Add it to the project's allowed domains.",
  'alert.WC_INVALID_KEY': 'Invalid Project ID',
  'alert.WC_INVALID_KEY.long': 'The WalletConnect relay rejected the project id. Check the projectId option.',
  'alert.WC_JWT_INVALID': 'Session Expired',
  'alert.WC_JWT_INVALID.long': 'The WalletConnect relay rejected the session token - please check your time settings and connect again.',
  'alert.WC_RELAY_UNREACHABLE': 'Connection Error',
  'alert.WC_RELAY_UNREACHABLE.long': 'Could not reach the WalletConnect relay. Check your connection and try again.',
  'alert.WC_UNVERIFIED_DOMAIN': 'Unverified Domain',
  'alert.WC_UNVERIFIED_DOMAIN.long': "WalletConnect Verify does not list this domain for the project, so wallets will warn visitors. Verify the domain in the project's settings.",
  'alert.WC_DOMAIN_THREAT': 'Known Security Threat',
  'alert.WC_DOMAIN_THREAT.long': 'WalletConnect Verify flags this domain as a security threat: wallets will warn visitors or refuse to connect.',
};

export type ProviderAlertKind = 'WC_ORIGIN_NOT_ALLOWED' | 'WC_INVALID_KEY' | 'WC_JWT_INVALID' | 'WC_RELAY_UNREACHABLE' | 'WC_UNVERIFIED_DOMAIN' | 'WC_DOMAIN_THREAT';

/** Substrings of provider error messages and the alert each maps to (first match wins). */
const PROVIDER_ERRORS: [string, ProviderAlertKind][] = [
  ['origin not allowed', 'WC_ORIGIN_NOT_ALLOWED'],
  ['invalid key', 'WC_INVALID_KEY'],
  ['JWT', 'WC_JWT_INVALID'],
  ['WebSocket connection failed', 'WC_RELAY_UNREACHABLE'],
];

/** The alert kind of a provider error, or null when it is not alert-worthy. */
export function providerErrorAlert(error: unknown): ProviderAlertKind | null {
  const msg = errorMessage(error, '').toLowerCase();
  for (const [needle, kind] of PROVIDER_ERRORS) if (msg.includes(needle.toLowerCase())) return kind;
  return null;
}

/** Spec §8 "unverified domain": the alert a Verify verdict raises, if any (verify.ts). */
export function verifyAlert(verdict: 'verified' | 'unverified' | 'threat' | 'unavailable'): ProviderAlertKind | null {
  if (verdict === 'unverified') return 'WC_UNVERIFIED_DOMAIN';
  if (verdict === 'threat') return 'WC_DOMAIN_THREAT';
  return null;
}
