/**
 * Wallet app links from the registry (mobile_link, desktop_link, webapp_link, homepage) become
 * navigations: they pass the one URL check (navigation.ts) as deep links — https, a wallet's own
 * custom scheme, and http only on the host's configured local origins.
 */
import { safeNavigationUrl } from './navigation';

/** True for an https URL, a custom wallet scheme (`metamask://`, `trust:`, `rainbow`) or an http URL on one of `localOrigins`. */
export function isSafeAppLink(link: string, localOrigins: readonly string[] = []): boolean {
  return safeNavigationUrl(link, { appLink: true, localOrigins }) !== undefined;
}
