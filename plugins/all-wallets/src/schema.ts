/** The getWallets response (spec §7: data[] and count; §3 wallet listing fields), validated. */
import * as v from 'valibot';
import { isSafeAppLink } from '@gangway/lib-wallet';

const text = v.nullish(v.string());
/** A link the widget may navigate to: http(s) or a wallet's own scheme; anything else is dropped. */
const appLink = v.fallback(v.nullish(v.pipe(v.string(), v.check(isSafeAppLink))), null);

export const WalletListingSchema = v.looseObject({
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

export const WalletPageSchema = v.object({
  count: v.pipe(v.number(), v.minValue(0)),
  data: v.array(WalletListingSchema),
});
