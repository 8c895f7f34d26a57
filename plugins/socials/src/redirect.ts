/**
 * Where the social-login popup may go and whom its result may come from. The frame's redirect uri is
 * outside input: it goes through the one URL check (lib-wallet/navigation) and may only lead to the
 * frame's own origin or to the chosen provider's sign-in page; the popup still has this page's
 * origin when it is pointed there, so a `javascript:` uri would run on the host's page.
 * The result is accepted only from the frame's origin, as AppKit does (reown-com/appkit
 * packages/scaffold-ui/src/views/w3m-connecting-social-view/index.ts: `event.origin ===
 * SECURE_SITE_ORIGIN`, the frame's site), and only from the popup itself.
 */
import { checkNavigationUrl, localOrigins } from '@gangway/lib-wallet/navigation';
import type { PopupProvider } from './providers';

/** The providers' own sign-in origins (their OAuth authorize pages). */
export const PROVIDER_ORIGINS: Readonly<Record<PopupProvider, readonly string[]>> = {
  google: ['https://accounts.google.com'],
  github: ['https://github.com'],
  apple: ['https://appleid.apple.com'],
  facebook: ['https://www.facebook.com', 'https://m.facebook.com'],
  x: ['https://x.com', 'https://twitter.com'],
  discord: ['https://discord.com'],
};

/** The configured frame's origin (options.endpoints.frame). */
export const frameOriginOf = (frameUrl: string) => new URL(frameUrl).origin;

/** The uri the popup may be pointed at; throws UNSAFE_URL (nothing navigates) otherwise. */
export function socialRedirect(uri: unknown, provider: PopupProvider, endpoints: Readonly<Record<string, string | undefined>> & { frame: string }): string {
  return checkNavigationUrl(uri, { origins: [frameOriginOf(endpoints.frame), ...PROVIDER_ORIGINS[provider]], localOrigins: localOrigins(endpoints) });
}
