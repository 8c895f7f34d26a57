/**
 * Where a visitor can get a wallet: the registry listing's store page for this device, else its
 * homepage. Only http(s) links: a registry or a host's list is outside input, and a guide link must
 * never be a script, a data URL or an app scheme that opens nothing on a device without the app.
 */
import * as v from 'valibot';

const HttpUrl = v.pipe(v.string(), v.check((s) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
  } catch { return false; }
}));

export const GuideListingSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  image_id: v.nullish(v.string()),
  homepage: v.fallback(v.nullish(HttpUrl), null),
  app_store: v.fallback(v.nullish(HttpUrl), null),
  play_store: v.fallback(v.nullish(HttpUrl), null),
});
export type GuideListing = v.InferOutput<typeof GuideListingSchema>;

export type Platform = 'ios' | 'android' | 'other';

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The link to get this wallet on this platform, or undefined when it has no safe one. */
export function getLink(listing: unknown, platform: Platform): string | undefined {
  const parsed = v.safeParse(GuideListingSchema, listing);
  if (!parsed.success) return undefined;
  const w = parsed.output;
  const store = platform === 'ios' ? w.app_store : platform === 'android' ? w.play_store : null;
  return store ?? w.homepage ?? undefined;
}

/** At most this many wallets are suggested: the guide is an introduction, All Wallets is the catalogue. */
export const MAX_GUIDE_WALLETS = 8;

/** The wallets to suggest, in registry order, each with its link; those without a safe link are left out. */
export function guideWallets(listings: readonly unknown[], platform: Platform): { listing: GuideListing; href: string }[] {
  const out: { listing: GuideListing; href: string }[] = [];
  for (const l of listings) {
    const href = getLink(l, platform);
    if (!href) continue;
    out.push({ listing: v.parse(GuideListingSchema, l), href });
    if (out.length === MAX_GUIDE_WALLETS) break;
  }
  return out;
}
