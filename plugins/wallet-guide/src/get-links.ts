/**
 * Where a visitor can get a wallet: the registry listing's store page for this device, else its
 * homepage. A registry or a host's list is outside input: a guide link passes the one URL check
 * (lib-wallet/navigation) as a web page — https, or http on one of the host's configured local
 * endpoints — never a script, a data URL or an app scheme that opens nothing on a device without the app.
 */
import * as v from 'valibot';
import { safeNavigationUrl } from '@gangway/lib-wallet/navigation';

const Link = v.fallback(v.nullish(v.string()), null);

export const GuideListingSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  image_id: v.nullish(v.string()),
  homepage: Link,
  app_store: Link,
  play_store: Link,
});
export type GuideListing = v.InferOutput<typeof GuideListingSchema>;

export type Platform = 'ios' | 'android' | 'other';

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The link to get this wallet on this platform, or undefined when it has no safe one (`localOrigins`: see lib-wallet/navigation). */
export function getLink(listing: unknown, platform: Platform, localOrigins: readonly string[] = []): string | undefined {
  const parsed = v.safeParse(GuideListingSchema, listing);
  if (!parsed.success) return undefined;
  const w = parsed.output;
  const safe = (link: string | null | undefined) => safeNavigationUrl(link, { localOrigins });
  const store = platform === 'ios' ? safe(w.app_store) : platform === 'android' ? safe(w.play_store) : undefined;
  return store ?? safe(w.homepage);
}

/** At most this many wallets are suggested: the guide is an introduction, All Wallets is the catalogue. */
export const MAX_GUIDE_WALLETS = 8;

/** The wallets to suggest, in registry order, each with its link; those without a safe link are left out. */
export function guideWallets(listings: readonly unknown[], platform: Platform, localOrigins: readonly string[] = []): { listing: GuideListing; href: string }[] {
  const out: { listing: GuideListing; href: string }[] = [];
  for (const l of listings) {
    const href = getLink(l, platform, localOrigins);
    if (!href) continue;
    out.push({ listing: v.parse(GuideListingSchema, l), href });
    if (out.length === MAX_GUIDE_WALLETS) break;
  }
  return out;
}
