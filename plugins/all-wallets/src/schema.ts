/** The getWallets response (spec §7: data[] and count; §3 wallet listing fields), validated. */
import * as v from 'valibot';
import { isSafeAppLink } from '@gangway/lib-wallet';

const text = v.nullish(v.string());

/**
 * A listing whose links the widget may navigate to pass the one URL check as deep links (https, a
 * wallet's own scheme, http only on the host's configured local origins); any other is dropped.
 */
export function walletListingSchema(localOrigins: readonly string[] = []) {
  const appLink = v.fallback(v.nullish(v.pipe(v.string(), v.check((link) => isSafeAppLink(link, localOrigins)))), null);
  return v.looseObject({
    id: v.pipe(v.string(), v.minLength(1)),
    name: v.string(),
    image_id: v.nullish(v.string()),
    rdns: text,
    chains: v.nullish(v.array(v.string())),
    mobile_link: appLink,
    desktop_link: appLink,
    webapp_link: appLink,
    homepage: appLink,
    badge_type: text,
  });
}

export function walletPageSchema(localOrigins: readonly string[] = []) {
  return v.object({
    count: v.pipe(v.number(), v.minValue(0)),
    data: v.array(walletListingSchema(localOrigins)),
  });
}

/** Without local origins: http links are dropped. */
export const WalletListingSchema = walletListingSchema();
export const WalletPageSchema = walletPageSchema();
